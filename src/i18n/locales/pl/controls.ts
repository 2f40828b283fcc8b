import type { AreaTranslation } from '../../translation.js';
import type { controls as english } from '../en-US/controls.js';

/** The buttons and selects on alerts and incidents, silences and acknowledgements. */
export const controls: AreaTranslation<typeof english> = {
  'controls.status': 'Status',
  'controls.history': 'Historia',
  'controls.restart': 'Restart',
  'controls.acknowledge': 'Zajmę się tym',
  'controls.silence': 'Wycisz',
  'controls.silenceFor1h': '1 godz.',
  'controls.silenceFor4h': '4 godz.',
  'controls.silenceForIncident': 'do rozwiązania incydentu',
  'controls.unsilenceServer': 'Wyłącz wyciszenie: {server}',
  'controls.pickServer': 'Wybierz serwer…',

  'controls.pick': '**{server}**: co zrobić?',
  'controls.restartUnderway':
    'Restart **{server}** wysłany przez hostcord wciąż trwa. Restart znów zadziała, gdy serwer wstanie (albo po 10 minutach).',
  'controls.noIncident':
    '**{server}** nie ma otwartego incydentu. Wybierz 1 godz. albo 4 godz., żeby wyciszyć tu jego alerty.',
  'controls.notInChannel':
    'Alerty tego serwera nie trafiają już na ten kanał, więc nie ma tu czego wyciszać.',
  'controls.silencedUntil':
    'Alerty **{server}** na {channel} są wyciszone do {until} ({relative}). Alerty i komunikaty o incydentach są wstrzymane, a po końcu wyciszenia trafią do jednego podsumowania; `{command}` pokazuje wyciszenie i pozwala je wyłączyć.',
  'controls.silencedUntilResolved':
    'Alerty **{server}** na {channel} są wyciszone do rozwiązania incydentu. Alerty i komunikaty o incydentach są wstrzymane, a po końcu wyciszenia trafią do jednego podsumowania; `{command}` pokazuje wyciszenie i pozwala je wyłączyć.',
  'controls.notSilenced': 'To wyciszenie już się skończyło.',
  'controls.unsilenced':
    'Alerty **{server}** na {channel} nie są już wyciszone. To, co wstrzymano, trafia teraz do jednego podsumowania.',
  'controls.noSuchIncident': 'hostcord nie zna już tego incydentu.',
  'controls.resolved': 'Ten incydent jest rozwiązany: nie ma już czym się zajmować.',
  'controls.onIt': '{user} zajmuje się tym od {since} ({relative}).',
  'controls.acknowledged': 'Zajmujesz się tym: komunikaty incydentu to pokazują.',

  'controls.silencedNote':
    '🔕 wyciszone do {until} przez {user}: alerty i komunikaty o incydentach są wstrzymane, potem trafią do jednego podsumowania',
  'controls.silencedNoteResolved':
    '🔕 wyciszone do rozwiązania incydentu przez {user}: alerty i komunikaty o incydentach są wstrzymane, potem trafią do jednego podsumowania',

  'controls.summaryTitle': {
    one: '{count} alert {server} wstrzymany podczas wyciszenia',
    few: '{count} alerty {server} wstrzymane podczas wyciszenia',
    many: '{count} alertów {server} wstrzymanych podczas wyciszenia',
    other: '{count} alertu {server} wstrzymanego podczas wyciszenia',
  },
  'controls.summaryHeld': 'Wyciszone od {from} do {to}. Co się w tym czasie stało:',
  'controls.summaryMore': {
    one: '…i jeszcze {count} alert innego rodzaju',
    few: '…i jeszcze {count} alerty innych rodzajów',
    many: '…i jeszcze {count} alertów innych rodzajów',
    other: '…i jeszcze {count} alertu innych rodzajów',
  },
  'controls.summaryInstalled': 'hostcord został zainstalowany',
  'controls.summaryRemoved': 'hostcord został usunięty',
  'controls.summaryDown': 'Incydent: niedostępny od {from} do {to} ({duration})',
  'controls.summaryStillDown':
    'Incydent: niedostępny od {since}, wciąż otwarty (jego komunikat jest publikowany teraz)',
  'controls.summaryNotAnswering': 'Incydent: gra nie odpowiadała od {from} do {to} ({duration})',
  'controls.summaryStillNotAnswering':
    'Incydent: gra nie odpowiada od {since}, wciąż otwarty (jego komunikat jest publikowany teraz)',
};
