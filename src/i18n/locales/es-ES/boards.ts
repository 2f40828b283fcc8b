import type { AreaTranslation } from '../../translation.js';
import type { boards as english } from '../en-US/boards.js';

/** Status boards, incident messages and ownership notices posted in channels. */
export const boards: AreaTranslation<typeof english> = {
  'boards.title': 'Servidores de juego',
  'boards.titleRange': 'Servidores de juego ({first}–{last} de {total})',
  'boards.titleContinued': 'Servidores de juego, continuación ({first}–{last} de {total})',
  'boards.countUp': { one: '{count} en línea', many: '{count} en línea', other: '{count} en línea' },
  'boards.countStarting': {
    one: '{count} arrancando',
    many: '{count} arrancando',
    other: '{count} arrancando',
  },
  'boards.countStopping': { one: '{count} parándose', many: '{count} parándose', other: '{count} parándose' },
  'boards.countDown': { one: '{count} caído', many: '{count} caídos', other: '{count} caídos' },
  'boards.countOther': { one: '{count} otro', many: '{count} otros', other: '{count} otros' },
  'boards.providerRefused':
    '⚠️ El proveedor rechaza el **token** de hostcord desde {since} (el operador pone uno válido en HOSTING_TOKEN): últimos estados conocidos, uso oculto.',
  'boards.providerUnreachable':
    '⚠️ El proveedor no responde desde {since}: últimos estados conocidos, uso oculto.',
  'boards.nothingLinked':
    'Todavía no hay ningún servidor de juego vinculado en este servidor de Discord. Un admin puede vincular uno con `/vincular`; aparecerá aquí en la próxima actualización.',
  'boards.up': 'en línea',
  'boards.upSince': 'en línea desde {since}',
  'boards.downSince': 'caído desde {since}',
  'boards.lastKnown': 'último estado: {state}',
  'boards.usage': '📊 CPU {cpu}/{cpuLimit} % · RAM {memory}/{memoryLimit}',
  'boards.manage': 'Gestionar…',
  'boards.statusPage': 'Página de estado',

  'boards.incidentOpen': '🚨 Incidencia abierta, alerta enviada {since}',
  'boards.incidentLast': '⚠️ Última incidencia {when}, caído {duration}',
  'boards.players': '👥 {online}/{max}',
  'boards.gameSilent': '🧊 El juego no responde desde {since}',
  'boards.uptime': '📈 Uptime 24 h {day} · 7 d {week} · 30 d {month}',

  'boards.downTitle': 'El servidor {server} está caído',
  'boards.down': 'Caído desde {since} ({ago}). No se envió ningún stop, kill ni reinicio desde hostcord.',
  'boards.recoveredTitle': 'El servidor {server} ha vuelto',
  'boards.recovered': 'Ha vuelto tras {duration}: caído de {from} a {to}.',
  'boards.silentTitle': 'El servidor {server} no responde',
  'boards.silent':
    'El panel dice que está encendido, pero el juego no responde desde {since} ({ago}): nadie puede entrar. No se envió ningún stop, kill ni reinicio desde hostcord.',
  'boards.answersTitle': 'El servidor {server} vuelve a responder',
  'boards.answers': 'El juego vuelve a responder tras {duration}: sin respuesta de {from} a {to}.',
  'boards.lastActivity': 'Última actividad antes de caer',
  'boards.onIt': 'Se encarga',
  'boards.onItSince': '{member} desde {since} ({ago})',

  'boards.claimedProof':
    '🔒 {server} ahora pertenece a este servidor de Discord (control demostrado en el proveedor por {member}). Otros servidores de Discord solo pueden usarlo con un código para compartir de `/compartir`.',
  'boards.claimedLinked':
    '🔒 {server} ahora pertenece a este servidor de Discord (vinculado aquí por {member}). Otros servidores de Discord solo pueden usarlo con un código para compartir de `/compartir`.',
  'boards.shared':
    '🔗 {server} ahora se comparte con {guild} (código canjeado por {member}): sus miembros pueden usarlo con los permisos que pongan sus admins. `/dejar-de-compartir` lo termina.',
  'boards.unshared': '{server} ya no se comparte con {guild} (lo terminó {member}).',
  'boards.released':
    '{server} ya no pertenece a este servidor de Discord: {member} quitó su último vínculo aquí.',
  'boards.releasedShares': {
    one: '{server} ya no pertenece a este servidor de Discord: {member} quitó su último vínculo aquí, lo que también terminó su uso compartido con {count} servidor de Discord más.',
    many: '{server} ya no pertenece a este servidor de Discord: {member} quitó su último vínculo aquí, lo que también terminó su uso compartido con {count} servidores de Discord más.',
    other:
      '{server} ya no pertenece a este servidor de Discord: {member} quitó su último vínculo aquí, lo que también terminó su uso compartido con {count} servidores de Discord más.',
  },
  'boards.guildGone': 'un servidor de Discord del que el bot ya no forma parte ({id})',

  'boards.noBoard': 'No hay ningún panel de estado en {channel}.',
  'boards.noBoardYet':
    'No hay ningún panel de estado en {channel}. Publica primero uno allí con `/panel crear`.',
  'boards.removed': 'Panel de estado quitado de {channel}.',
  'boards.botLacks':
    'Al bot le falta {permissions} en {channel}. Dáselo en los permisos del canal y vuelve a usar `/panel crear`.',
  'boards.refused':
    'Discord rechazó el panel en {channel} ({reason}). Arregla los permisos del canal y vuelve a usar `/panel crear`.',
  'boards.noReason': 'sin motivo',
  'boards.posted': 'Panel de estado publicado en {channel}: {url}',
  'boards.saved':
    'El panel de estado de {channel} está guardado; Discord tarda en responder, así que aparecerá en cuanto Discord lo acepte.',
  'boards.postedHow':
    'Muestra todos los servidores vinculados en este servidor de Discord y se actualiza solo; `/panel quitar` lo borra.',
  'boards.grantHistory':
    '⚠️ Dale también al bot «Leer el historial de mensajes» en {channel}: así un panel borrado se detecta y se vuelve a publicar en la próxima actualización, no solo en su próximo cambio.',
  'boards.pagesOff':
    'Las páginas de estado están desactivadas: el operador pone en PUBLIC_URL la dirección de hostcord (p. ej. https://status.example.org) y entonces `/panel publicar` funciona. No se publicó nada.',
  'boards.published': 'La página de estado de {channel} es pública: {url}',
  'boards.publishedNames':
    'Cualquiera con esta dirección puede verla; el panel tiene un botón «Página de estado» hacia ella. Muestra los nombres de los jugadores conectados.',
  'boards.publishedCounts':
    'Cualquiera con esta dirección puede verla; el panel tiene un botón «Página de estado» hacia ella. Muestra cuántos jugadores hay, no sus nombres (`nombres:True` para verlos).',
  'boards.publishedAgain':
    'Publicar de nuevo da una dirección nueva (la anterior deja de funcionar); `/panel despublicar` la retira.',
  'boards.notPublished': 'El panel de {channel} no tiene página de estado pública.',
  'boards.unpublished':
    'La página de estado de {channel} está retirada: desde ahora su dirección responde «no encontrado».',
  'boards.panel': '**{server}** está {state}. Reiniciar y Parar te piden confirmación antes.',
  'boards.panelUnknown': '**{server}**. Reiniciar y Parar te piden confirmación antes.',
  'boards.start': 'Iniciar',
  'boards.restart': 'Reiniciar',
  'boards.stop': 'Parar',

  'boards.languageCooldown':
    'Límite alcanzado: un cambio de idioma por servidor de Discord cada {every}. Espera {wait} y vuelve a intentarlo.',
};
