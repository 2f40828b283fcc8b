import {
  ALERT_EVENTS,
  HostingApiError,
  type HostingClient,
  type InstallationProblem,
  installationOf,
  installationProblems,
} from '../hosting/index.js';
import { code } from './format.js';

/** `GET /installations` answers a personal token 403 (spec, endpoint 12): it gets no events either. */
const PERSONAL_TOKEN =
  "⚠️ hostcord's token is a personal token (zhp_…): the provider sends it no events, so no real alert will arrive. The operator puts a bot token (zhb_…) in HOSTING_TOKEN.";

const UNCHECKED =
  "⚠️ The bot's installation on this server could not be read from the provider just now, so whether its alerts will arrive is not known: `/doctor` checks it.";

function warningFor(problem: InstallationProblem): string {
  switch (problem.kind) {
    case 'missing':
      return '⚠️ The bot is not installed on this server at the provider: its commands are refused and no alert will come. Ask the server owner to install the bot.';
    case 'inactive':
      return `⚠️ The bot's installation on this server is ${code(problem.status, 40)}, not active: no alert will come until it is. Ask the server owner to look at it in the provider's panel.`;
    case 'unsubscribed':
      return `⚠️ The bot's installation is not subscribed to \`${ALERT_EVENTS}\`, so no real alert will ever arrive. Ask the server owner to subscribe it to \`${ALERT_EVENTS}\` in the provider's panel.`;
    case 'scopes': {
      const them = problem.missing.length === 1 ? 'it' : 'them';
      return `⚠️ The bot's installation lacks ${problem.missing.map((s) => code(s, 40)).join(', ')}: the commands that need ${them} are refused for this server. Ask the server owner to grant ${them} to the bot's installation.`;
    }
    default:
      return problem satisfies never;
  }
}

/**
 * What a reply about a server warns of before the first real alert would show it: the bot's
 * installation as the provider has it now (missing, not active, not subscribed to
 * `server.activity`, lacking any of `scopes`), each with its fix. Never throws: an installation
 * that cannot be read is said to be unchecked.
 */
export async function installationWarnings(
  hosting: Pick<HostingClient, 'iterate'>,
  serverId: string,
  scopes: readonly string[],
): Promise<string[]> {
  try {
    return installationProblems(await installationOf(hosting, serverId), scopes).map(warningFor);
  } catch (err) {
    return [err instanceof HostingApiError && err.status === 403 ? PERSONAL_TOKEN : UNCHECKED];
  }
}
