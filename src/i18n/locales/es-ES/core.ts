import type { AreaTranslation } from '../../translation.js';
import type { core as english } from '../en-US/core.js';

/** The language command, refusals, permissions, storage, limits and /status. */
export const core: AreaTranslation<typeof english> = {
  'language.current': 'hostcord habla {language} en este servidor de Discord.',
  'language.currentDefault':
    'hostcord habla {language} en este servidor de Discord (el idioma del servidor en Discord; los admins pueden elegir otro con `/idioma idioma:`).',
  'language.set':
    'A partir de ahora hostcord habla {language} en este servidor de Discord: alertas, paneles y avisos en el juego. Los miembros con Discord en otro idioma que hostcord habla reciben sus respuestas en el suyo.',
  'language.needsManageServer':
    'Necesitas el permiso «Administrar servidor» para cambiar el idioma de hostcord aquí. `/idioma` sin opción muestra el actual.',

  'refusal.forgedButton': 'Este botón no es de hostcord.',
  'refusal.unsignedButton':
    'Este botón es de una versión antigua de hostcord y ya no funciona. Vuelve a usar el comando.',
  'refusal.guildOnly':
    'Los comandos de hostcord funcionan dentro de un servidor de Discord, no por mensaje directo.',
  'refusal.notAllowedHere':
    'hostcord no está activado para este servidor de Discord. Su operador puede añadir el ID de este servidor a ALLOWED_GUILD_IDS.',
  'refusal.unknownCommand': 'Esta versión de hostcord no conoce este comando.',
  'refusal.notLinkedHere':
    'Ese servidor no está vinculado aquí. Elige uno de la lista o pide a un admin que lo vincule con `/vincular`.',
  'refusal.noneLinked':
    'Todavía no hay ningún servidor de juego vinculado en este servidor de Discord. Un admin puede vincular uno con `/vincular`.',
  'refusal.pickOne': 'Hay varios servidores vinculados aquí: elige uno con la opción `servidor`.',
  'refusal.staleButton': 'Este botón ya no funciona. Vuelve a usar el comando.',
  'refusal.staleButtonOf': 'Este botón ya no funciona. Vuelve a usar `{command}`.',
  'refusal.failed':
    'Algo ha fallado por parte de hostcord. Inténtalo de nuevo; si sigue pasando, dale a un admin esta referencia: `{reference}`.',
  'refusal.powerCooldown': {
    one: 'Acabas de enviar una acción de encendido. Espera {count} segundo antes de la siguiente.',
    many: 'Acabas de enviar una acción de encendido. Espera {count} de segundos antes de la siguiente.',
    other: 'Acabas de enviar una acción de encendido. Espera {count} segundos antes de la siguiente.',
  },

  'access.channel':
    '`/{command}` está desactivado en este canal ({integrations}), así que sus botones no funcionan aquí. Úsalo en un canal donde esté permitido.',
  'access.override':
    'Un admin te ha desactivado `/{command}` en {integrations}, así que sus botones tampoco te funcionan. Pregunta a un admin si deberías tenerlo.',
  'access.permission':
    'Necesitas el permiso «{permission}» para usar los botones y menús de `/{command}`, o un admin puede permitírtelo a ti o a tu rol en {integrations}.',
  'access.admin':
    'Tienes que ser admin para usar los botones y menús de `/{command}`, o un admin puede permitírtelo a ti o a tu rol en {integrations}.',
  'access.integrations': 'Ajustes del servidor → Integraciones → hostcord',
  'access.manageServer': 'Administrar servidor',
  'access.administrator': 'Administrador',

  'storage.full':
    'hostcord no puede guardar nada ahora mismo: el disco de su base de datos está lleno. No se ha hecho nada ni se ha enviado nada al servidor de juego. Avisa a un admin del bot y vuelve a intentarlo cuando haya espacio libre.',
  'storage.read-only':
    'hostcord no puede guardar nada ahora mismo: su base de datos es de solo lectura. No se ha hecho nada ni se ha enviado nada al servidor de juego. Avisa a un admin del bot y vuelve a intentarlo cuando se pueda escribir otra vez.',
  'storage.failing':
    'hostcord no puede guardar nada ahora mismo: su base de datos falla o no responde. No se ha hecho nada ni se ha enviado nada al servidor de juego. Avisa a un admin del bot y vuelve a intentarlo más tarde.',

  'limit.boardsPerGuild':
    'Límite alcanzado: paneles de estado por servidor de Discord ({limit}). Este servidor de Discord ya tiene esos; quita uno con `/panel quitar` primero. Un panel muestra todos los servidores vinculados.',
  'limit.schedulesPerServer':
    'Límite alcanzado: programaciones por servidor ({limit}). Este servidor ya tiene esas en este servidor de Discord: `/programar lista` las muestra, `/programar quitar` hace sitio.',
  'limit.schedulesPerGuild':
    'Límite alcanzado: programaciones por servidor de Discord ({limit}). Este servidor de Discord ya tiene esas: `/programar lista` las muestra, `/programar quitar` hace sitio.',
  'limit.draftsPerMember':
    'Límite alcanzado: preguntas de reinicio abiertas por miembro ({limit}). Responde a una de tus preguntas de `/reiniciar en:` (Programar reinicio o Cancelar), o espera un minuto a que caduquen.',
  'limit.proofCodesPerMember':
    'Límite alcanzado: códigos de propiedad abiertos por miembro ({limit}). Usa uno de tus códigos (ponlo en el nombre del servidor y pulsa Verificar), o espera a que caduquen, 15 minutos después de pedirlos.',
  'limit.proofCodesPerGuild':
    'Límite alcanzado: códigos de propiedad abiertos por servidor de Discord ({limit}). Usa uno de los códigos de este servidor de Discord, o espera a que caduquen, 15 minutos después de pedirlos.',
  'limit.shareCodesPerMember':
    'Límite alcanzado: códigos para compartir abiertos por miembro ({limit}). Espera a que uno de tus códigos se use o caduque, 24 horas después de crearlo.',
  'limit.shareCodesPerGuild':
    'Límite alcanzado: códigos para compartir abiertos por servidor de Discord ({limit}). Espera a que uno de los códigos de este servidor de Discord se use o caduque, 24 horas después de crearlo.',
  'limit.codeCooldownMs':
    'Límite alcanzado: un código por miembro cada {every}. Espera {wait} y vuelve a pedirlo.',
  'limit.historyCooldownMs':
    'Límite alcanzado: un gráfico por miembro cada {every}. Espera {wait} y vuelve a pedirlo.',

  'status.game': 'Juego',
  'status.status': 'Estado',
  'status.power': 'Encendido',
  'status.address': 'Dirección',
  'status.location': 'Ubicación',
  'status.cpu': 'CPU',
  'status.memory': 'Memoria',
  'status.disk': 'Disco',
  'status.network': 'Red',
  'status.uptime': 'Tiempo activo',
  'status.unknown': 'desconocido',
  'status.ofLimit': '{used} de {limit}',
  'status.suspended': 'Suspendido',
  'status.suspendedText': 'El servidor está suspendido en el proveedor.',
  'status.liveUsage': 'Uso en directo',
  'status.notAvailable': 'No disponible: {reason}',
  'status.panelSilent': 'el panel no ha respondido.',
  'status.players': 'Jugadores',
  'status.playersOnline': 'Jugadores {online}/{max}',
  'status.playersOnMap': 'Jugadores {online}/{max} · mapa {map}',
  'status.uptimeSeen': 'Disponibilidad vista por hostcord',
  'status.uptimeFigures': '24 h {day} · 7 d {week} · 30 d {month}',
  'status.noData': 'sin datos',
  'status.noUptimeYet':
    'Aún no hay datos: hostcord no lleva vigilando este servidor el tiempo suficiente. Vuelve a mirar en unos minutos.',
  'status.footer': 'Servidor {id}',
  'status.refresh': 'Actualizar',

  // Discord's own names of its permissions, as its client shows them in this language.
  'permission.viewChannel': 'Ver canal',
  'permission.sendMessages': 'Enviar mensajes',
  'permission.embedLinks': 'Insertar enlaces',
  'permission.readMessageHistory': 'Leer el historial de mensajes',
};
