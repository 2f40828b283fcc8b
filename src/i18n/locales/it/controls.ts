import type { AreaTranslation } from '../../translation.js';
import type { controls as english } from '../en-US/controls.js';

/** The buttons and selects on alerts and incidents, silences and acknowledgements. */
export const controls: AreaTranslation<typeof english> = {
  'controls.status': 'Stato',
  'controls.history': 'Cronologia',
  'controls.restart': 'Riavvia',
  'controls.acknowledge': 'Ci penso io',
  'controls.silence': 'Silenzia',
  'controls.silenceFor1h': '1 h',
  'controls.silenceFor4h': '4 h',
  'controls.silenceForIncident': 'finché l’incidente non si risolve',
  'controls.unsilenceServer': 'Riattiva {server}',
  'controls.pickServer': 'Scegli un server…',

  'controls.pick': '**{server}**: cosa facciamo?',
  'controls.restartUnderway':
    'Un riavvio di **{server}** inviato da hostcord è ancora in corso. Riavvia torna a funzionare quando il server è su (o dopo 10 minuti).',
  'controls.noIncident':
    '**{server}** non ha incidenti aperti. Scegli 1 h o 4 h per silenziare qui i suoi avvisi.',
  'controls.notInChannel':
    'Gli avvisi di questo server non arrivano più in questo canale, quindi qui non c’è niente da silenziare.',
  'controls.silencedUntil':
    'Gli avvisi di **{server}** in {channel} sono silenziati fino a {until} ({relative}). Avvisi e messaggi di incidente vengono trattenuti e riassunti in un unico messaggio alla fine; `{command}` lo mostra e permette di riattivarli.',
  'controls.silencedUntilResolved':
    'Gli avvisi di **{server}** in {channel} sono silenziati finché l’incidente non si risolve. Avvisi e messaggi di incidente vengono trattenuti e riassunti in un unico messaggio alla fine; `{command}` lo mostra e permette di riattivarli.',
  'controls.notSilenced': 'Questo silenzio è già finito.',
  'controls.unsilenced':
    'Gli avvisi di **{server}** in {channel} non sono più silenziati. Quello che è stato trattenuto arriva ora in un unico riepilogo.',
  'controls.noSuchIncident': 'hostcord non conosce più questo incidente.',
  'controls.resolved': 'Questo incidente è risolto: non resta niente da fare.',
  'controls.onIt': '{user} ci sta lavorando da {since} ({relative}).',
  'controls.acknowledged': 'Ci pensi tu: i messaggi dell’incidente lo mostrano.',

  'controls.silencedNote':
    '🔕 silenziato fino a {until} da {user}: avvisi e messaggi di incidente trattenuti, poi riassunti in un unico messaggio',
  'controls.silencedNoteResolved':
    '🔕 silenziato finché l’incidente non si risolve da {user}: avvisi e messaggi di incidente trattenuti, poi riassunti in un unico messaggio',

  'controls.summaryTitle': {
    one: '{count} avviso di {server} trattenuto durante il silenzio',
    many: '{count} di avvisi di {server} trattenuti durante il silenzio',
    other: '{count} avvisi di {server} trattenuti durante il silenzio',
  },
  'controls.summaryHeld': 'Silenziato da {from} a {to}. Cosa è successo nel frattempo:',
  'controls.summaryMore': {
    one: '…e {count} altro avviso di altri tipi',
    many: '…e altri {count} di avvisi di altri tipi',
    other: '…e altri {count} avvisi di altri tipi',
  },
  'controls.summaryInstalled': 'hostcord è stato installato',
  'controls.summaryRemoved': 'hostcord è stato rimosso',
  'controls.summaryDown': 'Incidente: giù da {from} a {to} ({duration})',
  'controls.summaryStillDown':
    'Incidente: giù da {since}, ancora aperto (il suo messaggio viene pubblicato ora)',
  'controls.summaryNotAnswering': 'Incidente: il gioco non ha risposto da {from} a {to} ({duration})',
  'controls.summaryStillNotAnswering':
    'Incidente: il gioco non risponde da {since}, ancora aperto (il suo messaggio viene pubblicato ora)',
};
