import { ownerOfPg, sharePg } from './claims-postgres.js';
import { consumePg } from './codes-postgres.js';
import { NotPermittedError } from './links.js';
import { linkPg } from './links-postgres.js';
import type { Ownership } from './ownership.js';
import type { PgDb } from './postgres.js';

/**
 * The PostgreSQL twin of `createOwnership` (ownership.ts): each step one transaction whose helpers
 * take it. Races are decided by constraints: a code's conditional update lets one use through, the
 * claims' primary key one claim; the loser's transaction rolls back, its code unspent.
 */
export function createPostgresOwnership(db: PgDb, now: () => number = Date.now): Ownership {
  return {
    async claimByProof(input) {
      try {
        return await db.transaction(async (tx) => {
          if (await ownerOfPg(tx, input.serverId)) return 'taken';
          if (!(await consumePg(tx, input.hash, now()))) return 'used';
          await linkPg(tx, {
            guildId: input.guildId,
            channelId: input.channelId,
            serverId: input.serverId,
            createdBy: input.userId,
            claim: 'proof',
          });
          return 'claimed';
        });
      } catch (err) {
        // Another guild's claim committed between the owner check and this one's insert.
        if (err instanceof NotPermittedError) return 'taken';
        throw err;
      }
    },

    async linkByShare(input) {
      try {
        return await db.transaction(async (tx) => {
          if ((await ownerOfPg(tx, input.serverId))?.guildId !== input.ownerGuildId) return 'void';
          if (!(await consumePg(tx, input.hash, now()))) return 'used';
          await sharePg(tx, {
            serverId: input.serverId,
            ownerGuildId: input.ownerGuildId,
            guildId: input.guildId,
            createdBy: input.sharedBy,
          });
          await linkPg(tx, {
            guildId: input.guildId,
            channelId: input.channelId,
            serverId: input.serverId,
            createdBy: input.userId,
          });
          return 'linked';
        });
      } catch (err) {
        if (err instanceof NotPermittedError) return 'void';
        throw err;
      }
    },
  };
}
