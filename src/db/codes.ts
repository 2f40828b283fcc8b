import { createHash, randomInt } from 'node:crypto';
import { and, eq, gt, isNull, lt } from 'drizzle-orm';
import type { Executor } from './claims.js';
import type { Db } from './open.js';
import { oneTimeCodes } from './schema.js';

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

/** One-time codes, stored hashed: the plaintext exists only in the answer to the member who asked. */
export function createCodes(db: Db, now: () => number = Date.now) {
  return {
    /**
     * A new code. A new proof code replaces the member's earlier ones for the same server and guild,
     * so only the code on the newest message works.
     */
    issue(input: {
      kind: CodeKind;
      serverId: string;
      guildId: string;
      /** The member a proof code is bound to; share codes are for whoever receives them. */
      userId: string | null;
      createdBy: string;
    }): { code: string; expiresAt: number } {
      const at = now();
      const expiresAt = at + (input.kind === 'proof' ? PROOF_CODE_TTL_MS : SHARE_CODE_TTL_MS);
      const code = randomCode(input.kind === 'proof' ? PROOF : SHARE);
      db.transaction((tx) => {
        tx.delete(oneTimeCodes)
          .where(lt(oneTimeCodes.expiresAt, at - KEEP_MS))
          .run();
        if (input.kind === 'proof' && input.userId) {
          tx.update(oneTimeCodes)
            .set({ expiresAt: at })
            .where(
              and(
                eq(oneTimeCodes.kind, 'proof'),
                eq(oneTimeCodes.serverId, input.serverId),
                eq(oneTimeCodes.guildId, input.guildId),
                eq(oneTimeCodes.userId, input.userId),
                gt(oneTimeCodes.expiresAt, at),
              ),
            )
            .run();
        }
        tx.insert(oneTimeCodes)
          .values({ ...input, hash: hashCode(code), createdAt: at, expiresAt })
          .run();
      });
      return { code, expiresAt };
    },

    /** The stored code a member typed, whatever its state (callers say why it cannot be used). */
    find(code: string): CodeRow | undefined {
      return db
        .select()
        .from(oneTimeCodes)
        .where(eq(oneTimeCodes.hash, hashCode(code)))
        .get();
    },

    /** The member's proof codes for this server and guild that still work (normally one). */
    activeProof(serverId: string, guildId: string, userId: string): CodeRow[] {
      return db
        .select()
        .from(oneTimeCodes)
        .where(
          and(
            eq(oneTimeCodes.kind, 'proof'),
            eq(oneTimeCodes.serverId, serverId),
            eq(oneTimeCodes.guildId, guildId),
            eq(oneTimeCodes.userId, userId),
            isNull(oneTimeCodes.usedAt),
            gt(oneTimeCodes.expiresAt, now()),
          ),
        )
        .all();
    },

    /** Uses a code once: true for the one caller that got it, false if used or expired meanwhile. */
    consume(hash: string, tx: Executor = db): boolean {
      const at = now();
      return (
        tx
          .update(oneTimeCodes)
          .set({ usedAt: at })
          .where(
            and(eq(oneTimeCodes.hash, hash), isNull(oneTimeCodes.usedAt), gt(oneTimeCodes.expiresAt, at)),
          )
          .run().changes > 0
      );
    },

    isExpired: (row: CodeRow): boolean => row.expiresAt <= now(),
  };
}

export type Codes = ReturnType<typeof createCodes>;
