import type { AreaTranslation } from '../../translation.js';
import type { alerts as english } from '../en-US/alerts.js';

/** Alerts and digests posted in linked channels, and the test alert. */
export const alerts: AreaTranslation<typeof english> = {
  'alerts.field.server': 'Servidor',
  'alerts.field.event': 'Evento',
  'alerts.field.severity': 'Gravedad',
  'alerts.field.source': 'Origen',
  'alerts.source.api': 'panel/API',
  'alerts.timeUnknown': 'hora desconocida',
  'alerts.unknownServer': 'servidor desconocido',
  'alerts.delayed': 'Con retraso: ocurrió {duration} antes de publicarse',
  'alerts.installed.title': 'hostcord se instaló en {server}',
  'alerts.installed.scopes': 'Permisos',
  'alerts.installed.events': 'Eventos',
  'alerts.installed.status': 'Estado',
  'alerts.removed.title': 'hostcord se quitó de {server}',
  'alerts.removed.description':
    'Las alertas de este servidor se detienen aquí hasta que el bot se vuelva a instalar en él.',
  'alerts.digest.title': {
    one: '{count} alerta (la más antigua primero)',
    many: '{count} de alertas (las más antiguas primero)',
    other: '{count} alertas (las más antiguas primero)',
  },
  'alerts.digest.titleOf': {
    one: '{count} alerta · {server} (la más antigua primero)',
    many: '{count} de alertas · {server} (las más antiguas primero)',
    other: '{count} alertas · {server} (las más antiguas primero)',
  },
  'alerts.digest.delayed': 'con retraso',
  'alerts.digest.installed': 'hostcord se instaló',
  'alerts.digest.removed': 'hostcord se quitó: las alertas se detienen',
  'alerts.test.title': '🧪 PRUEBA · Alerta de prueba: las alertas de este servidor llegan a este canal',
  'alerts.test.footer': 'alerta de prueba de hostcord',
  'alerts.test.byMember':
    'No ha pasado nada en el servidor: es una prueba, enviada con {command} por <@{user}>.',
  'alerts.test.byScript': 'No ha pasado nada en el servidor: es una prueba, enviada con {script}.',
  'alerts.test.filtered':
    'Aquí las alertas reales siguen los filtros de este vínculo ({filters}); esta prueba los ignora.',
  'alerts.test.unfiltered':
    'Aquí las alertas reales siguen los filtros de este vínculo (ninguno: todas las alertas); esta prueba los ignora.',
  'alerts.test.filterCategories': 'categorías {values}',
  'alerts.test.filterTypes': 'tipos {values}',
  'alerts.test.filterSeverities': 'gravedades {values}',
  'alerts.test.mentionsEvery': 'Las alertas reales mencionan a <@&{role}> en todas las alertas.',
  'alerts.test.mentionsSeverities':
    'Las alertas reales mencionan a <@&{role}> en las gravedades {severities}.',
  'alerts.test.mentionsNobody': 'Las alertas reales no mencionan a nadie.',
  'alerts.test.reply': 'Alerta de prueba para {server}:',
  'alerts.test.posted': 'alerta de prueba publicada',
  'alerts.test.postedBroken':
    'alerta de prueba publicada; el vínculo sigue marcado como roto: vuelve a usar {command} para que lleguen allí las alertas reales',
  'alerts.test.postedInactive':
    'alerta de prueba publicada; el vínculo está inactivo (el bot está desinstalado del servidor), así que las alertas reales esperan hasta que se vuelva a instalar',
  'alerts.test.refused': '{reason}; dale al bot «Ver canal», «Enviar mensajes» e «Insertar enlaces» allí',
  'alerts.test.notTaken': 'Discord no la aceptó ({reason}); inténtalo de nuevo en un minuto',
  'alerts.reply.notLinkedTo':
    '{server} no está vinculado a <#{channel}>. Vincúlalo allí primero con `{command}`.',
  'alerts.reply.severalChannels':
    '{server} publica en varios canales ({channels}): elige uno con la opción `{option}`.',
  'alerts.reply.broken':
    '{server} → <#{channel}> está roto (Discord rechazó nuestros mensajes). Arregla los permisos del canal y vuelve a usar `{command}` primero.',
  'alerts.reply.inactive':
    '{server} → <#{channel}> está inactivo: el bot se desinstaló de ese servidor. Sus filtros se podrán cambiar cuando vuelva a estar instalado.',
  'alerts.reply.listError': '`{option}`: {error}',
  'alerts.reply.giveFilter':
    'Indica `{categories}`, `{types}` o `{severities}` (valores separados por comas; `all` quita un filtro).',
  'alerts.reply.giveRole': 'Elige el `{role}` que se mencionará para esas gravedades.',
  'alerts.reply.noEveryone': 'Las alertas no pueden mencionar a @everyone: elige un rol.',
  'alerts.reply.notMentionable':
    '⚠️ <@&{role}> no se puede mencionar, así que las alertas lo nombrarán sin notificar a nadie. Permite que cualquiera lo mencione (ajustes del rol) o dale al bot «Mencionar @everyone, @here y todos los roles».',
  'alerts.list.allCombined': '`all` no se puede combinar con otros valores.',
  'alerts.list.tooMany': 'Como mucho {max} valores por lista.',
  'alerts.list.tooLong': 'Un valor puede tener como mucho {max} caracteres.',
  'alerts.list.controlCharacters': 'Los valores no pueden contener caracteres de control.',
  'alerts.link.line': '{server} → <#{channel}>',
  'alerts.link.lineBroken': '{server} → <#{channel}> (roto)',
  'alerts.link.lineInactive': '{server} → <#{channel}> (inactivo)',
  'alerts.link.all': 'todas',
  'alerts.link.mentionsEvery': 'Menciones: <@&{role}> en todas las alertas',
  'alerts.link.mentionsSeverities': 'Menciones: <@&{role}> en las gravedades {severities}',
  'alerts.link.mentionsNobody': 'Menciones: nadie',
  'alerts.show.title': 'Filtros de alertas',
  'alerts.show.seen': 'Valores vistos en los eventos hasta ahora',
  'alerts.show.seenCategories': 'Categorías: {values}',
  'alerts.show.seenTypes': 'Tipos: {values}',
  'alerts.show.seenSeverities': 'Gravedades: {values}',

  // Why Discord refused a channel or a message, as /links, /board and the doctor show a stored reason.
  'alerts.failure.missingAccess': 'el bot no puede ver el canal (Missing Access)',
  'alerts.failure.missingPermissions': 'el bot no puede publicar ni insertar ahí (Missing Permissions)',
  'alerts.failure.unknownChannel': 'el canal ya no existe (Unknown Channel)',
  'alerts.failure.channelRefused': 'Discord ha rechazado el canal: {message} ({status})',
  'alerts.failure.messageRejected': 'Discord ha rechazado el mensaje: {message} ({status})',
};
