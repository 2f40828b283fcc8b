import { DiscordAPIError, RESTJSONErrorCodes, Team, TeamMemberMembershipState } from 'discord.js';
import { text } from '../i18n/catalogue.js';
import type { Logger } from '../logger.js';
import type { DiscordView } from './ports.js';
import { UserError } from './user-error.js';

/** Answers (trusted or not) and the application's owners are kept this long. */
const TTL_MS = 10 * 60_000;

/** Said when Discord could not be asked: nothing is claimed on a guess. */
export const TRUST_UNKNOWN = text('links.trustUnknown');

/** Logged at start as a short line with its details as fields; the doctor says it in full. */
export const PUBLIC_BOT = {
  message: 'the bot is public and ALLOWED_GUILD_IDS is unset: anyone can add it to their Discord server',
  risk: 'they reach no game server without proving control of it or a share code',
  fix: 'turn off "Public Bot" in the Discord Developer Portal (Bot page), or set ALLOWED_GUILD_IDS to the Discord servers you serve',
} as const;

export interface TrustDeps {
  client: Pick<DiscordView, 'guilds' | 'application'>;
  allowedGuildIds?: string[] | undefined;
  log: Logger;
  now?: () => number;
  ttlMs?: number;
}

/** The application as last read: its owners (the team's accepted members) and whether it is public. */
interface Application {
  ownerIds: string[];
  botPublic: boolean | null;
  at: number;
}

interface TrustState {
  readonly deps: TrustDeps;
  readonly now: () => number;
  readonly ttl: number;
  readonly allowed: Set<string> | undefined;
  /** Each guild's last answer, kept `ttl`. */
  readonly answers: Map<string, { trusted: boolean; at: number }>;
  /** Lookups under way: presses of one guild at the same moment share one. */
  readonly asking: Map<string, Promise<boolean>>;
  app: Application | undefined;
}

/**
 * Which guilds may claim an unclaimed server without proof: those in ALLOWED_GUILD_IDS, or, when
 * that is unset, those where the application's owner (or an accepted member of its team) is a
 * member. Membership is one REST lookup per person (no privileged intent needed); answers are
 * cached. Any failure is "not known", never "trusted".
 */
export function createTrust(deps: TrustDeps) {
  const state: TrustState = {
    deps,
    now: deps.now ?? Date.now,
    ttl: deps.ttlMs ?? TTL_MS,
    allowed: deps.allowedGuildIds && new Set(deps.allowedGuildIds),
    answers: new Map(),
    asking: new Map(),
    app: undefined,
  };
  return {
    check: (guildId: string): Promise<boolean> => check(state, guildId),
    checkQuickly: (guildId: string, waitMs: number): Promise<boolean> => checkQuickly(state, guildId, waitMs),
    /** Whether anyone can add the bot to their own guild (Developer Portal → Bot → Public Bot). */
    isPublic: async (): Promise<boolean | null> => (await application(state)).botPublic,
  };
}

async function application(state: TrustState): Promise<Application> {
  const { now } = state;
  if (state.app && now() - state.app.at < state.ttl) return state.app;
  const fetched = await state.deps.client.application!.fetch();
  const owner = fetched.owner;
  const ownerIds =
    owner instanceof Team
      ? owner.members.filter((m) => m.membershipState === TeamMemberMembershipState.Accepted).map((m) => m.id)
      : owner
        ? [owner.id]
        : [];
  state.app = { ownerIds, botPublic: fetched.botPublic, at: now() };
  return state.app;
}

async function isMember(state: TrustState, guildId: string, userId: string): Promise<boolean> {
  const guild = state.deps.client.guilds.cache.get(guildId);
  if (!guild) return false;
  try {
    await guild.members.fetch({ user: userId, force: true, cache: false });
    return true;
  } catch (err) {
    const code = err instanceof DiscordAPIError ? err.code : undefined;
    if (code === RESTJSONErrorCodes.UnknownMember || code === RESTJSONErrorCodes.UnknownUser) return false;
    throw err;
  }
}

async function lookUp(state: TrustState, guildId: string): Promise<boolean> {
  for (const userId of (await application(state)).ownerIds) {
    if (await isMember(state, guildId, userId)) return true;
  }
  return false;
}

/** Whether the guild is trusted; throws a `UserError` when Discord could not tell. */
async function check(state: TrustState, guildId: string): Promise<boolean> {
  const { allowed, answers, asking, now } = state;
  if (allowed) return allowed.has(guildId);
  const cached = answers.get(guildId);
  if (cached && now() - cached.at < state.ttl) return cached.trusted;
  let pending = asking.get(guildId);
  if (!pending) {
    pending = lookUp(state, guildId).finally(() => asking.delete(guildId));
    asking.set(guildId, pending);
  }
  try {
    const trusted = await pending;
    answers.set(guildId, { trusted, at: now() });
    return trusted;
  } catch (err) {
    state.deps.log.warn(
      { err, guildId },
      'could not check whether a guild is trusted; treated as not trusted',
    );
    throw new UserError(TRUST_UNKNOWN);
  }
}

/**
 * For answers that must come at once (autocomplete, lists): the answer within `waitMs`, else
 * (or on any failure) false, while the lookup goes on and fills the cache.
 */
async function checkQuickly(state: TrustState, guildId: string, waitMs: number): Promise<boolean> {
  const answer = check(state, guildId).catch(() => false);
  const late = new Promise<boolean>((resolve) => setTimeout(resolve, waitMs, false).unref());
  return Promise.race([answer, late]);
}

export type Trust = ReturnType<typeof createTrust>;
