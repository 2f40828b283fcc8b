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
};
