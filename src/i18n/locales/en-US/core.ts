import type { Message } from '../../message.js';

/** The language command, refusals, permissions, storage, limits and /status. */
export const core = {
  'language.current': 'hostcord speaks {language} in this Discord server.',
  'language.currentDefault':
    'hostcord speaks {language} in this Discord server (its Discord language; admins can choose another with `/language locale:`).',
  'language.set':
    'From now on hostcord speaks {language} in this Discord server: alerts, boards and announcements in game. Members whose Discord is set to another language hostcord speaks get their answers in theirs.',
  'language.needsManageServer':
    "You need the Manage Server permission to change hostcord's language here. `/language` without a choice names the current one.",

  'refusal.forgedButton': 'This button is not from hostcord',
  'refusal.unsignedButton':
    'This button is from an older version of hostcord and no longer works. Run the command again.',
  'refusal.guildOnly': 'hostcord commands work inside a Discord server, not in direct messages.',
  'refusal.notAllowedHere':
    "hostcord is not enabled for this Discord server. Its operator can add this server's id to ALLOWED_GUILD_IDS.",
  'refusal.unknownCommand': 'This command is not known to this version of hostcord.',
  'refusal.notLinkedHere':
    'That server is not linked here. Pick one from the list, or ask an admin to link it with `/link`.',
  'refusal.noneLinked':
    'No game server is linked in this Discord server yet. An admin can link one with `/link`.',
  'refusal.pickOne': 'Several servers are linked here: choose one with the `server` option.',
  'refusal.staleButton': 'This button no longer works. Run the command again.',
  'refusal.staleButtonOf': 'This button no longer works. Run `{command}` again.',
  'refusal.failed':
    "Something went wrong on hostcord's side. Try again; if it keeps happening, give an admin this reference: `{reference}`.",
  'refusal.powerCooldown': {
    one: 'You sent a power action moments ago. Wait {count} second before the next one.',
    other: 'You sent a power action moments ago. Wait {count} seconds before the next one.',
  },

  'access.channel':
    '`/{command}` is turned off in this channel ({integrations}), so its buttons do not work here. Use it in a channel where it is allowed.',
  'access.override':
    'An admin turned `/{command}` off for you in {integrations}, so its buttons do not work for you either. Ask an admin if you should have it.',
  'access.permission':
    'You need the {permission} permission to use the buttons and menus of `/{command}`, or an admin can allow it for you or your role in {integrations}.',
  'access.admin':
    'You need to be an admin to use the buttons and menus of `/{command}`, or an admin can allow it for you or your role in {integrations}.',
  'access.integrations': 'Server Settings → Integrations → hostcord',
  'access.manageServer': 'Manage Server',
  'access.administrator': 'Administrator',

  'storage.full':
    'hostcord cannot store anything right now: the disk of its database is full. Nothing was done, and nothing was sent to the game server. Tell a bot admin, and try again once they have freed space.',
  'storage.read-only':
    'hostcord cannot store anything right now: its database is read-only. Nothing was done, and nothing was sent to the game server. Tell a bot admin, and try again once it is writable again.',
  'storage.failing':
    'hostcord cannot store anything right now: its database is failing or cannot be reached. Nothing was done, and nothing was sent to the game server. Tell a bot admin, and try again later.',

  'limit.boardsPerGuild':
    'Limit reached: status boards per Discord server ({limit}). This Discord server has that many already; remove one with `/board remove` first. One board shows every linked server.',
  'limit.schedulesPerServer':
    'Limit reached: schedules per server ({limit}). This server has that many schedules in this Discord server already: `/schedule list` shows them, `/schedule remove` makes room.',
  'limit.schedulesPerGuild':
    'Limit reached: schedules per Discord server ({limit}). This Discord server has that many already: `/schedule list` shows them, `/schedule remove` makes room.',
  'limit.draftsPerMember':
    'Limit reached: open restart questions per member ({limit}). Answer one of your `/restart in:` questions (Schedule restart or Cancel), or wait a minute until they expire.',
  'limit.proofCodesPerMember':
    "Limit reached: open ownership codes per member ({limit}). Use one of your codes (put it into the server's name, then press Verify), or wait until they expire, 15 minutes after you asked.",
  'limit.proofCodesPerGuild':
    "Limit reached: open ownership codes per Discord server ({limit}). Use one of this Discord server's codes, or wait until they expire, 15 minutes after they were asked for.",
  'limit.shareCodesPerMember':
    'Limit reached: open share codes per member ({limit}). Wait until one of your share codes is used or expires, 24 hours after it was made.',
  'limit.shareCodesPerGuild':
    "Limit reached: open share codes per Discord server ({limit}). Wait until one of this Discord server's share codes is used or expires, 24 hours after it was made.",
  'limit.codeCooldownMs': 'Limit reached: one code per member every {every}. Wait {wait}, then ask again.',
  'limit.historyCooldownMs':
    'Limit reached: one chart per member every {every}. Wait {wait}, then ask again.',

  'status.game': 'Game',
  'status.status': 'Status',
  'status.power': 'Power',
  'status.address': 'Address',
  'status.location': 'Location',
  'status.cpu': 'CPU',
  'status.memory': 'Memory',
  'status.disk': 'Disk',
  'status.network': 'Network',
  'status.uptime': 'Uptime',
  'status.unknown': 'unknown',
  'status.ofLimit': '{used} of {limit}',
  'status.suspended': 'Suspended',
  'status.suspendedText': 'The server is suspended at the provider.',
  'status.liveUsage': 'Live usage',
  'status.notAvailable': 'Not available: {reason}',
  'status.panelSilent': 'the panel did not answer.',
  'status.players': 'Players',
  'status.playersOnline': 'Players {online}/{max}',
  'status.playersOnMap': 'Players {online}/{max} · map {map}',
  'status.uptimeSeen': 'Uptime seen by hostcord',
  'status.uptimeFigures': '24 h {day} · 7 d {week} · 30 d {month}',
  'status.noData': 'no data',
  'status.noUptimeYet':
    'No data yet: hostcord has not watched this server long enough. Check back in a few minutes.',
  'status.footer': 'Server {id}',
  'status.refresh': 'Refresh',

  // Discord's own names of its permissions, as its client shows them in this language.
  'permission.viewChannel': 'View Channel',
  'permission.sendMessages': 'Send Messages',
  'permission.embedLinks': 'Embed Links',
  'permission.readMessageHistory': 'Read Message History',
} as const satisfies Record<string, Message>;
