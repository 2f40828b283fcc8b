/**
 * What one community may hold at once, and how often a member may ask for what is free to ask but
 * costs hostcord (README, "Limits per community"). The values are far above what a real community
 * uses and low enough that an abusive one hits them at once, so that no community can spend what
 * the others need: storage, the provider's rate limit, Discord's 50 requests per second. Each count
 * is checked inside the transaction of the write it guards (on PostgreSQL after a lock per guild or
 * member), so two requests at once never pass it together.
 */
export const LIMITS = {
  /** Status boards in one Discord server (each costs Discord requests every refresh and event). */
  boardsPerGuild: 5,
  /** Schedules of one game server made in one Discord server. */
  schedulesPerServer: 5,
  /** Schedules in one Discord server, all its game servers together. */
  schedulesPerGuild: 25,
  /** `/restart in:` questions a member has open (asked, not yet answered, not expired). */
  draftsPerMember: 3,
  /** Ownership codes (`/link` in an untrusted Discord server) open at once. */
  proofCodesPerMember: 3,
  proofCodesPerGuild: 10,
  /** Share codes (`/share`) open at once, not yet redeemed nor expired. */
  shareCodesPerMember: 5,
  shareCodesPerGuild: 10,
  /** Between two codes of one member (either kind), in ms. */
  codeCooldownMs: 10_000,
  /** Between two `/history` charts of one member, in ms. */
  historyCooldownMs: 3_000,
  /** Between two changes of one Discord server's language (`/language locale:`): each re-renders its boards. */
  languageCooldownMs: 30_000,
} as const;

export type LimitName = Exclude<keyof typeof LIMITS, `${string}Ms`>;
export type CooldownName = Extract<keyof typeof LIMITS, `${string}Ms`>;

/**
 * A request refused by one of the limits: thrown inside the transaction, so nothing of it is
 * stored. `retryAfterMs` says how long a cooldown still runs.
 */
export class LimitReached extends Error {
  override readonly name = 'LimitReached';
  constructor(
    readonly limit: LimitName | CooldownName,
    readonly retryAfterMs = 0,
  ) {
    super(`limit reached: ${limit}`);
  }
}
