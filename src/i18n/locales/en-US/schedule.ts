import type { Message } from '../../message.js';

/** Restarts, power, backups, say and console: their replies, notices and the countdown in game. */
export const schedule = {
  // Durations as said after "in" ("restarts in 1 minute") and before "before" (the warnings):
  // languages with cases write the form that fits there (ru "1 минуту", pl "1 minutę").
  'schedule.hours': { one: '{count} hour', other: '{count} hours' },
  'schedule.minutes': { one: '{count} minute', other: '{count} minutes' },
  'schedule.seconds': { one: '{count} second', other: '{count} seconds' },

  // Said in game (console `say`): plain text, one line, no Discord markdown.
  'schedule.countdown': 'The server restarts in {duration}.',
  'schedule.countdownCancelled': 'Scheduled restart cancelled: the server stays up.',

  // What the linked channels read about a run (the guild's language).
  'schedule.done': '✅ **{server}**: scheduled restart done, planned for {time}.',
  'schedule.doneJob': '✅ **{server}**: scheduled restart done (job {job}), planned for {time}.',
  'schedule.failed': '❌ **{server}**: the scheduled restart planned for {time} failed. {reason}',
  'schedule.skippedSchedule':
    '⏭️ **{server}**: skipped the {time} restart: hostcord was offline when it was due ({time} {zone}, {at}). A restart is never made late; nothing was sent.',
  'schedule.skippedOnce':
    '⏭️ **{server}**: skipped the {time} restart: hostcord was offline when it was due ({at}). A restart is never made late; nothing was sent.',
  'schedule.nextRun': 'Next restart: {time}.',
  'schedule.boardPlanned': '🔁 Restart planned {time}',
  'schedule.failedTwice': 'hostcord stopped while sending it, twice; see `{command}` for whether it ran.',
  'schedule.failedTooLate':
    'Its outcome is unknown: hostcord stopped while sending it and is back too late to try again. See `{command}` for whether it ran.',
  'schedule.failedUnexpected': "Something went wrong on hostcord's side; see its log.",

  // `/restart in:`.
  'schedule.laterQuestion':
    'Restart **{server}** in {duration}? The countdown starts when you confirm. {warnings} Players are disconnected while it restarts.',
  'schedule.withMessage': 'With the message: {message}',
  'schedule.onlyYou': 'Only you can answer; the buttons work until {until} ({relative}).',
  'schedule.notWarned': 'Players are not warned in game.',
  'schedule.warned': 'Players are warned in game {warnings} before.',
  'schedule.warnedEach': 'Players are warned in game {warnings} before each restart.',
  'schedule.warnedFirst':
    'Players are warned in game {first} before this first restart; the following runs will warn them {warnings} before.',
  'schedule.warnedNoneFirst':
    'This first restart comes too soon to warn players in game; the following runs will warn them {warnings} before.',
  'schedule.scheduleButton': 'Schedule restart',
  'schedule.laterConfirmed': '✅ Scheduled. The restart and its **Cancel** button are in the message below.',
  'schedule.laterAlready': 'This was already confirmed; nothing was scheduled again.',
  'schedule.scheduled': '⏲️ **{server}** restarts {time} ({relative}), asked by {member}. {warnings}',
  'schedule.mayCancel': 'Members who may use `{command}` can cancel it until then.',
  'schedule.cancelButton': 'Cancel restart',
  'schedule.cancelledBy': '🛑 The restart of **{server}** planned for {time} was cancelled by {member}.',
  'schedule.refusedRan':
    'This restart already ran (or is being sent now): there is nothing to cancel. `{command}` shows how it went.',
  'schedule.refusedCancelled': 'This restart was already cancelled.',
  'schedule.refusedSkipped':
    'This restart was skipped (hostcord was offline at its time): there is nothing to cancel.',
  'schedule.messageNeedsIn':
    'The message is said in game during the countdown of a later restart: add `in` (e.g. `10m`), or leave out the message.',
  'schedule.delayInvalid':
    'Not scheduled: `{given}` is not a delay. Write it like `90s`, `10m` or `1h30m`: from 1 minute to 24 hours.',
  'schedule.delayTooShort':
    'Not scheduled: the delay must be at least 1 minute. Write it like `90s`, `10m` or `1h30m`: from 1 minute to 24 hours.',
  'schedule.delayTooLong':
    'Not scheduled: the delay can be at most 24 hours. Write it like `90s`, `10m` or `1h30m`: from 1 minute to 24 hours.',

  // Questions and answers of power actions (`/restart`, `/power`, the board's panel).
  'schedule.verbStart': 'Start',
  'schedule.verbRestart': 'Restart',
  'schedule.verbStop': 'Stop',
  'schedule.verbKill': 'Kill',
  'schedule.askStart': 'Start **{server}**?',
  'schedule.askRestart': 'Restart **{server}**? Players are disconnected while it restarts.',
  'schedule.askStop':
    'Stop **{server}**? Players are disconnected and the server stays off until someone starts it.',
  'schedule.askKill':
    'Kill **{server}**? The process ends at once, without saving: unsaved progress is lost.',
  'schedule.killAfter': {
    one: 'If it is still running after {count} second, it is killed.',
    other: 'If it is still running after {count} seconds, it is killed.',
  },
  'schedule.doingStart': 'Starting **{server}**…',
  'schedule.doingRestart': 'Restarting **{server}**…',
  'schedule.doingStop': 'Stopping **{server}**…',
  'schedule.doingKill': 'Killing **{server}**…',
  'schedule.queuedStart': '✅ Start queued for **{server}**.',
  'schedule.queuedRestart': '✅ Restart queued for **{server}**.',
  'schedule.queuedStop': '✅ Stop queued for **{server}**.',
  'schedule.queuedKill': '✅ Kill queued for **{server}**.',
  'schedule.queuedStartJob': '✅ Start queued for **{server}** (job {job}).',
  'schedule.queuedRestartJob': '✅ Restart queued for **{server}** (job {job}).',
  'schedule.queuedStopJob': '✅ Stop queued for **{server}** (job {job}).',
  'schedule.queuedKillJob': '✅ Kill queued for **{server}** (job {job}).',
  'schedule.deduped': 'The provider reports it as deduped: it joined the same signal queued moments ago.',
  'schedule.replayed':
    'This request had already reached the provider; it answered as before and did not act twice.',
  'schedule.resultInActivity': "The result appears in the server's activity (`{command}`).",
  'schedule.tryAgain': 'Try again',
  'schedule.tryAgainHint':
    '**Try again** repeats the same request: if it already reached the provider, it is not carried out twice.',
  'schedule.cancel': 'Cancel',
  'schedule.cancelled': 'Cancelled. Nothing more is sent from this question.',
  'schedule.notYours': 'Only the member who ran this command can answer this question.',
  'schedule.expired': 'This question expired: its buttons work for {seconds} seconds. Run the command again.',
  'schedule.chooseAction': 'Choose an action from the list: start, stop or kill.',
  'schedule.killAfterOnlyStop':
    '`kill-after` only goes with `stop`: it says when a stop that hangs turns into a kill.',
  'schedule.killAfterRange': '`kill-after` is {min} to {max} seconds.',

  // `/say` and `/console`.
  'schedule.consoleControl':
    'Not sent: the text contains a line break or another control character, which the console would treat as the start of a second command. Send a single line of plain text.',
  'schedule.consoleEmpty': 'Not sent: the text is empty.',
  'schedule.consoleTooLong':
    'Not sent: a console command is at most {max} characters; this one has {length}.',
  'schedule.consoleTooLongPrefix':
    'Not sent: a console command is at most {max} characters including `{prefix}` and its space; this one has {length}.',
  'schedule.consoleSent': '✅ Sent to the console of **{server}**:',
  'schedule.consoleNoAnswer':
    "The game gives no answer here; its output is in the console of the provider's panel.",

  // `/schedule`.
  'schedule.made': '🔁 Schedule #{id}: **{server}** restarts {days} at {time}, time zone {zone}.',
  'schedule.zoneDefault': '{zone} (no time zone given, so UTC)',
  'schedule.madeNext': 'Next restart: {time} ({relative}).',
  'schedule.removeHint': '`{command}` removes it.',
  'schedule.none': 'No restarts are scheduled in this Discord server. `{command}` adds one.',
  'schedule.listTitle': 'Scheduled restarts ({count}):',
  'schedule.listLine': '#{id} · {server} · {days} at {time} {zone} · {next}',
  'schedule.listNext': 'next {time} ({relative})',
  'schedule.listNoRun': 'no run planned',
  'schedule.choice': '#{id} {server} · {days} at {time} {zone}',
  'schedule.noSuch': 'There is no schedule #{id} in this Discord server. `{command}` shows them.',
  'schedule.removed': '🗑️ Schedule #{id} removed: {server} no longer restarts {days} at {time} {zone}.',
  'schedule.notUsable': 'a server this Discord server can no longer use',
  'schedule.everyDay': 'every day',
  'schedule.badTime':
    'Not scheduled: `{given}` is not a time of day. Write it as HH:MM on a 24-hour clock, e.g. `04:00` or `23:30`.',
  'schedule.badZone':
    'Not scheduled: `{given}` is not a time zone hostcord knows. Pick one from the list: an IANA name such as `Europe/Berlin` or `America/New_York` (default `UTC`).',
  'schedule.badDay':
    'Not scheduled: `{given}` is not a day. Write weekdays like `mon, wed, fri`, or `weekdays`, `weekends`, `daily`.',

  // `/backup`.
  'schedule.backupStarted':
    '✅ Backup started for **{server}**. It runs in the background; `{command}` shows it.',
  'schedule.backupRecord': 'Backup record',
  'schedule.backupsTitle': 'Backups — {server}',
  'schedule.backupNameless': 'Backup',
  'schedule.backupLocked': 'locked',
  'schedule.noBackups': 'No backups yet. Make one with `{command}`.',
  'schedule.backupsFooter': {
    one: 'Page {page} of {pages} · {count} backup, newest first · 🔒 {locked} locked (never removed by the automatic rotation)',
    other:
      'Page {page} of {pages} · {count} backups, newest first · 🔒 {locked} locked (never removed by the automatic rotation)',
  },
} as const satisfies Record<string, Message>;
