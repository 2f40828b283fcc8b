import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, max, type SQL } from 'drizzle-orm';
import { LIMITS, type LimitName, LimitReached } from '../limits.js';
import type { oneTimeCodes } from './schema.js';
import type { oneTimeCodes as pgOneTimeCodes } from './schema-postgres.js';
import { type Executor, get, lock, run, type Tables, type Unit } from './sql.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

export type CodeKind = 'proof' | 'share';
export type CodeRow = typeof oneTimeCodes.$inferSelect;

/** A proof code is put into the server's name for a moment: short, and valid for 15 minutes. */
export const PROOF_CODE_TTL_MS = 15 * 60_000;
/** A share code travels from one guild's admin to another's: valid for a day. */
export const SHARE_CODE_TTL_MS = 24 * 60 * 60_000;
/** Expired and used codes are deleted this long after they stopped working. */
const KEEP_MS = 7 * 24 * 60 * 60_000;

// No 0/O, 1/I/L: codes are read off a screen and typed into a panel.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
/** `HC-` and 8 characters (~40 bits): guessing is useless, the code only proves who can rename. */
const PROOF = { prefix: 'HC-', groups: [8] };
/** `HCS-` and 16 characters (~79 bits): whoever holds it may link the server once. */
const SHARE = { prefix: 'HCS-', groups: [4, 4, 4, 4] };
/** Proof codes as they appear inside a server name (any case, any surrounding text). */
const PROOF_IN_TEXT = /HC-[2-9A-HJ-NP-Z]{8}/gi;

function randomCode({ prefix, groups }: { prefix: string; groups: number[] }): string {
  const group = (n: number) => Array.from({ length: n }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return prefix + groups.map(group).join('-');
}

/** Codes are compared by this hash only; case, spaces and stray quotes of a pasted code don't count. */
export function hashCode(code: string): string {
  const normal = code.toUpperCase().replace(/[^A-Z0-9-]/g, '');
  return createHash('sha256').update(normal).digest('hex');
}

/** The hashes of every proof code written in a text (a server's name). */
export function proofCodeHashesIn(text: string): string[] {
  return [...text.matchAll(PROOF_IN_TEXT)].map((m) => hashCode(m[0]));
}

export interface IssueInput {
  kind: CodeKind;
  serverId: string;
  guildId: string;
  /** The member a proof code is bound to; share codes are for whoever receives them. */
  userId: string | null;
  createdBy: string;
}

/**
 * One-time codes, stored hashed, on either database (src/db/README.md): the plaintext exists
 * only in the answer to the member who asked.
 */
export interface Codes {
  /**
   * A new code. A new proof code replaces (deletes) the member's earlier ones for the same server
   * and guild, so only the code on the newest message works. Throws `LimitReached` while the
   * member's last code is younger than `LIMITS.codeCooldownMs`, or when the member or the guild has
   * as many open codes of the kind as the limits allow.
   */
  issue(input: IssueInput): Promise<{ code: string; expiresAt: number }>;
  /** The stored code a member typed, whatever its state (callers say why it cannot be used). */
  find(code: string): Promise<CodeRow | undefined>;
  /** The member's proof codes for this server and guild that still work (normally one). */
  activeProof(serverId: string, guildId: string, userId: string): Promise<CodeRow[]>;
  /** Uses a code once: true for the one caller that got it, false if used or expired meanwhile. */
  consume(hash: string): Promise<boolean>;
  isExpired(row: CodeRow): boolean;
}

/** A new code of the input's kind, with when it stops working. */
export function newCode(input: IssueInput, at: number): { code: string; expiresAt: number } {
  const expiresAt = at + (input.kind === 'proof' ? PROOF_CODE_TTL_MS : SHARE_CODE_TTL_MS);
  return { code: randomCode(input.kind === 'proof' ? PROOF : SHARE), expiresAt };
}

type CodeTable = typeof oneTimeCodes | typeof pgOneTimeCodes;

/** The member's earlier live proof codes for the same server and guild: replaced by a new one. */
export function supersededBy(t: CodeTable, input: IssueInput, at: number): SQL | undefined {
  return and(
    eq(t.kind, 'proof'),
    eq(t.serverId, input.serverId),
    eq(t.guildId, input.guildId),
    eq(t.userId, input.userId ?? ''),
    isNull(t.usedAt),
    gt(t.expiresAt, at),
  );
}

/** The codes this member made in this guild: the newest one's time decides the cooldown. */
export function ofMember(t: CodeTable, input: IssueInput): SQL | undefined {
  return and(eq(t.guildId, input.guildId), eq(t.createdBy, input.createdBy));
}

/** Open codes of the input's kind in its guild: not used, not expired; `byMember` only the member's. */
export function openCodes(t: CodeTable, input: IssueInput, at: number, byMember: boolean): SQL | undefined {
  return and(
    eq(t.kind, input.kind),
    eq(t.guildId, input.guildId),
    byMember ? eq(t.createdBy, input.createdBy) : undefined,
    isNull(t.usedAt),
    gt(t.expiresAt, at),
  );
}

/**
 * Which limit a new code would pass (src/limits.ts), from the member's last code and the open
 * counts (read after superseded codes are gone); both databases.
 */
export function codeLimitOf(
  kind: CodeKind,
  at: number,
  figures: { lastAt: number | null | undefined; ofMember: number; inGuild: number },
): LimitReached | undefined {
  const left = figures.lastAt == null ? 0 : figures.lastAt + LIMITS.codeCooldownMs - at;
  if (left > 0) return new LimitReached('codeCooldownMs', left);
  const [perMember, perGuild]: [LimitName, LimitName] =
    kind === 'proof'
      ? ['proofCodesPerMember', 'proofCodesPerGuild']
      : ['shareCodesPerMember', 'shareCodesPerGuild'];
  if (figures.ofMember >= LIMITS[perMember]) return new LimitReached(perMember);
  if (figures.inGuild >= LIMITS[perGuild]) return new LimitReached(perGuild);
  return undefined;
}

/** Codes stopped working this long ago are deleted when a new one is issued. */
export function keepAfter(at: number): number {
  return at - KEEP_MS;
}

/**
 * Uses a code once inside the caller's transaction (ownership.ts): the update's condition decides,
 * so of two uses at once one changes the row (on PostgreSQL the second waits for the first's row
 * lock, then finds `used_at` set).
 */
export function* consumeIn(db: Executor, t: Tables, hash: string, at: number): Unit<boolean> {
  const codes = t.oneTimeCodes;
  const used = yield* run(
    db
      .update(codes)
      .set({ usedAt: at })
      .where(and(eq(codes.hash, hash), isNull(codes.usedAt), gt(codes.expiresAt, at))),
  );
  return used > 0;
}

/** A new code, after the limits are checked: see `Codes.issue`. */
function* issueIn(
  db: Executor,
  t: Tables,
  input: IssueInput,
  at: number,
  made: { code: string; expiresAt: number },
): Unit<void> {
  const codes = t.oneTimeCodes;
  yield* run(db.delete(codes).where(lt(codes.expiresAt, keepAfter(at))));
  // A guild's codes are counted and made one transaction at a time.
  yield* lock(`codes:${input.guildId}`);
  const last = yield* get(
    db
      .select({ at: max(codes.createdAt) })
      .from(codes)
      .where(ofMember(codes, input)),
  );
  if (input.kind === 'proof' && input.userId)
    yield* run(db.delete(codes).where(supersededBy(codes, input, at)));
  const counted = function* (byMember: boolean): Unit<number> {
    const row = yield* get(
      db
        .select({ n: count() })
        .from(codes)
        .where(openCodes(codes, input, at, byMember)),
    );
    return row?.n ?? 0;
  };
  const refused = codeLimitOf(input.kind, at, {
    lastAt: last?.at,
    ofMember: yield* counted(true),
    inGuild: yield* counted(false),
  });
  if (refused) throw refused;
  yield* run(
    db
      .insert(codes)
      .values({ ...input, hash: hashCode(made.code), createdAt: at, expiresAt: made.expiresAt }),
  );
}

export function createCodes(database: SqlOrDb, now: () => number = Date.now): Codes {
  const store = sqlOf(database);
  const { db, t } = store;
  const codes = t.oneTimeCodes;
  return {
    async issue(input) {
      const at = now();
      const made = newCode(input, at);
      await store.transaction((tx) => issueIn(tx, t, input, at, made));
      return made;
    },

    find: (code) =>
      store.get(
        db
          .select()
          .from(codes)
          .where(eq(codes.hash, hashCode(code))),
      ),

    activeProof: (serverId, guildId, userId) =>
      store.all(
        db
          .select()
          .from(codes)
          .where(
            and(
              eq(codes.kind, 'proof'),
              eq(codes.serverId, serverId),
              eq(codes.guildId, guildId),
              eq(codes.userId, userId),
              isNull(codes.usedAt),
              gt(codes.expiresAt, now()),
            ),
          ),
      ),

    consume: (hash) => store.steps((db) => consumeIn(db, t, hash, now())),

    isExpired: (row) => row.expiresAt <= now(),
  };
}
