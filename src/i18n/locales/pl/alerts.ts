import type { AreaTranslation } from '../../translation.js';
import type { alerts as english } from '../en-US/alerts.js';

/** Alerts and digests posted in linked channels, and the test alert. */
export const alerts: AreaTranslation<typeof english> = {
  'alerts.field.server': 'Serwer',
  'alerts.field.event': 'Zdarzenie',
  'alerts.field.severity': 'Poziom',
  'alerts.field.source': 'Źródło',
  'alerts.source.api': 'panel/API',
  'alerts.timeUnknown': 'czas nieznany',
  'alerts.unknownServer': 'nieznany serwer',
  'alerts.delayed': 'Opóźniony: zdarzył się {duration} przed wysłaniem',
  'alerts.installed.title': 'hostcord zainstalowany na {server}',
  'alerts.installed.scopes': 'Uprawnienia',
  'alerts.installed.events': 'Zdarzenia',
  'alerts.installed.status': 'Status',
  'alerts.removed.title': 'hostcord usunięty z {server}',
  'alerts.removed.description':
    'Alerty tego serwera kończą się tutaj, dopóki bot nie zostanie na nim ponownie zainstalowany.',
  'alerts.digest.title': {
    one: '{count} alert (od najstarszych)',
    few: '{count} alerty (od najstarszych)',
    many: '{count} alertów (od najstarszych)',
    other: '{count} alertu (od najstarszych)',
  },
  'alerts.digest.titleOf': {
    one: '{count} alert · {server} (od najstarszych)',
    few: '{count} alerty · {server} (od najstarszych)',
    many: '{count} alertów · {server} (od najstarszych)',
    other: '{count} alertu · {server} (od najstarszych)',
  },
  'alerts.digest.delayed': 'opóźniony',
  'alerts.digest.installed': 'hostcord zainstalowany',
  'alerts.digest.removed': 'hostcord usunięty: koniec alertów',
  'alerts.test.title': '🧪 TEST · Testowy alert: alerty tego serwera docierają na ten kanał',
  'alerts.test.footer': 'testowy alert hostcord',
  'alerts.test.byMember': 'Na serwerze nic się nie stało: to test wysłany komendą {command} przez <@{user}>.',
  'alerts.test.byScript': 'Na serwerze nic się nie stało: to test wysłany przez {script}.',
  'alerts.test.filtered':
    'Prawdziwe alerty trafiają tu według filtrów tego połączenia ({filters}); ten test je pomija.',
  'alerts.test.unfiltered':
    'Prawdziwe alerty trafiają tu według filtrów tego połączenia (brak: każdy alert); ten test je pomija.',
  'alerts.test.filterCategories': 'kategorie {values}',
  'alerts.test.filterTypes': 'typy {values}',
  'alerts.test.filterSeverities': 'poziomy {values}',
  'alerts.test.mentionsEvery': 'Prawdziwe alerty oznaczają <@&{role}> przy każdym alercie.',
  'alerts.test.mentionsSeverities': 'Prawdziwe alerty oznaczają <@&{role}> przy poziomach {severities}.',
  'alerts.test.mentionsNobody': 'Prawdziwe alerty nikogo nie oznaczają.',
};
