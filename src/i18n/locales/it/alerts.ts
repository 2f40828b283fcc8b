import type { AreaTranslation } from '../../translation.js';
import type { alerts as english } from '../en-US/alerts.js';

/** Alerts and digests posted in linked channels, and the test alert. */
export const alerts: AreaTranslation<typeof english> = {
  'alerts.field.server': 'Server',
  'alerts.field.event': 'Evento',
  'alerts.field.severity': 'Gravità',
  'alerts.field.source': 'Origine',
  'alerts.source.api': 'pannello/API',
  'alerts.timeUnknown': 'ora sconosciuta',
  'alerts.unknownServer': 'server sconosciuto',
  'alerts.delayed': 'In ritardo: è successo {duration} prima di essere pubblicato',
  'alerts.installed.title': 'hostcord è stato installato su {server}',
  'alerts.installed.scopes': 'Permessi',
  'alerts.installed.events': 'Eventi',
  'alerts.installed.status': 'Stato',
  'alerts.removed.title': 'hostcord è stato rimosso da {server}',
  'alerts.removed.description':
    'Gli avvisi di questo server si fermano qui finché il bot non viene reinstallato.',
  'alerts.digest.title': {
    one: '{count} avviso (dal più vecchio)',
    many: '{count} di avvisi (dai più vecchi)',
    other: '{count} avvisi (dai più vecchi)',
  },
  'alerts.digest.titleOf': {
    one: '{count} avviso · {server} (dal più vecchio)',
    many: '{count} di avvisi · {server} (dai più vecchi)',
    other: '{count} avvisi · {server} (dai più vecchi)',
  },
  'alerts.digest.delayed': 'in ritardo',
  'alerts.digest.installed': 'hostcord è stato installato',
  'alerts.digest.removed': 'hostcord è stato rimosso: avvisi fermati',
  'alerts.test.title': '🧪 TEST · Avviso di prova: gli avvisi di questo server arrivano in questo canale',
  'alerts.test.footer': 'avviso di prova di hostcord',
  'alerts.test.byMember':
    'Sul server non è successo niente: è una prova, inviata con {command} da <@{user}>.',
  'alerts.test.byScript': 'Sul server non è successo niente: è una prova, inviata con {script}.',
  'alerts.test.filtered':
    'Qui gli avvisi veri seguono i filtri di questo collegamento ({filters}); questa prova li ignora.',
  'alerts.test.unfiltered':
    'Qui gli avvisi veri seguono i filtri di questo collegamento (nessuno: ogni avviso); questa prova li ignora.',
  'alerts.test.filterCategories': 'categorie {values}',
  'alerts.test.filterTypes': 'tipi {values}',
  'alerts.test.filterSeverities': 'gravità {values}',
  'alerts.test.mentionsEvery': 'Gli avvisi veri menzionano <@&{role}> a ogni avviso.',
  'alerts.test.mentionsSeverities': 'Gli avvisi veri menzionano <@&{role}> per le gravità {severities}.',
  'alerts.test.mentionsNobody': 'Gli avvisi veri non menzionano nessuno.',
};
