import type { AreaTranslation } from '../../translation.js';
import type { views as english } from '../en-US/views.js';

/** What members look at: /activity, /deployments, /history, /players, /gamequery, /board replies. */
export const views: AreaTranslation<typeof english> = {
  'views.activityTitle': 'Actividad — {server}',
  'views.activityEmpty': 'No hay actividad en esta página.',
  'views.activityFooter': 'Página {page} · lo más reciente primero',
  'views.deploymentsTitle': 'Despliegues — {server}',
  'views.deploymentsEmpty': 'No hay despliegues en esta página.',
  'views.deploymentsFooter': 'Página {page}',
  'views.deployment': 'despliegue',
  'views.timeUnknown': 'hora desconocida',
  'views.yes': 'sí',
  'views.no': 'no',

  'views.historyNoData': 'Aún no hay datos de {server}, vuelve a mirar en unos minutos.',
  'views.historyTitle24h': '{server}: últimas 24 horas',
  'views.historyTitle7d': '{server}: últimos 7 días',
  'views.historyTitle30d': '{server}: últimos 30 días',
  'views.historySummary': 'Disponibilidad **{uptime}** · **{incidents}**',
  'views.historySummaryPeak': 'Disponibilidad **{uptime}** · **{incidents}** · **{peak}**',
  'views.incidents': {
    one: '{count} incidencia',
    many: '{count} de incidencias',
    other: '{count} incidencias',
  },
  'views.peak': {
    one: 'pico de {count} jugador',
    many: 'pico de {count} de jugadores',
    other: 'pico de {count} jugadores',
  },
  'views.historyFooter':
    'CPU en % de un núcleo y memoria a lo largo del tiempo; rojo: caído, ámbar: incidencia, gris: sin datos',
  'views.historyFooterPlayers':
    'CPU en % de un núcleo, memoria y jugadores conectados a lo largo del tiempo; rojo: caído, ámbar: incidencia, gris: sin datos',

  'views.queriesOff':
    'Las consultas de juego están desactivadas en este hostcord (`GAME_QUERY=off`): no se le pregunta nada al juego de {server}.',
  'views.notAskedYet':
    'hostcord aún no ha preguntado al juego de {server}; lo hará en la próxima actualización (en unos minutos).',
  'views.noAddress':
    '{server} no tiene dirección en el proveedor, así que no se le puede preguntar a su juego quién está jugando.',
  'views.unknownGame':
    'hostcord no sabe qué juego ejecuta {server}, así que no puede preguntarle. Un admin puede decírselo con `/consulta-juego fijar`.',
  'views.unknownGameCalled':
    'hostcord no sabe qué juego ejecuta {server} (el proveedor lo llama «{game}»), así que no puede preguntarle. Un admin puede decírselo con `/consulta-juego fijar`.',
  'views.notQueryable': '{server} ejecuta {game}, al que hostcord no puede preguntar: {reason}.',
  'views.protocolUnsupported': 'su protocolo no está soportado',
  'views.queriesOffFor':
    'Las consultas de juego están desactivadas para {server} (`/consulta-juego desactivar`); un admin puede volver a activarlas con `/consulta-juego auto`.',
  'views.silentNever':
    'El juego de {server} no responde (todavía no ha respondido nunca; preguntado {asked}: {error}).',
  'views.silentSince':
    'El juego de {server} no responde (última respuesta {answered}; preguntado {asked}: {error}).',
  'views.noAnswer': 'sin respuesta',
  'views.noAnswerYet': 'Todavía no hay respuesta.',
  'views.namesHidden': 'El juego no dice quién está jugando.',
  'views.nobody': 'No hay nadie jugando.',
  'views.andMore': {
    one: '{names} y {count} más',
    many: '{names} y {count} de más',
    other: '{names} y {count} más',
  },
  'views.map': 'Mapa',
  'views.version': 'Versión',
  'views.playersTitle': '{server}: Jugadores {players}',
  'views.answeredAt': 'Respuesta del juego {time}.',

  'views.unknownGameId':
    '{game} no es un id de juego que hostcord conozca. Elige uno de la lista o escribe el id de gamedig (p. ej. `minecraft`, `counterstrike2`).',
  'views.setOnRulePort':
    '{server}: hostcord le pregunta como {game} (`{id}`) en el puerto que da la regla del juego, desde la próxima actualización.',
  'views.setOnPort':
    '{server}: hostcord le pregunta como {game} (`{id}`) en el puerto {port}, desde la próxima actualización.',
  'views.cannotAsk': '⚠️ Eso sí, no puede preguntar a este juego: {reason}.',
  'views.offHere':
    '⚠️ Las consultas de juego están desactivadas en este hostcord (`GAME_QUERY=off`): no se pregunta nada hasta que se activen.',
  'views.autoDetected': '{server}: el juego vuelve a detectarse a partir del del proveedor: {game} (`{id}`).',
  'views.autoUnknown':
    '{server}: vuelta a la detección, pero hostcord no conoce el juego del proveedor ({game}): usa `/consulta-juego fijar` para decírselo.',
  'views.none': 'ninguno',
  'views.turnedOff':
    '{server}: ya no se envía nada a su juego (desde la próxima actualización). `/consulta-juego auto` lo vuelve a activar.',
  'views.howOff': 'desactivado (`/consulta-juego desactivar`)',
  'views.howSet': '`{id}` ({game}), fijado por un admin',
  'views.howDetected': '`{id}` ({game}), detectado a partir del juego del proveedor',
  'views.howUnknown': 'desconocido: usa `/consulta-juego fijar`',
  'views.showGame': 'Juego: {how}',
  'views.showPort': 'Puerto de consulta: {port}',
  'views.showPortSet': 'Puerto de consulta: {port} (fijado)',
  'views.lastAnswer': 'Última respuesta: jugadores {players}, {time}, {latency} ms',
  'views.lastAnswerMissing': 'Última respuesta: {reason}',

  // The words drawn inside the /history picture (src/history/render/).
  'views.chart.fallbackName': 'Servidor de juego',
  'views.chart.period24h': 'últimas 24 horas (UTC)',
  'views.chart.period7d': 'últimos 7 días (UTC)',
  'views.chart.period30d': 'últimos 30 días (UTC)',
  'views.chart.subtitle': '{period} · disponibilidad {uptime} · {incidents}',
  'views.chart.subtitlePeak': '{period} · disponibilidad {uptime} · {incidents} · {peak}',
  'views.chart.cpu': 'CPU en % de un núcleo',
  'views.chart.memoryPercent': 'Memoria en % de la asignación',
  'views.chart.memory': 'Memoria',
  'views.chart.down': 'Caído',
  'views.chart.incident': 'Incidencia',
  'views.chart.noData': 'Sin datos',
  'views.chart.players': 'Jugadores en línea',
  'views.chart.playersAxis': 'jugadores',
};
