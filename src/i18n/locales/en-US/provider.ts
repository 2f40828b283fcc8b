import type { Message } from '../../message.js';

/** The provider's errors and state values as members read them. */
export const provider = {
  'provider.rateLimited': {
    one: 'The hosting provider is limiting how often the bot may call it. Try again in {count} second.',
    other: 'The hosting provider is limiting how often the bot may call it. Try again in {count} seconds.',
  },
  'provider.rateLimitedMoment':
    'The hosting provider is limiting how often the bot may call it. Try again in a moment.',
  'provider.scope':
    "The server owner has not granted this bot the {scope} permission. Ask the server owner to add it to the bot's installation.",
  'provider.scopeUnnamed':
    "The server owner has not granted this bot a permission this action needs. Ask the server owner to add it to the bot's installation.",
  'provider.invalid': 'The hosting provider rejected the request as invalid.',
  'provider.invalidWithId': 'The hosting provider rejected the request as invalid. (request id {requestId})',
  'provider.invalidFields': 'The hosting provider rejected the request as invalid: {fields}.',
  'provider.invalidFieldsWithId':
    'The hosting provider rejected the request as invalid: {fields}. (request id {requestId})',
  'provider.moreFields': 'and {count} more',
  'provider.tokenRefusedSince':
    "The hosting provider refuses hostcord's token since {since}, so no game server can be read or controlled. A bot admin must set a valid token in HOSTING_TOKEN and restart hostcord.",
  'provider.tokenInvalid':
    "The hosting provider refuses hostcord's token (invalid, expired or revoked), so no game server can be read or controlled. A bot admin must set a valid token in HOSTING_TOKEN and restart hostcord.",
  'provider.forbidden':
    'The hosting provider does not let the bot do this on that server: the account that installed the bot has no access to the server, or the action needs a bot token. Ask the server owner to check the installation.',
  'provider.notFound':
    'The bot cannot see that server or item: it does not exist, or the bot is not installed on that server. Check the server, or ask its owner to install the bot on it.',
  'provider.serverNotReady':
    "The server cannot do that right now: it is still being installed, or it is suspended. Try again once it is ready, or check it in the provider's panel.",
  'provider.conflict':
    'The server is busy with something that conflicts with this action. Wait a moment and try again.',
  'provider.conflictCode':
    'The server is busy with something that conflicts with this action. Wait a moment and try again. (code {code})',
  'provider.capacity':
    'The hosting provider has no free capacity for this server right now. Try again later.',
  'provider.startBlocked':
    "The hosting provider is not allowing this server to start right now. Check the server in the provider's panel.",
  'provider.idempotencyInProgress':
    'The same request is still being processed. Wait a few seconds and check the result before trying again.',
  'provider.idempotencyKeyReused':
    'This button or command was already used for a different request. Run the command again.',
  'provider.internal':
    "The hosting provider had an internal error. Try again; if it keeps happening, contact the provider's support.",
  'provider.internalWithId':
    "The hosting provider had an internal error. Try again; if it keeps happening, contact the provider's support and quote request id {requestId}.",
  'provider.refused':
    'The hosting provider refused the request (code {code}). If it keeps happening, tell a bot admin.',
  'provider.refusedWithId':
    'The hosting provider refused the request (code {code}, request id {requestId}). If it keeps happening, tell a bot admin.',
  'provider.timedOut':
    'The hosting provider did not answer in time. The action may still happen: check the server before you try again.',
  'provider.aborted': 'The request to the hosting provider was cancelled before it finished.',
  'provider.unreachable':
    'The bot could not reach the hosting provider. Try again in a minute; if it keeps happening, tell a bot admin.',
  'provider.notSent': 'That was not sent to the hosting provider: {reason}',
  'provider.badAnswer': 'The hosting provider sent an answer the bot did not understand. Tell a bot admin.',
  'provider.badAnswerWithId':
    'The hosting provider sent an answer the bot did not understand (request id {requestId}). Tell a bot admin.',
  'provider.failed':
    'Something went wrong while talking to the hosting provider. Try again; if it keeps happening, tell a bot admin.',

  'provider.check.limit': '{field} must be a whole number from 1 to 100.',
  'provider.check.idempotencyKey':
    'the idempotency key must be 1 to 128 visible ASCII characters without spaces.',
  'provider.check.id': '{field} must be a non-empty id.',
  'provider.check.signal': 'the power signal must be one of {signals}.',
  'provider.check.killAfterStopOnly': '{field} applies only to the stop signal.',
  'provider.check.killAfterRange': '{field} must be a whole number from 10 to 600.',
  'provider.check.command': 'the console command must be 1 to 1024 characters long.',

  'provider.install.personalToken':
    "⚠️ hostcord's token is a personal token (zhp_…): the provider sends it no events, so no real alert will arrive. The operator puts a bot token (zhb_…) in HOSTING_TOKEN.",
  'provider.install.unchecked':
    "⚠️ The bot's installation on this server could not be read from the provider just now, so whether its alerts will arrive is not known: `{command}` checks it.",
  'provider.install.missing':
    '⚠️ The bot is not installed on this server at the provider: its commands are refused and no alert will come. Ask the server owner to install the bot.',
  'provider.install.inactive':
    "⚠️ The bot's installation on this server is {status}, not active: no alert will come until it is. Ask the server owner to look at it in the provider's panel.",
  'provider.install.unsubscribed':
    "⚠️ The bot's installation is not subscribed to {events}, so no real alert will ever arrive. Ask the server owner to subscribe it to {events} in the provider's panel.",
  'provider.install.scope':
    "⚠️ The bot's installation lacks {scopes}: the commands that need it are refused for this server. Ask the server owner to grant it to the bot's installation.",
  'provider.install.scopes':
    "⚠️ The bot's installation lacks {scopes}: the commands that need them are refused for this server. Ask the server owner to grant them to the bot's installation.",

  'provider.state.running': 'running',
  'provider.state.online': 'online',
  'provider.state.started': 'started',
  'provider.state.starting': 'starting',
  'provider.state.restarting': 'restarting',
  'provider.state.booting': 'booting',
  'provider.state.installing': 'installing',
  'provider.state.installed': 'installed',
  'provider.state.stopping': 'stopping',
  'provider.state.stopped': 'stopped',
  'provider.state.offline': 'offline',
  'provider.state.crashed': 'crashed',
  'provider.state.error': 'error',
  'provider.state.exited': 'exited',
  'provider.state.killed': 'killed',
  'provider.state.active': 'active',
  'provider.state.suspended': 'suspended',
} as const satisfies Record<string, Message>;
