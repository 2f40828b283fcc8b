import type { AreaTranslation } from '../../translation.js';
import type { schedule as english } from '../en-US/schedule.js';

/** Restarts, power, backups, say and console: their replies, notices and the countdown in game. */
export const schedule: AreaTranslation<typeof english> = {
  'schedule.hours': { one: '{count} ora', many: '{count} ore', other: '{count} ore' },
  'schedule.minutes': { one: '{count} minuto', many: '{count} minuti', other: '{count} minuti' },
  'schedule.seconds': { one: '{count} secondo', many: '{count} secondi', other: '{count} secondi' },

  'schedule.countdown': 'Il server si riavvia tra {duration}.',
  'schedule.countdownCancelled': 'Riavvio pianificato annullato: il server resta acceso.',

  'schedule.done': '✅ **{server}**: riavvio pianificato fatto, previsto per {time}.',
  'schedule.doneJob': '✅ **{server}**: riavvio pianificato fatto (job {job}), previsto per {time}.',
  'schedule.failed': '❌ **{server}**: il riavvio pianificato per {time} non è riuscito. {reason}',
  'schedule.skippedSchedule':
    '⏭️ **{server}**: riavvio delle {time} saltato: hostcord era offline all’ora prevista ({time} {zone}, {at}). Un riavvio non viene mai fatto in ritardo; non è stato inviato nulla.',
  'schedule.skippedOnce':
    '⏭️ **{server}**: riavvio delle {time} saltato: hostcord era offline all’ora prevista ({at}). Un riavvio non viene mai fatto in ritardo; non è stato inviato nulla.',
  'schedule.nextRun': 'Prossimo riavvio: {time}.',
  'schedule.boardPlanned': '🔁 Riavvio programmato: {time}',
  'schedule.failedTwice': 'hostcord si è fermato due volte durante l’invio; `{command}` mostra se è andato.',
  'schedule.failedTooLate':
    'Esito sconosciuto: hostcord si è fermato durante l’invio ed è tornato troppo tardi per riprovare. `{command}` mostra se è andato.',
  'schedule.failedUnexpected': 'Qualcosa è andato storto lato hostcord; guarda il suo log.',

  'schedule.laterQuestion':
    'Riavviare **{server}** tra {duration}? Il conto alla rovescia parte quando confermi. {warnings} I giocatori vengono disconnessi durante il riavvio.',
  'schedule.withMessage': 'Con il messaggio: {message}',
  'schedule.onlyYou': 'Solo tu puoi rispondere; i pulsanti funzionano fino alle {until} ({relative}).',
  'schedule.notWarned': 'I giocatori non vengono avvisati in gioco.',
  'schedule.warned': 'I giocatori vengono avvisati in gioco {warnings} prima.',
  'schedule.warnedEach': 'I giocatori vengono avvisati in gioco {warnings} prima di ogni riavvio.',
  'schedule.warnedFirst':
    'I giocatori vengono avvisati in gioco {first} prima di questo primo riavvio; per i successivi, {warnings} prima.',
  'schedule.warnedNoneFirst':
    'Questo primo riavvio arriva troppo presto per avvisare i giocatori in gioco; per i successivi verranno avvisati {warnings} prima.',
  'schedule.scheduleButton': 'Pianifica riavvio',
  'schedule.laterConfirmed':
    '✅ Pianificato. Il riavvio e il suo pulsante **Annulla** sono nel messaggio qui sotto.',
  'schedule.laterAlready': 'Era già confermato; non è stato pianificato nulla di nuovo.',
  'schedule.scheduled': '⏲️ **{server}** si riavvia alle {time} ({relative}), chiesto da {member}. {warnings}',
  'schedule.mayCancel': 'I membri che possono usare `{command}` possono annullarlo fino ad allora.',
  'schedule.cancelButton': 'Annulla riavvio',
  'schedule.cancelledBy': '🛑 Il riavvio di **{server}** previsto per {time} è stato annullato da {member}.',
  'schedule.refusedRan':
    'Questo riavvio è già avvenuto (o è in invio ora): non c’è nulla da annullare. `{command}` mostra com’è andato.',
  'schedule.refusedCancelled': 'Questo riavvio è già stato annullato.',
  'schedule.refusedSkipped':
    'Questo riavvio è stato saltato (hostcord era offline all’ora prevista): non c’è nulla da annullare.',
  'schedule.messageNeedsIn':
    'Il messaggio viene detto in gioco durante il conto alla rovescia di un riavvio successivo: aggiungi `tra` (es. `10m`) o togli il messaggio.',
  'schedule.delayInvalid':
    'Non pianificato: `{given}` non è un intervallo. Scrivilo come `90s`, `10m` o `1h30m`: da 1 minuto a 24 ore.',
  'schedule.delayTooShort':
    'Non pianificato: l’intervallo deve essere di almeno 1 minuto. Scrivilo come `90s`, `10m` o `1h30m`: da 1 minuto a 24 ore.',
  'schedule.delayTooLong':
    'Non pianificato: l’intervallo può essere al massimo di 24 ore. Scrivilo come `90s`, `10m` o `1h30m`: da 1 minuto a 24 ore.',

  'schedule.verbStart': 'Avvia',
  'schedule.verbRestart': 'Riavvia',
  'schedule.verbStop': 'Ferma',
  'schedule.verbKill': 'Forza',
  'schedule.askStart': 'Avviare **{server}**?',
  'schedule.askRestart': 'Riavviare **{server}**? I giocatori vengono disconnessi durante il riavvio.',
  'schedule.askStop':
    'Fermare **{server}**? I giocatori vengono disconnessi e il server resta spento finché qualcuno non lo avvia.',
  'schedule.askKill':
    'Forzare la chiusura di **{server}**? Il processo termina subito, senza salvare: i progressi non salvati vanno persi.',
  'schedule.killAfter': {
    one: 'Se è ancora in esecuzione dopo {count} secondo, viene chiuso a forza.',
    many: 'Se è ancora in esecuzione dopo {count} secondi, viene chiuso a forza.',
    other: 'Se è ancora in esecuzione dopo {count} secondi, viene chiuso a forza.',
  },
  'schedule.doingStart': 'Avvio di **{server}**…',
  'schedule.doingRestart': 'Riavvio di **{server}**…',
  'schedule.doingStop': 'Arresto di **{server}**…',
  'schedule.doingKill': 'Chiusura forzata di **{server}**…',
  'schedule.queuedStart': '✅ Avvio in coda per **{server}**.',
  'schedule.queuedRestart': '✅ Riavvio in coda per **{server}**.',
  'schedule.queuedStop': '✅ Arresto in coda per **{server}**.',
  'schedule.queuedKill': '✅ Chiusura forzata in coda per **{server}**.',
  'schedule.queuedStartJob': '✅ Avvio in coda per **{server}** (job {job}).',
  'schedule.queuedRestartJob': '✅ Riavvio in coda per **{server}** (job {job}).',
  'schedule.queuedStopJob': '✅ Arresto in coda per **{server}** (job {job}).',
  'schedule.queuedKillJob': '✅ Chiusura forzata in coda per **{server}** (job {job}).',
  'schedule.deduped':
    'Il provider lo segnala come duplicato: si è unito allo stesso segnale messo in coda poco fa.',
  'schedule.replayed':
    'Questa richiesta era già arrivata al provider; ha risposto come prima e non ha fatto nulla due volte.',
  'schedule.resultInActivity': 'Il risultato compare nell’attività del server (`{command}`).',
  'schedule.tryAgain': 'Riprova',
  'schedule.tryAgainHint':
    '**Riprova** ripete la stessa richiesta: se è già arrivata al provider, non viene eseguita due volte.',
  'schedule.cancel': 'Annulla',
  'schedule.cancelled': 'Annullato. Da questa domanda non viene inviato altro.',
  'schedule.notYours': 'Solo il membro che ha usato questo comando può rispondere a questa domanda.',
  'schedule.expired':
    'Questa domanda è scaduta: i suoi pulsanti funzionano per {seconds} secondi. Usa di nuovo il comando.',
  'schedule.chooseAction': 'Scegli un’azione dalla lista: Avvia, Ferma o Forza.',
  'schedule.killAfterOnlyStop':
    '`forza-dopo` va solo con Ferma: indica quando un arresto bloccato diventa una chiusura forzata.',
  'schedule.killAfterRange': '`forza-dopo` va da {min} a {max} secondi.',

  'schedule.consoleControl':
    'Non inviato: il testo contiene un a capo o un altro carattere di controllo, che la console prenderebbe come l’inizio di un secondo comando. Invia una sola riga di testo semplice.',
  'schedule.consoleEmpty': 'Non inviato: il testo è vuoto.',
  'schedule.consoleTooLong':
    'Non inviato: un comando di console ha al massimo {max} caratteri; questo ne ha {length}.',
  'schedule.consoleTooLongPrefix':
    'Non inviato: un comando di console ha al massimo {max} caratteri contando `{prefix}` e il suo spazio; questo ne ha {length}.',
  'schedule.consoleSent': '✅ Inviato alla console di **{server}**:',
  'schedule.consoleNoAnswer':
    'Il gioco qui non risponde; il suo output è nella console del pannello del provider.',

  'schedule.made': '🔁 Pianificazione #{id}: **{server}** si riavvia {days} alle {time}, fuso orario {zone}.',
  'schedule.zoneDefault': '{zone} (nessun fuso orario indicato, quindi UTC)',
  'schedule.madeNext': 'Prossimo riavvio: {time} ({relative}).',
  'schedule.removeHint': '`{command}` la rimuove.',
  'schedule.none': 'Nessun riavvio pianificato in questo server Discord. `{command}` ne aggiunge uno.',
  'schedule.listTitle': 'Riavvii pianificati ({count}):',
  'schedule.listLine': '#{id} · {server} · {days} alle {time} {zone} · {next}',
  'schedule.listNext': 'prossimo {time} ({relative})',
  'schedule.listNoRun': 'nessuno previsto',
  'schedule.choice': '#{id} {server} · {days} alle {time} {zone}',
  'schedule.noSuch': 'Non c’è nessuna pianificazione #{id} in questo server Discord. `{command}` le mostra.',
  'schedule.removed':
    '🗑️ Pianificazione #{id} rimossa: {server} non si riavvia più {days} alle {time} {zone}.',
  'schedule.notUsable': 'un server che questo server Discord non può più usare',
  'schedule.everyDay': 'ogni giorno',
  'schedule.badTime':
    'Non pianificato: `{given}` non è un orario. Scrivilo come HH:MM nel formato 24 ore, es. `04:00` o `23:30`.',
  'schedule.badZone':
    'Non pianificato: `{given}` non è un fuso orario che hostcord conosce. Scegline uno dalla lista: un nome IANA come `Europe/Rome` o `America/New_York` (predefinito `UTC`).',
  'schedule.badDay':
    'Non pianificato: `{given}` non è un giorno. Scrivi i giorni come `mon, wed, fri`, oppure `weekdays`, `weekends`, `daily`.',

  'schedule.backupStarted': '✅ Backup avviato per **{server}**. Gira in background; `{command}` lo mostra.',
  'schedule.backupRecord': 'Scheda del backup',
  'schedule.backupsTitle': 'Backup — {server}',
  'schedule.backupNameless': 'Backup',
  'schedule.backupLocked': 'bloccato',
  'schedule.noBackups': 'Ancora nessun backup. Fanne uno con `{command}`.',
  'schedule.backupsFooter': {
    one: 'Pagina {page} di {pages} · {count} backup, dal più recente · 🔒 {locked} bloccati (mai rimossi dalla rotazione automatica)',
    many: 'Pagina {page} di {pages} · {count} backup, dal più recente · 🔒 {locked} bloccati (mai rimossi dalla rotazione automatica)',
    other:
      'Pagina {page} di {pages} · {count} backup, dal più recente · 🔒 {locked} bloccati (mai rimossi dalla rotazione automatica)',
  },
};
