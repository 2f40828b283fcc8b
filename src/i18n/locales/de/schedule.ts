import type { AreaTranslation } from '../../translation.js';
import type { schedule as english } from '../en-US/schedule.js';

/** Restarts, power, backups, say and console: their replies, notices and the countdown in game. */
export const schedule: AreaTranslation<typeof english> = {
  'schedule.hours': { one: '{count} Stunde', other: '{count} Stunden' },
  'schedule.minutes': { one: '{count} Minute', other: '{count} Minuten' },
  'schedule.seconds': { one: '{count} Sekunde', other: '{count} Sekunden' },

  'schedule.countdown': 'Der Server startet in {duration} neu.',
  'schedule.countdownCancelled': 'Geplanter Neustart abgesagt: Der Server bleibt an.',

  'schedule.done': '✅ **{server}**: Geplanter Neustart erledigt, geplant für {time}.',
  'schedule.doneJob': '✅ **{server}**: Geplanter Neustart erledigt (Job {job}), geplant für {time}.',
  'schedule.failed': '❌ **{server}**: Der für {time} geplante Neustart ist fehlgeschlagen. {reason}',
  'schedule.skippedSchedule':
    '⏭️ **{server}**: Neustart um {time} übersprungen: hostcord war offline, als er fällig war ({time} {zone}, {at}). Ein Neustart wird nie verspätet gemacht; es wurde nichts geschickt.',
  'schedule.skippedOnce':
    '⏭️ **{server}**: Neustart um {time} übersprungen: hostcord war offline, als er fällig war ({at}). Ein Neustart wird nie verspätet gemacht; es wurde nichts geschickt.',
  'schedule.nextRun': 'Nächster Neustart: {time}.',
  'schedule.boardPlanned': '🔁 Neustart geplant: {time}',
  'schedule.failedTwice': 'hostcord ist beim Senden zweimal stehen geblieben; ob er lief, zeigt `{command}`.',
  'schedule.failedTooLate':
    'Ausgang unbekannt: hostcord ist beim Senden stehen geblieben und zu spät zurück, um es noch mal zu versuchen. Ob er lief, zeigt `{command}`.',
  'schedule.failedUnexpected': 'Bei hostcord ist etwas schiefgelaufen; siehe sein Log.',

  'schedule.laterQuestion':
    '**{server}** in {duration} neu starten? Der Countdown beginnt, wenn du bestätigst. {warnings} Während des Neustarts fliegen die Spieler raus.',
  'schedule.withMessage': 'Mit der Nachricht: {message}',
  'schedule.onlyYou': 'Nur du kannst antworten; die Buttons gehen bis {until} ({relative}).',
  'schedule.notWarned': 'Die Spieler werden im Spiel nicht gewarnt.',
  'schedule.warned': 'Die Spieler werden im Spiel {warnings} vorher gewarnt.',
  'schedule.warnedEach': 'Die Spieler werden im Spiel {warnings} vor jedem Neustart gewarnt.',
  'schedule.warnedFirst':
    'Die Spieler werden im Spiel {first} vor diesem ersten Neustart gewarnt; bei den folgenden {warnings} vorher.',
  'schedule.warnedNoneFirst':
    'Dieser erste Neustart kommt zu bald, um die Spieler im Spiel zu warnen; bei den folgenden werden sie {warnings} vorher gewarnt.',
  'schedule.scheduleButton': 'Neustart planen',
  'schedule.laterConfirmed':
    '✅ Geplant. Der Neustart und sein **Abbrechen**-Button stehen in der Nachricht unten.',
  'schedule.laterAlready': 'Das wurde schon bestätigt; es wurde nichts noch mal geplant.',
  'schedule.scheduled':
    '⏲️ **{server}** startet um {time} ({relative}) neu, angefragt von {member}. {warnings}',
  'schedule.mayCancel': 'Wer `{command}` benutzen darf, kann ihn bis dahin abbrechen.',
  'schedule.cancelButton': 'Neustart abbrechen',
  'schedule.cancelledBy':
    '🛑 Der für {time} geplante Neustart von **{server}** wurde von {member} abgebrochen.',
  'schedule.refusedRan':
    'Dieser Neustart lief schon (oder wird gerade geschickt): Da gibt es nichts abzubrechen. `{command}` zeigt, wie er lief.',
  'schedule.refusedCancelled': 'Dieser Neustart wurde schon abgebrochen.',
  'schedule.refusedSkipped':
    'Dieser Neustart wurde übersprungen (hostcord war zu der Zeit offline): Da gibt es nichts abzubrechen.',
  'schedule.messageNeedsIn':
    'Die Nachricht wird im Spiel während des Countdowns eines späteren Neustarts gesagt: Gib `in` an (z. B. `10m`) oder lass die Nachricht weg.',
  'schedule.delayInvalid':
    'Nicht geplant: `{given}` ist keine Wartezeit. Schreib sie wie `90s`, `10m` oder `1h30m`: von 1 Minute bis 24 Stunden.',
  'schedule.delayTooShort':
    'Nicht geplant: Die Wartezeit muss mindestens 1 Minute sein. Schreib sie wie `90s`, `10m` oder `1h30m`: von 1 Minute bis 24 Stunden.',
  'schedule.delayTooLong':
    'Nicht geplant: Die Wartezeit darf höchstens 24 Stunden sein. Schreib sie wie `90s`, `10m` oder `1h30m`: von 1 Minute bis 24 Stunden.',

  'schedule.verbStart': 'Starten',
  'schedule.verbRestart': 'Neu starten',
  'schedule.verbStop': 'Stoppen',
  'schedule.verbKill': 'Abwürgen',
  'schedule.askStart': '**{server}** starten?',
  'schedule.askRestart': '**{server}** neu starten? Während des Neustarts fliegen die Spieler raus.',
  'schedule.askStop':
    '**{server}** stoppen? Die Spieler fliegen raus, und der Server bleibt aus, bis ihn jemand startet.',
  'schedule.askKill':
    '**{server}** abwürgen? Der Prozess endet sofort, ohne Speichern: Nicht Gespeichertes ist weg.',
  'schedule.killAfter': {
    one: 'Läuft er nach {count} Sekunde noch, wird er abgewürgt.',
    other: 'Läuft er nach {count} Sekunden noch, wird er abgewürgt.',
  },
  'schedule.doingStart': '**{server}** wird gestartet…',
  'schedule.doingRestart': '**{server}** wird neu gestartet…',
  'schedule.doingStop': '**{server}** wird gestoppt…',
  'schedule.doingKill': '**{server}** wird abgewürgt…',
  'schedule.queuedStart': '✅ Start für **{server}** eingereiht.',
  'schedule.queuedRestart': '✅ Neustart für **{server}** eingereiht.',
  'schedule.queuedStop': '✅ Stopp für **{server}** eingereiht.',
  'schedule.queuedKill': '✅ Abwürgen für **{server}** eingereiht.',
  'schedule.queuedStartJob': '✅ Start für **{server}** eingereiht (Job {job}).',
  'schedule.queuedRestartJob': '✅ Neustart für **{server}** eingereiht (Job {job}).',
  'schedule.queuedStopJob': '✅ Stopp für **{server}** eingereiht (Job {job}).',
  'schedule.queuedKillJob': '✅ Abwürgen für **{server}** eingereiht (Job {job}).',
  'schedule.deduped':
    'Der Anbieter meldet es als zusammengefasst: Es hat sich dem gleichen, gerade eingereihten Signal angeschlossen.',
  'schedule.replayed':
    'Diese Anfrage war schon beim Anbieter angekommen; er hat wie vorher geantwortet und nichts doppelt gemacht.',
  'schedule.resultInActivity': 'Das Ergebnis steht in der Aktivität des Servers (`{command}`).',
  'schedule.tryAgain': 'Noch mal versuchen',
  'schedule.tryAgainHint':
    '**Noch mal versuchen** wiederholt dieselbe Anfrage: Ist sie schon beim Anbieter angekommen, passiert sie nicht doppelt.',
  'schedule.cancel': 'Abbrechen',
  'schedule.cancelled': 'Abgebrochen. Von dieser Frage wird nichts mehr geschickt.',
  'schedule.notYours': 'Nur wer diesen Befehl benutzt hat, kann diese Frage beantworten.',
  'schedule.expired':
    'Diese Frage ist abgelaufen: Ihre Buttons gehen {seconds} Sekunden lang. Nutz den Befehl noch mal.',
  'schedule.chooseAction': 'Wähl eine Aktion aus der Liste: Starten, Stoppen oder Abwürgen.',
  'schedule.killAfterOnlyStop':
    '`abwürgen-nach` geht nur mit Stoppen: Es sagt, wann ein hängender Stopp zum Abwürgen wird.',
  'schedule.killAfterRange': '`abwürgen-nach` ist {min} bis {max} Sekunden.',

  'schedule.consoleControl':
    'Nicht geschickt: Der Text enthält einen Zeilenumbruch oder ein anderes Steuerzeichen, das die Konsole als Anfang eines zweiten Befehls nehmen würde. Schick eine einzelne Zeile normalen Text.',
  'schedule.consoleEmpty': 'Nicht geschickt: Der Text ist leer.',
  'schedule.consoleTooLong':
    'Nicht geschickt: Ein Konsolenbefehl hat höchstens {max} Zeichen; dieser hat {length}.',
  'schedule.consoleTooLongPrefix':
    'Nicht geschickt: Ein Konsolenbefehl hat höchstens {max} Zeichen, `{prefix}` und sein Leerzeichen mitgezählt; dieser hat {length}.',
  'schedule.consoleSent': '✅ An die Konsole von **{server}** geschickt:',
  'schedule.consoleNoAnswer':
    'Das Spiel antwortet hier nicht; seine Ausgabe steht in der Konsole im Panel des Anbieters.',

  'schedule.made': '🔁 Zeitplan #{id}: **{server}** startet {days} um {time} neu, Zeitzone {zone}.',
  'schedule.zoneDefault': '{zone} (keine Zeitzone angegeben, also UTC)',
  'schedule.madeNext': 'Nächster Neustart: {time} ({relative}).',
  'schedule.removeHint': '`{command}` entfernt ihn.',
  'schedule.none': 'Auf diesem Discord-Server sind keine Neustarts geplant. `{command}` fügt einen hinzu.',
  'schedule.listTitle': 'Geplante Neustarts ({count}):',
  'schedule.listLine': '#{id} · {server} · {days} um {time} {zone} · {next}',
  'schedule.listNext': 'nächster {time} ({relative})',
  'schedule.listNoRun': 'kein Lauf geplant',
  'schedule.choice': '#{id} {server} · {days} um {time} {zone}',
  'schedule.noSuch': 'Auf diesem Discord-Server gibt es keinen Zeitplan #{id}. `{command}` zeigt sie.',
  'schedule.removed': '🗑️ Zeitplan #{id} entfernt: {server} startet nicht mehr {days} um {time} {zone} neu.',
  'schedule.notUsable': 'ein Server, den dieser Discord-Server nicht mehr nutzen kann',
  'schedule.everyDay': 'jeden Tag',
  'schedule.badTime':
    'Nicht geplant: `{given}` ist keine Uhrzeit. Schreib sie als HH:MM im 24-Stunden-Format, z. B. `04:00` oder `23:30`.',
  'schedule.badZone':
    'Nicht geplant: `{given}` ist keine Zeitzone, die hostcord kennt. Wähl eine aus der Liste: einen IANA-Namen wie `Europe/Berlin` oder `America/New_York` (Standard `UTC`).',
  'schedule.badDay':
    'Nicht geplant: `{given}` ist kein Tag. Schreib Wochentage wie `mon, wed, fri` oder `weekdays`, `weekends`, `daily`.',

  'schedule.backupStarted':
    '✅ Sicherung für **{server}** gestartet. Sie läuft im Hintergrund; `{command}` zeigt sie.',
  'schedule.backupRecord': 'Eintrag der Sicherung',
  'schedule.backupsTitle': 'Sicherungen — {server}',
  'schedule.backupNameless': 'Sicherung',
  'schedule.backupLocked': 'gesperrt',
  'schedule.noBackups': 'Noch keine Sicherungen. Mach eine mit `{command}`.',
  'schedule.backupsFooter': {
    one: 'Seite {page} von {pages} · {count} Sicherung, neueste zuerst · 🔒 {locked} gesperrt (nie von der automatischen Rotation gelöscht)',
    other:
      'Seite {page} von {pages} · {count} Sicherungen, neueste zuerst · 🔒 {locked} gesperrt (nie von der automatischen Rotation gelöscht)',
  },
};
