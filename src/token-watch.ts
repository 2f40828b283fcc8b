import type { Kv } from './db/kv.js';
import type { Links } from './db/links.js';
import { readIdentity } from './doctor/identity.js';
import { HostingApiError, type HostingClient } from './hosting/index.js';
import type { Logger } from './logger.js';

const DAY_MS = 86_400_000;
/** Warn this long before HOSTING_TOKEN expires: time enough for an admin to make a new one. */
const WARN_DAYS = 7;

export interface TokenWatchDeps {
  hosting: Pick<HostingClient, 'me'>;
  links: Pick<Links, 'firstChannelPerGuild'>;
  kv: Kv;
  /** Posts a plain notice into a channel. */
  post: (channelId: string, content: string) => Promise<unknown>;
  log: Logger;
  now?: () => Date;
  intervalMs?: number;
}

/**
 * Once a day: when the provider token expires within 7 days, say so in the log, and once per token
 * in the first linked channel of each guild (an expired token silently stops every command and alert).
 */
export function createTokenWatch(deps: TokenWatchDeps) {
  const now = deps.now ?? (() => new Date());
  let timer: NodeJS.Timeout | undefined;

  async function check(): Promise<void> {
    let expiresAt: Date | undefined;
    try {
      expiresAt = readIdentity(await deps.hosting.me()).expiresAt;
    } catch (err) {
      deps.log.warn(
        { err },
        err instanceof HostingApiError && err.status === 401
          ? 'token expiry check: the provider refused HOSTING_TOKEN; create a new bot token (zhb_…) and set HOSTING_TOKEN'
          : 'token expiry check: could not read the token identity',
      );
      return;
    }
    if (!expiresAt) return;
    const days = Math.floor((expiresAt.getTime() - now().getTime()) / DAY_MS);
    if (days >= WARN_DAYS) return;
    const when = expiresAt.toISOString().slice(0, 10);
    deps.log.warn(
      { expiresAt: expiresAt.toISOString(), days },
      'HOSTING_TOKEN expires soon: create a new bot token',
    );
    const key = `token.expiry.notified:${expiresAt.toISOString()}`;
    if (await deps.kv.get(key)) return;
    const content =
      days < 0
        ? `⚠️ hostcord's provider token expired on ${when}: commands and alerts have stopped. An admin of the bot must create a new bot token and set HOSTING_TOKEN.`
        : `⚠️ hostcord's provider token expires on ${when} (in ${days} day${days === 1 ? '' : 's'}). An admin of the bot should create a new bot token and set HOSTING_TOKEN before then, or commands and alerts will stop.`;
    for (const { guildId, channelId } of await deps.links.firstChannelPerGuild()) {
      await deps
        .post(channelId, content)
        .catch((err: unknown) => deps.log.warn({ err, guildId }, 'could not post the token notice'));
    }
    await deps.kv.set(key, now().toISOString());
  }

  return {
    check,
    start(): void {
      // A database that fails the notice's bookkeeping is logged; the next check tries again.
      const run = () =>
        void check().catch((err: unknown) => deps.log.error({ err }, 'token expiry check failed'));
      run();
      timer = setInterval(run, deps.intervalMs ?? DAY_MS);
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
    },
  };
}
