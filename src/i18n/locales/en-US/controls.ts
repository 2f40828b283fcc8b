import type { Message } from '../../message.js';

/** The buttons and selects on alerts and incidents, silences and acknowledgements. */
export const controls = {
  // Labels: buttons ≤ 80 characters, the select's placeholder ≤ 150, its options ≤ 100.
  'controls.status': 'Status',
  'controls.history': 'History',
  'controls.restart': 'Restart',
  'controls.acknowledge': 'Acknowledge',
  'controls.silence': 'Silence',
  'controls.silenceFor1h': '1 h',
  'controls.silenceFor4h': '4 h',
  'controls.silenceForIncident': 'until the incident resolves',
  'controls.unsilenceServer': 'Unsilence {server}',
  'controls.pickServer': 'Act on a server…',

  // Answers to a press, in the member's language.
  'controls.pick': '**{server}**: what should happen?',
  'controls.restartUnderway':
    'A restart of **{server}** sent through hostcord is still running. Restart works again once the server is up (or after 10 minutes).',
  'controls.noIncident': '**{server}** has no open incident. Choose 1 h or 4 h to silence its alerts here.',
  'controls.notInChannel':
    "This server's alerts are not posted in this channel any more, so there is nothing to silence here.",
  'controls.silencedUntil':
    'Alerts of **{server}** in {channel} are silenced until {until} ({relative}). Its alerts and incident messages are held and named in one summary when the silence ends; `{command}` shows it and offers Unsilence.',
  'controls.silencedUntilResolved':
    'Alerts of **{server}** in {channel} are silenced until the incident resolves. Its alerts and incident messages are held and named in one summary when the silence ends; `{command}` shows it and offers Unsilence.',
  'controls.notSilenced': 'This silence has already ended.',
  'controls.unsilenced':
    'Alerts of **{server}** in {channel} are no longer silenced. What was held is posted as one summary now.',
  'controls.noSuchIncident': 'This incident is no longer known to hostcord.',
  'controls.resolved': 'This incident is resolved: there is nothing left to be on.',
  'controls.onIt': '{user} is on it since {since} ({relative}).',
  'controls.acknowledged': "You're on it: the incident's alerts show it.",

  // `/links`: a running silence on a link's line.
  'controls.silencedNote':
    '🔕 silenced until {until} by {user}: alerts and incident messages are held, then named in one summary',
  'controls.silencedNoteResolved':
    '🔕 silenced until the incident resolves by {user}: alerts and incident messages are held, then named in one summary',

  // The summary posted when a silence ends, in the guild's language.
  'controls.summaryTitle': {
    one: '{count} alert of {server} held while silenced',
    other: '{count} alerts of {server} held while silenced',
  },
  'controls.summaryHeld': 'Silenced from {from} to {to}. What happened meanwhile:',
  'controls.summaryMore': {
    one: '…and {count} more alert of other kinds',
    other: '…and {count} more alerts of other kinds',
  },
  'controls.summaryInstalled': 'hostcord was installed',
  'controls.summaryRemoved': 'hostcord was removed',
  'controls.summaryDown': 'Incident: down from {from} to {to} ({duration})',
  'controls.summaryStillDown': 'Incident: down since {since}, still open (its message is posted now)',
  'controls.summaryNotAnswering': 'Incident: the game did not answer from {from} to {to} ({duration})',
  'controls.summaryStillNotAnswering':
    'Incident: the game has not answered since {since}, still open (its message is posted now)',
} as const satisfies Record<string, Message>;
