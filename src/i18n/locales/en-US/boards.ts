import type { Message } from '../../message.js';

/** Status boards, incident messages and ownership notices posted in channels. */
export const boards = {
  'boards.title': 'Game servers',
  'boards.titleRange': 'Game servers ({first}–{last} of {total})',
  'boards.titleContinued': 'Game servers, continued ({first}–{last} of {total})',
  'boards.countUp': { one: '{count} up', other: '{count} up' },
  'boards.countStarting': { one: '{count} starting', other: '{count} starting' },
  'boards.countStopping': { one: '{count} stopping', other: '{count} stopping' },
  'boards.countDown': { one: '{count} down', other: '{count} down' },
  'boards.countOther': { one: '{count} other', other: '{count} other' },
  'boards.providerRefused':
    "⚠️ The provider refuses hostcord's **token** since {since} (the operator sets a valid one in HOSTING_TOKEN): states are the last known, live usage is hidden.",
  'boards.providerUnreachable':
    '⚠️ The provider is unreachable since {since}: states are the last known, live usage is hidden.',
  'boards.nothingLinked':
    'No game server is linked in this Discord server yet. An admin can link one with `/link`; it shows up here at the next refresh.',
  'boards.up': 'up',
  'boards.upSince': 'up since {since}',
  'boards.downSince': 'down since {since}',
  'boards.lastKnown': 'last known: {state}',
  'boards.usage': '📊 CPU {cpu}/{cpuLimit} % · RAM {memory}/{memoryLimit}',
  'boards.manage': 'Manage…',
  'boards.statusPage': 'Status page',

  'boards.incidentOpen': '🚨 Incident open, alert sent {since}',
  'boards.incidentLast': '⚠️ Last incident {when}, down {duration}',
  'boards.players': '👥 {online}/{max}',
  'boards.gameSilent': '🧊 Game not answering since {since}',
  'boards.uptime': '📈 Uptime 24 h {day} · 7 d {week} · 30 d {month}',

  'boards.downTitle': 'Server {server} is down',
  'boards.down': 'Down since {since} ({ago}). No stop, kill or restart was sent through hostcord.',
  'boards.recoveredTitle': 'Server {server} recovered',
  'boards.recovered': 'Recovered after {duration}: down from {from} to {to}.',
  'boards.silentTitle': 'Server {server} is not answering',
  'boards.silent':
    'The panel says it is running, but the game has not answered since {since} ({ago}): nobody can join. No stop, kill or restart was sent through hostcord.',
  'boards.answersTitle': 'Server {server} answers again',
  'boards.answers': 'The game answers again after {duration}: silent from {from} to {to}.',
  'boards.lastActivity': 'Last activity before it went down',
  'boards.onIt': 'On it',
  'boards.onItSince': '{member} since {since} ({ago})',

  'boards.claimedProof':
    '🔒 {server} now belongs to this Discord server (control proven at the provider by {member}). Other Discord servers can use it only with a share code from `/share`.',
  'boards.claimedLinked':
    '🔒 {server} now belongs to this Discord server (linked here by {member}). Other Discord servers can use it only with a share code from `/share`.',
  'boards.shared':
    '🔗 {server} is now shared with {guild} (share code redeemed by {member}): its members can use it with the permissions their admins set. `/unshare` ends it.',
  'boards.unshared': '{server} is no longer shared with {guild} (ended by {member}).',
  'boards.released':
    '{server} no longer belongs to this Discord server: {member} removed its last link here.',
  'boards.releasedShares': {
    one: '{server} no longer belongs to this Discord server: {member} removed its last link here, which also ended its share with {count} other Discord server.',
    other:
      '{server} no longer belongs to this Discord server: {member} removed its last link here, which also ended its share with {count} other Discord servers.',
  },
  'boards.guildGone': 'a Discord server the bot is no longer in ({id})',

  'boards.noBoard': 'There is no status board in {channel}.',
  'boards.noBoardYet': 'There is no status board in {channel}. Post one with `/board create` there first.',
  'boards.removed': 'Status board removed from {channel}.',
  'boards.botLacks':
    "The bot lacks {permissions} in {channel}. Grant them in the channel's permissions, then run `/board create` again.",
  'boards.refused':
    "Discord refused the board in {channel} ({reason}). Fix the channel's permissions, then run `/board create` again.",
  'boards.noReason': 'no reason given',
  'boards.posted': 'Status board posted in {channel}: {url}',
  'boards.saved':
    'The status board of {channel} is saved; Discord is slow to answer, so it appears as soon as Discord takes it.',
  'boards.postedHow':
    'It shows every server linked in this Discord server and updates itself; `/board remove` deletes it.',
  'boards.grantHistory':
    '⚠️ Grant the bot Read Message History in {channel} too: then a deleted board is noticed and posted again at the next refresh, not only at its next change.',
  'boards.pagesOff':
    'Status pages are off: the operator sets PUBLIC_URL to the address hostcord is reached at (e.g. https://status.example.org), then `/board publish` works. Nothing was published.',
  'boards.published': 'The status page of {channel} is public: {url}',
  'boards.publishedNames':
    'Anyone with this address can see it; the board has a "Status page" button to it. It lists the names of players online.',
  'boards.publishedCounts':
    'Anyone with this address can see it; the board has a "Status page" button to it. It shows player counts, not names (`names:True` to list them).',
  'boards.publishedAgain':
    'Publishing again gives a new address (the old one stops working); `/board unpublish` takes it down.',
  'boards.notPublished': 'The board in {channel} has no public status page.',
  'boards.unpublished':
    'The status page of {channel} is taken down: its address answers "not found" from now on.',
  'boards.panel': '**{server}** is {state}. Restart and Stop ask you to confirm first.',
  'boards.panelUnknown': '**{server}**. Restart and Stop ask you to confirm first.',
  'boards.start': 'Start',
  'boards.restart': 'Restart',
  'boards.stop': 'Stop',

  'boards.languageCooldown':
    'Limit reached: one language change per Discord server every {every}. Wait {wait}, then ask again.',
} as const satisfies Record<string, Message>;
