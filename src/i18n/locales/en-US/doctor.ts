import type { Message } from '../../message.js';

/** The doctor's findings (/doctor and `npm run doctor` as Discord members read them). */
export const doctor = {
  'doctor.title.problems': { one: '{count} problem to fix', other: '{count} problems to fix' },
  'doctor.title.warnings': { one: '{count} warning', other: '{count} warnings' },
  'doctor.title.fine': 'Everything looks fine',
  'doctor.notShown': {
    one: '{count} more finding not shown: npm run doctor prints them all',
    other: '{count} more findings not shown: npm run doctor prints them all',
  },

  'doctor.area.configuration': 'configuration',
  'doctor.area.database': 'database',
  'doctor.area.providerToken': 'provider token',
  'doctor.area.discord': 'discord',
  'doctor.area.webhook': 'webhook',
  'doctor.area.events': 'events',
  'doctor.area.installations': 'installations',
  'doctor.area.links': 'links',
  'doctor.area.server': 'server {server}',
  'doctor.area.gameQuery': 'game query',
  'doctor.area.boards': 'boards',
  'doctor.area.providerBudget': 'provider budget',
  'doctor.area.access': 'access',
  'doctor.area.shares': 'shares',
  'doctor.area.testAlert': 'test alert',

  'doctor.config.ok': 'valid; events by {source}, database {database}',
  'doctor.config.personalToken':
    'HOSTING_TOKEN is a personal token (zhp_…): no alerts will be posted; commands work, but the event feed and installations need a bot token (zhb_…): put one in HOSTING_TOKEN',
  'doctor.config.shardsOnSqlite':
    'SHARD_IDS runs shards {ids} of {total} on SQLite; the guilds of the other shards are answered only by another hostcord instance, and instances share links and alerts only through PostgreSQL: set the same DATABASE_URL in each (on SQLite each instance keeps its own file)',

  'doctor.database.cannotOpen':
    'cannot open it ({error}); check DATABASE_PATH and that its folder is writable, or DATABASE_URL',
  'doctor.database.sqliteOk': 'opened, migrations applied, integrity check passed',
  'doctor.database.postgresOk': 'PostgreSQL answers, migrations applied',
  'doctor.database.postgresAtOk': 'PostgreSQL at {at} answers, migrations applied',
  'doctor.database.integrityFailed': 'integrity check failed ({error}); restore the file from a backup',
  'doctor.database.postgresDown': 'PostgreSQL does not answer ({error}); check that it runs and DATABASE_URL',
  'doctor.database.postgresAtDown':
    'PostgreSQL at {at} does not answer ({error}); check that it runs and DATABASE_URL',

  'doctor.discord.loggedIn': {
    one: 'logged in as {tag}, in {count} Discord server',
    other: 'logged in as {tag}, in {count} Discord servers',
  },

  'doctor.webhook.accepted':
    '{url} accepted a ping signed here with WEBHOOK_SECRET (whether the provider signs with the same secret shows in its deliveries, under events)',
  'doctor.webhook.refused': '{url} answered {status} to a locally signed ping; see the log for the reason',
  'doctor.webhook.nothing': 'nothing answers at {url}; is hostcord running? (the doctor does not start it)',

  'doctor.events.notTakenIn': 'this hostcord instance does not take in events',
  'doctor.events.noCheck': '{url} answered without an events check; is that hostcord?',
  'doctor.events.nothingAnswers':
    'nothing answers at {url}, so whether events arrive is not known; start hostcord and run the doctor again',
  'doctor.events.noReason': 'no reason given',
  'doctor.events.feedFails': 'the event feed fails: {error}',
  'doctor.events.feedRetrying': 'the last feed poll failed ({error}); hostcord keeps retrying',
  'doctor.events.history': 'reading the feed for the first time; past events are filed, not posted',
  'doctor.events.polledReceived': 'feed polled {polled} ago: ok; last event received {received} ago',
  'doctor.events.polledNone': 'feed polled {polled} ago: ok; no event received yet',
  'doctor.events.notPolledReceived': 'the feed has not been polled yet; last event received {received} ago',
  'doctor.events.notPolledNone': 'the feed has not been polled yet; no event received yet',
  'doctor.events.delivered': 'last webhook delivery from the provider taken {ago} ago',
  'doctor.events.noDelivery':
    'no webhook delivery from the provider since hostcord started; the provider\'s "send test event" sends one',
  'doctor.events.refusedAccepted':
    'webhook deliveries are refused: the last {rejected} ago ({reason}); the last accepted delivery from the provider came {delivered} ago; the log says why',
  'doctor.events.refusedNone':
    'webhook deliveries are refused: the last {rejected} ago ({reason}); none was accepted since hostcord started; the log says why',
  'doctor.events.wrongSecretAccepted':
    "webhook deliveries are refused: the last {rejected} ago ({reason}); the last accepted delivery from the provider came {delivered} ago. WEBHOOK_SECRET is not the current secret of the provider's webhook (renewing it makes a new one): copy the zhs_… secret from the provider's webhook settings into WEBHOOK_SECRET and restart hostcord. Ignore this if these requests do not come from the provider",
  'doctor.events.wrongSecretNone':
    "webhook deliveries are refused: the last {rejected} ago ({reason}); none was accepted since hostcord started. WEBHOOK_SECRET is not the current secret of the provider's webhook (renewing it makes a new one): copy the zhs_… secret from the provider's webhook settings into WEBHOOK_SECRET and restart hostcord. Ignore this if these requests do not come from the provider",

  'doctor.games.off': 'off (GAME_QUERY=off): no game is asked who is playing',
  'doctor.games.notAsked': 'server {server}: not asked yet; hostcord asks it at its next refresh',
  'doctor.games.answering': 'server {server}: answering ({game} on port {port}, players {online}/{max})',
  'doctor.games.noAddress': 'server {server}: no address at the provider, so there is nothing to ask',
  'doctor.games.unknownGame': 'server {server}: game not known; tell hostcord which it is with {command}',
  'doctor.games.notQueryable': 'server {server}: {game} cannot be asked ({error}); {command} silences this',
  'doctor.games.queryOff': 'server {server}: off ({command})',
  'doctor.games.notAnswering':
    "server {server}: not answering ({game} on port {port}: {error}); check that the game's query is on and that hostcord may reach that port (UDP and TCP), or give the right port with {command}",
  'doctor.games.noAnswer': 'no answer',

  'doctor.access.allowed': {
    one: 'only the {count} Discord server in ALLOWED_GUILD_IDS is served, and may link unclaimed game servers directly',
    other:
      'only the {count} Discord servers in ALLOWED_GUILD_IDS are served, and may link unclaimed game servers directly',
  },
  'doctor.access.publicBot':
    'the bot is public and ALLOWED_GUILD_IDS is unset: anyone can add it to their Discord server. They reach no game server without proving control of it or a share code, but turn off "Public Bot" in the Discord Developer Portal (Bot page), or set ALLOWED_GUILD_IDS to the Discord servers you serve',
  'doctor.access.private':
    "the bot is private; Discord servers where the application's owner (or team) is a member link unclaimed game servers directly, others prove control at the provider or use a share code",
  'doctor.access.unreadable':
    'could not read the Discord application to see whether it is public; run the doctor again',
  'doctor.shares.guild': 'Discord server {id}',
  'doctor.shares.migrated':
    'server {server} (owned by {owner}) is shared with {guild} because both linked it before claims existed; review it, and end it with {command} in the owning Discord server if that was not meant',
  'doctor.shares.code':
    'server {server} (owned by {owner}) is shared with {guild} by a share code; {command} in the owning Discord server ends it',

  'doctor.provider.apiUrlWrong':
    "HOSTING_API_URL {url} does not lead to the provider's API (404 for {path}); set it to the provider's address alone, e.g. https://panel.example.com",
  'doctor.provider.apiUrlUnreachable':
    'HOSTING_API_URL {url} cannot be reached ({error}); check the address and the network',
  'doctor.token.refused401':
    "the provider refuses HOSTING_TOKEN (401: invalid, expired or revoked): create a new bot token (zhb_…) in the provider's developer settings, put it in HOSTING_TOKEN and restart hostcord",
  'doctor.token.refused403':
    "the provider refuses HOSTING_TOKEN (403 for {op}: the token may not do what hostcord needs): create a new bot token (zhb_…) in the provider's developer settings, put it in HOSTING_TOKEN and restart hostcord",
  'doctor.token.cannotCheck': 'cannot check it: {problem}',
  'doctor.token.personal': 'personal token',
  'doctor.token.bot': 'bot token',
  'doctor.token.scopes': 'scopes {scopes}',
  'doctor.token.scopesNone': 'scopes none',
  'doctor.token.scopesUnknown': 'scopes not reported',
  'doctor.token.expires': {
    one: '{kind}, {scopes}, expires {date} (in {count} day)',
    other: '{kind}, {scopes}, expires {date} (in {count} days)',
  },
  'doctor.token.expiresSoon': {
    one: '{kind} expires {date} (in {count} day); create a new one and update HOSTING_TOKEN before then',
    other: '{kind} expires {date} (in {count} days); create a new one and update HOSTING_TOKEN before then',
  },
  'doctor.token.facts': '{kind}, {scopes}',
  'doctor.token.noExpiry': '{kind}, {scopes}, no expiry reported',
  'doctor.token.personalWarning':
    'a personal token (zhp_…) gets no events or installations; use a bot token (zhb_…)',

  'doctor.installations.cannotList': 'cannot list them: {problem}',
  'doctor.installations.none': 'the bot is installed on no server; ask a server owner to install it',
  'doctor.installations.unlinked': '{server} is installed but linked to no channel; link it with {command}',
  'doctor.links.none': 'no server is linked yet; an admin can use {command}',
  'doctor.servers.installed': 'installed, every scope the commands need is granted, subscribed to {events}',
  'doctor.servers.notInstalled':
    'the bot is not installed on it: its commands are refused and no alerts come; ask the server owner to install the bot',
  'doctor.servers.inactive':
    "the bot's installation is {status}, not active; ask the server owner to look at it in the provider's panel",
  'doctor.servers.unknownState':
    "the bot's installation is in an unknown state, not active; ask the server owner to look at it in the provider's panel",
  'doctor.servers.unsubscribed':
    "alerts for {name} will never arrive: subscribe the installation to {events} in the provider's panel",
  'doctor.servers.scopes':
    "not granted {scopes}; the commands needing them are refused there. Ask the server owner to add them to the bot's installation",

  'doctor.link.channelId': 'channel {id}',
  'doctor.link.gone': '{channel} no longer exists; {unlink} it or {link} another channel',
  'doctor.link.lacks': "{channel}: the bot lacks {permissions}; grant them in the channel's permissions",
  'doctor.link.broken':
    '{channel}: alerts stopped, the link is broken ({reason}); once the channel is fixed, run {command} again',
  'doctor.link.refusedMessage': 'Discord refused a message',
  'doctor.link.inactive':
    '{channel}: the link is inactive, the bot was uninstalled from the server; alerts resume when it is installed again',
  'doctor.link.filterClosed':
    "{channel}: its {filter} filter ({values}) matches none of the values seen in this server's events ({seen}), so nothing is posted there; change it with {command}",
  'doctor.link.noRecovery':
    "{channel}: the bot lacks {permission}; alerts arrive, but one posted just as hostcord stopped abruptly may be posted twice when it starts again minutes later; grant it in the channel's permissions",
  'doctor.link.ok': '{channel}: the bot can post alerts',

  'doctor.boards.broken':
    "the board in <#{channel}> is broken: {reason}; fix the channel's permissions, then run {command} there again",
  'doctor.boards.refused': 'Discord refused the channel',
  'doctor.boards.ok': 'the board in <#{channel}> is kept up to date',
  'doctor.budget.fits':
    'servers on boards: {servers}; a refresh needs {need} provider calls of the {allowed} that PROVIDER_CALLS_PER_SECOND allows in BOARD_REFRESH_SECONDS',
  'doctor.budget.stretches':
    'servers on boards: {servers}; a refresh needs {need} provider calls, more than the {allowed} that PROVIDER_CALLS_PER_SECOND allows in BOARD_REFRESH_SECONDS ({promised} s): reading them takes {seconds} s. Raise PROVIDER_CALLS_PER_SECOND to what your provider allows, or BOARD_REFRESH_SECONDS',
} as const satisfies Record<string, Message>;
