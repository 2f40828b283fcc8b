import type { AreaTranslation } from '../../translation.js';
import type { provider as english } from '../en-US/provider.js';

/** The provider's errors and state values as members read them. */
export const provider: AreaTranslation<typeof english> = {
  'provider.rateLimited': {
    one: 'Der Anbieter bremst, wie oft der Bot ihn fragen darf. Versuch es in {count} Sekunde noch mal.',
    other: 'Der Anbieter bremst, wie oft der Bot ihn fragen darf. Versuch es in {count} Sekunden noch mal.',
  },
  'provider.rateLimitedMoment':
    'Der Anbieter bremst, wie oft der Bot ihn fragen darf. Versuch es gleich noch mal.',
  'provider.scope':
    'Der Serverbesitzer hat dem Bot die Berechtigung {scope} nicht gegeben. Bitte ihn, sie der Installation des Bots hinzuzufügen.',
  'provider.scopeUnnamed':
    'Der Serverbesitzer hat dem Bot eine Berechtigung, die diese Aktion braucht, nicht gegeben. Bitte ihn, sie der Installation des Bots hinzuzufügen.',
  'provider.invalid': 'Der Anbieter hat die Anfrage als ungültig abgelehnt.',
  'provider.invalidWithId': 'Der Anbieter hat die Anfrage als ungültig abgelehnt. (Request-ID {requestId})',
  'provider.invalidFields': 'Der Anbieter hat die Anfrage als ungültig abgelehnt: {fields}.',
  'provider.invalidFieldsWithId':
    'Der Anbieter hat die Anfrage als ungültig abgelehnt: {fields}. (Request-ID {requestId})',
  'provider.moreFields': 'und {count} weitere',
  'provider.tokenRefusedSince':
    'Der Anbieter lehnt den Token von hostcord seit {since} ab, deshalb kann kein Gameserver gelesen oder gesteuert werden. Ein Bot-Admin muss einen gültigen Token in HOSTING_TOKEN eintragen und hostcord neu starten.',
  'provider.tokenInvalid':
    'Der Anbieter lehnt den Token von hostcord ab (ungültig, abgelaufen oder widerrufen), deshalb kann kein Gameserver gelesen oder gesteuert werden. Ein Bot-Admin muss einen gültigen Token in HOSTING_TOKEN eintragen und hostcord neu starten.',
  'provider.forbidden':
    'Der Anbieter lässt den Bot das auf diesem Server nicht machen: Das Konto, das den Bot installiert hat, hat keinen Zugriff auf den Server, oder die Aktion braucht einen Bot-Token. Bitte den Serverbesitzer, die Installation zu prüfen.',
  'provider.notFound':
    'Der Bot sieht diesen Server oder Eintrag nicht: Es gibt ihn nicht, oder der Bot ist auf dem Server nicht installiert. Prüf den Server oder bitte seinen Besitzer, den Bot darauf zu installieren.',
  'provider.serverNotReady':
    'Das geht mit dem Server gerade nicht: Er wird noch installiert oder ist gesperrt. Versuch es wieder, wenn er bereit ist, oder schau im Panel des Anbieters nach.',
  'provider.conflict':
    'Der Server ist gerade mit etwas beschäftigt, das sich mit dieser Aktion beißt. Warte kurz und versuch es noch mal.',
  'provider.conflictCode':
    'Der Server ist gerade mit etwas beschäftigt, das sich mit dieser Aktion beißt. Warte kurz und versuch es noch mal. (Code {code})',
  'provider.capacity':
    'Der Anbieter hat gerade keine freie Kapazität für diesen Server. Versuch es später noch mal.',
  'provider.startBlocked':
    'Der Anbieter lässt diesen Server gerade nicht starten. Schau dir den Server im Panel des Anbieters an.',
  'provider.idempotencyInProgress':
    'Dieselbe Anfrage läuft noch. Warte ein paar Sekunden und schau dir das Ergebnis an, bevor du es noch mal versuchst.',
  'provider.idempotencyKeyReused':
    'Dieser Button oder Befehl wurde schon für eine andere Anfrage benutzt. Führ den Befehl noch einmal aus.',
  'provider.internal':
    'Beim Anbieter ist ein interner Fehler passiert. Versuch es noch mal; passiert es wieder, melde dich beim Support des Anbieters.',
  'provider.internalWithId':
    'Beim Anbieter ist ein interner Fehler passiert. Versuch es noch mal; passiert es wieder, melde dich beim Support des Anbieters und nenn die Request-ID {requestId}.',
  'provider.refused':
    'Der Anbieter hat die Anfrage abgelehnt (Code {code}). Passiert das öfter, sag einem Bot-Admin Bescheid.',
  'provider.refusedWithId':
    'Der Anbieter hat die Anfrage abgelehnt (Code {code}, Request-ID {requestId}). Passiert das öfter, sag einem Bot-Admin Bescheid.',
  'provider.timedOut':
    'Der Anbieter hat nicht rechtzeitig geantwortet. Die Aktion kann trotzdem noch passieren: Schau nach dem Server, bevor du es noch mal versuchst.',
  'provider.aborted': 'Die Anfrage an den Anbieter wurde abgebrochen, bevor sie fertig war.',
  'provider.unreachable':
    'Der Bot hat den Anbieter nicht erreicht. Versuch es in einer Minute noch mal; passiert es wieder, sag einem Bot-Admin Bescheid.',
  'provider.notSent': 'Das wurde nicht an den Anbieter geschickt: {reason}',
  'provider.badAnswer':
    'Der Anbieter hat eine Antwort geschickt, die der Bot nicht versteht. Sag einem Bot-Admin Bescheid.',
  'provider.badAnswerWithId':
    'Der Anbieter hat eine Antwort geschickt, die der Bot nicht versteht (Request-ID {requestId}). Sag einem Bot-Admin Bescheid.',
  'provider.failed':
    'Beim Reden mit dem Anbieter ist etwas schiefgelaufen. Versuch es noch mal; passiert es wieder, sag einem Bot-Admin Bescheid.',

  'provider.check.limit': '{field} muss eine ganze Zahl von 1 bis 100 sein.',
  'provider.check.idempotencyKey':
    'Der Idempotenz-Schlüssel muss aus 1 bis 128 sichtbaren ASCII-Zeichen ohne Leerzeichen bestehen.',
  'provider.check.id': '{field} muss eine nicht leere ID sein.',
  'provider.check.signal': 'Das Power-Signal muss eins von {signals} sein.',
  'provider.check.killAfterStopOnly': '{field} gilt nur für das Stopp-Signal.',
  'provider.check.killAfterRange': '{field} muss eine ganze Zahl von 10 bis 600 sein.',
  'provider.check.command': 'Der Konsolenbefehl muss 1 bis 1024 Zeichen lang sein.',

  'provider.install.personalToken':
    '⚠️ Der Token von hostcord ist ein persönlicher Token (zhp_…): Der Anbieter schickt ihm keine Events, also kommt kein echter Alarm an. Der Betreiber trägt einen Bot-Token (zhb_…) in HOSTING_TOKEN ein.',
  'provider.install.unchecked':
    '⚠️ Die Installation des Bots auf diesem Server konnte gerade nicht beim Anbieter gelesen werden, deshalb ist unklar, ob seine Alarme ankommen: `{command}` prüft das.',
  'provider.install.missing':
    '⚠️ Der Bot ist beim Anbieter nicht auf diesem Server installiert: Seine Befehle werden abgelehnt und es kommt kein Alarm. Bitte den Serverbesitzer, den Bot zu installieren.',
  'provider.install.inactive':
    '⚠️ Die Installation des Bots auf diesem Server ist {status}, nicht aktiv: Bis sie es ist, kommt kein Alarm. Bitte den Serverbesitzer, sie sich im Panel des Anbieters anzuschauen.',
  'provider.install.unsubscribed':
    '⚠️ Die Installation des Bots hat {events} nicht abonniert, also kommt nie ein echter Alarm an. Bitte den Serverbesitzer, im Panel des Anbieters {events} zu abonnieren.',
  'provider.install.scope':
    '⚠️ Der Installation des Bots fehlt die Berechtigung {scopes}: Die Befehle, die sie brauchen, werden für diesen Server abgelehnt. Bitte den Serverbesitzer, sie der Installation des Bots zu geben.',
  'provider.install.scopes':
    '⚠️ Der Installation des Bots fehlen die Berechtigungen {scopes}: Die Befehle, die sie brauchen, werden für diesen Server abgelehnt. Bitte den Serverbesitzer, sie der Installation des Bots zu geben.',

  'provider.state.running': 'läuft',
  'provider.state.online': 'online',
  'provider.state.started': 'gestartet',
  'provider.state.starting': 'startet',
  'provider.state.restarting': 'startet neu',
  'provider.state.booting': 'fährt hoch',
  'provider.state.installing': 'wird installiert',
  'provider.state.installed': 'installiert',
  'provider.state.stopping': 'stoppt',
  'provider.state.stopped': 'gestoppt',
  'provider.state.offline': 'offline',
  'provider.state.crashed': 'abgestürzt',
  'provider.state.error': 'Fehler',
  'provider.state.exited': 'beendet',
  'provider.state.killed': 'hart beendet',
  'provider.state.active': 'aktiv',
  'provider.state.suspended': 'gesperrt',
};
