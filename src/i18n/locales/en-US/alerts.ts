import type { Message } from '../../message.js';

/** Alerts and digests posted in linked channels, and the test alert. */
export const alerts = {
  'alerts.field.server': 'Server',
  'alerts.field.event': 'Event',
  'alerts.field.severity': 'Severity',
  'alerts.field.source': 'Source',
  'alerts.source.api': 'panel/API',
  'alerts.timeUnknown': 'time unknown',
  'alerts.unknownServer': 'unknown server',
  'alerts.delayed': 'Delayed: happened {duration} before it was posted',
  'alerts.installed.title': 'hostcord was installed on {server}',
  'alerts.installed.scopes': 'Scopes',
  'alerts.installed.events': 'Events',
  'alerts.installed.status': 'Status',
  'alerts.removed.title': 'hostcord was removed from {server}',
  'alerts.removed.description': 'Alerts for this server stop here until the bot is installed on it again.',
  'alerts.digest.title': {
    one: '{count} alert (oldest first)',
    other: '{count} alerts (oldest first)',
  },
  'alerts.digest.titleOf': {
    one: '{count} alert · {server} (oldest first)',
    other: '{count} alerts · {server} (oldest first)',
  },
  'alerts.digest.delayed': 'delayed',
  'alerts.digest.installed': 'hostcord was installed',
  'alerts.digest.removed': 'hostcord was removed: alerts stop',

  'alerts.test.title': '🧪 TEST · Test alert: alerts of this server reach this channel',
  'alerts.test.footer': 'hostcord test alert',
  'alerts.test.byMember': 'Nothing happened on the server: this is a test, sent with {command} by <@{user}>.',
  'alerts.test.byScript': 'Nothing happened on the server: this is a test, sent with {script}.',
  'alerts.test.filtered': "Real alerts here follow this link's filters ({filters}); this test ignores them.",
  'alerts.test.unfiltered':
    "Real alerts here follow this link's filters (none: every alert); this test ignores them.",
  'alerts.test.filterCategories': 'categories {values}',
  'alerts.test.filterTypes': 'types {values}',
  'alerts.test.filterSeverities': 'severities {values}',
  'alerts.test.mentionsEvery': 'Real alerts mention <@&{role}> on every alert.',
  'alerts.test.mentionsSeverities': 'Real alerts mention <@&{role}> on severities {severities}.',
  'alerts.test.mentionsNobody': 'Real alerts mention nobody.',
  'alerts.test.reply': 'Test alert for {server}:',
  'alerts.test.posted': 'test alert posted',
  'alerts.test.postedBroken':
    'test alert posted; the link is still marked broken: run {command} again to resume real alerts there',
  'alerts.test.postedInactive':
    'test alert posted; the link is inactive (the bot is uninstalled from the server), so real alerts wait until it is installed again',
  'alerts.test.refused': '{reason}; grant the bot View Channel, Send Messages and Embed Links there',
  'alerts.test.notTaken': 'Discord did not take it ({reason}); try again in a minute',

  'alerts.reply.notLinkedTo': '{server} is not linked to <#{channel}>. Link it there with `{command}` first.',
  'alerts.reply.severalChannels':
    '{server} posts to several channels ({channels}): choose one with the `{option}` option.',
  'alerts.reply.broken':
    "{server} → <#{channel}> is broken (Discord refused our messages). Fix the channel's permissions and run `{command}` again first.",
  'alerts.reply.inactive':
    '{server} → <#{channel}> is inactive: the bot was uninstalled from that server. Its filters can be changed once it is installed again.',
  'alerts.reply.listError': '`{option}`: {error}',
  'alerts.reply.giveFilter':
    'Give `{categories}`, `{types}` or `{severities}` (comma-separated values; `all` removes a filter).',
  'alerts.reply.giveRole': 'Choose the `{role}` to mention for those severities.',
  'alerts.reply.noEveryone': 'Alerts cannot mention @everyone: choose a role.',
  'alerts.reply.notMentionable':
    '⚠️ <@&{role}> is not mentionable, so alerts will name it without notifying anyone. Allow anyone to mention it (role settings) or give the bot “Mention @everyone, @here and All Roles”.',
  'alerts.list.allCombined': '`all` cannot be combined with other values.',
  'alerts.list.tooMany': 'At most {max} values per list.',
  'alerts.list.tooLong': 'A value may have at most {max} characters.',
  'alerts.list.controlCharacters': 'Values cannot contain control characters.',
  'alerts.link.line': '{server} → <#{channel}>',
  'alerts.link.lineBroken': '{server} → <#{channel}> (broken)',
  'alerts.link.lineInactive': '{server} → <#{channel}> (inactive)',
  'alerts.link.all': 'all',
  'alerts.link.mentionsEvery': 'Mentions: <@&{role}> on every alert',
  'alerts.link.mentionsSeverities': 'Mentions: <@&{role}> on severities {severities}',
  'alerts.link.mentionsNobody': 'Mentions: nobody',
  'alerts.show.title': 'Alert filters',
  'alerts.show.seen': 'Values seen in events so far',
  'alerts.show.seenCategories': 'Categories: {values}',
  'alerts.show.seenTypes': 'Types: {values}',
  'alerts.show.seenSeverities': 'Severities: {values}',

  // Why Discord refused a channel or a message, as /links, /board and the doctor show a stored reason.
  'alerts.failure.missingAccess': 'the bot cannot see the channel (Missing Access)',
  'alerts.failure.missingPermissions': 'the bot may not post or embed there (Missing Permissions)',
  'alerts.failure.unknownChannel': 'the channel no longer exists (Unknown Channel)',
  'alerts.failure.channelRefused': 'Discord refused the channel: {message} ({status})',
  'alerts.failure.messageRejected': 'Discord rejected the message: {message} ({status})',
} as const satisfies Record<string, Message>;
