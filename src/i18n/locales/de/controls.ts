import type { AreaTranslation } from '../../translation.js';
import type { controls as english } from '../en-US/controls.js';

/** The buttons and selects on alerts and incidents, silences and acknowledgements. */
export const controls: AreaTranslation<typeof english> = {
  'controls.status': 'Status',
  'controls.history': 'Verlauf',
  'controls.restart': 'Neustart',
  'controls.acknowledge': 'Ich kümmere mich',
  'controls.silence': 'Stummschalten',
  'controls.silenceFor1h': '1 Std.',
  'controls.silenceFor4h': '4 Std.',
  'controls.silenceForIncident': 'bis der Vorfall behoben ist',
  'controls.unsilenceServer': 'Stummschaltung beenden: {server}',
  'controls.pickServer': 'Gameserver wählen…',

  'controls.pick': '**{server}**: Was soll passieren?',
  'controls.restartUnderway':
    'Ein Neustart von **{server}** über hostcord läuft noch. Neustart geht wieder, sobald der Server läuft (oder nach 10 Minuten).',
  'controls.noIncident':
    '**{server}** hat keinen offenen Vorfall. Wähl 1 Std. oder 4 Std., um seine Alarme hier stummzuschalten.',
  'controls.notInChannel':
    'Die Alarme dieses Servers kommen nicht mehr in diesen Kanal, hier gibt es also nichts stummzuschalten.',
  'controls.silencedUntil':
    'Alarme von **{server}** in {channel} sind stumm bis {until} ({relative}). Alarme und Vorfallmeldungen werden zurückgehalten und am Ende in einer Zusammenfassung genannt; `{command}` zeigt die Stummschaltung und bietet „Stummschaltung beenden“ an.',
  'controls.silencedUntilResolved':
    'Alarme von **{server}** in {channel} sind stumm, bis der Vorfall behoben ist. Alarme und Vorfallmeldungen werden zurückgehalten und am Ende in einer Zusammenfassung genannt; `{command}` zeigt die Stummschaltung und bietet „Stummschaltung beenden“ an.',
  'controls.notSilenced': 'Diese Stummschaltung ist schon vorbei.',
  'controls.unsilenced':
    'Alarme von **{server}** in {channel} sind nicht mehr stumm. Was zurückgehalten wurde, kommt jetzt als eine Zusammenfassung.',
  'controls.noSuchIncident': 'hostcord kennt diesen Vorfall nicht mehr.',
  'controls.resolved': 'Dieser Vorfall ist behoben: Da gibt es nichts mehr zu tun.',
  'controls.onIt': '{user} kümmert sich seit {since} ({relative}) darum.',
  'controls.acknowledged': 'Du kümmerst dich: Die Meldungen des Vorfalls zeigen es.',

  'controls.silencedNote':
    '🔕 stumm bis {until}, von {user}: Alarme und Vorfallmeldungen werden zurückgehalten und dann in einer Zusammenfassung genannt',
  'controls.silencedNoteResolved':
    '🔕 stumm, bis der Vorfall behoben ist, von {user}: Alarme und Vorfallmeldungen werden zurückgehalten und dann in einer Zusammenfassung genannt',

  'controls.summaryTitle': {
    one: '{count} Alarm von {server} während der Stummschaltung zurückgehalten',
    other: '{count} Alarme von {server} während der Stummschaltung zurückgehalten',
  },
  'controls.summaryHeld': 'Stumm von {from} bis {to}. Was in der Zeit passiert ist:',
  'controls.summaryMore': {
    one: '…und {count} weiterer Alarm anderer Art',
    other: '…und {count} weitere Alarme anderer Art',
  },
  'controls.summaryInstalled': 'hostcord wurde installiert',
  'controls.summaryRemoved': 'hostcord wurde entfernt',
  'controls.summaryDown': 'Vorfall: down von {from} bis {to} ({duration})',
  'controls.summaryStillDown': 'Vorfall: down seit {since}, noch offen (seine Meldung wird jetzt gepostet)',
  'controls.summaryNotAnswering': 'Vorfall: Das Spiel hat von {from} bis {to} nicht geantwortet ({duration})',
  'controls.summaryStillNotAnswering':
    'Vorfall: Das Spiel antwortet seit {since} nicht, noch offen (seine Meldung wird jetzt gepostet)',
};
