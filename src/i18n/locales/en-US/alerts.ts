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
} as const satisfies Record<string, Message>;
