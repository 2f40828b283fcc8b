import type { AreaTranslation } from '../../translation.js';
import type { alerts as english } from '../en-US/alerts.js';

/** Alerts and digests posted in linked channels, and the test alert. */
export const alerts: AreaTranslation<typeof english> = {
  'alerts.field.server': 'Server',
  'alerts.field.event': 'Ereignis',
  'alerts.field.severity': 'Schweregrad',
  'alerts.field.source': 'Quelle',
  'alerts.source.api': 'Panel/API',
  'alerts.timeUnknown': 'Zeit unbekannt',
  'alerts.unknownServer': 'unbekannter Server',
  'alerts.delayed': 'Verspätet: passiert {duration} vor dem Posten',
  'alerts.installed.title': 'hostcord wurde auf {server} installiert',
  'alerts.installed.scopes': 'Berechtigungen',
  'alerts.installed.events': 'Ereignisse',
  'alerts.installed.status': 'Status',
  'alerts.removed.title': 'hostcord wurde von {server} entfernt',
  'alerts.removed.description':
    'Alarme dieses Servers enden hier, bis der Bot wieder darauf installiert ist.',
  'alerts.digest.title': {
    one: '{count} Alarm (älteste zuerst)',
    other: '{count} Alarme (älteste zuerst)',
  },
  'alerts.digest.titleOf': {
    one: '{count} Alarm · {server} (älteste zuerst)',
    other: '{count} Alarme · {server} (älteste zuerst)',
  },
  'alerts.digest.delayed': 'verspätet',
  'alerts.digest.installed': 'hostcord wurde installiert',
  'alerts.digest.removed': 'hostcord wurde entfernt: Alarme enden',
  'alerts.test.title': '🧪 TEST · Testalarm: Alarme dieses Servers kommen in diesem Kanal an',
  'alerts.test.footer': 'hostcord-Testalarm',
  'alerts.test.byMember':
    'Auf dem Server ist nichts passiert: Das ist ein Test, gesendet mit {command} von <@{user}>.',
  'alerts.test.byScript': 'Auf dem Server ist nichts passiert: Das ist ein Test, gesendet mit {script}.',
  'alerts.test.filtered':
    'Echte Alarme folgen hier den Filtern dieser Verknüpfung ({filters}); dieser Test ignoriert sie.',
  'alerts.test.unfiltered':
    'Echte Alarme folgen hier den Filtern dieser Verknüpfung (keine: jeder Alarm); dieser Test ignoriert sie.',
  'alerts.test.filterCategories': 'Kategorien {values}',
  'alerts.test.filterTypes': 'Typen {values}',
  'alerts.test.filterSeverities': 'Schweregrade {values}',
  'alerts.test.mentionsEvery': 'Echte Alarme erwähnen <@&{role}> bei jedem Alarm.',
  'alerts.test.mentionsSeverities': 'Echte Alarme erwähnen <@&{role}> bei den Schweregraden {severities}.',
  'alerts.test.mentionsNobody': 'Echte Alarme erwähnen niemanden.',
};
