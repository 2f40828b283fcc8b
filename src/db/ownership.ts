import { ownerOfIn, shareIn } from './claims.js';
import { consumeIn } from './codes.js';
import { linkIn, NotPermittedError } from './links.js';
import type { Db } from './open.js';

export interface ProofClaimInput {
  hash: string;
  serverId: string;
  guildId: string;
  channelId: string;
  userId: string;
}

export interface ShareLinkInput {
  hash: string;
  serverId: string;
  ownerGuildId: string;
  sharedBy: string;
  guildId: string;
  channelId: string;
  userId: string;
}

/**
 * The steps that turn a one-time code into a claim or a share, on either database (src/db/README.md,
 * 1.), each in one transaction with the code's use and the link: a code is never spent without its
 * effect, nor the effect had twice.
 */
export interface Ownership {
  /**
   * A proof code found in the server's name: the guild claims the server, unless one beat it to it
   * (`taken`; on PostgreSQL also when another guild's claim commits while this one runs).
   */
  claimByProof(input: ProofClaimInput): Promise<'claimed' | 'used' | 'taken'>;
  /**
   * A share code redeemed in another guild: the share and the guild's link, while the guild that
   * made the code still owns the server. Of two uses of one code at once, one links.
   */
  linkByShare(input: ShareLinkInput): Promise<'linked' | 'used' | 'void'>;
}

/** The SQLite repository: each step one synchronous transaction. */
export function createOwnership(db: Db, now: () => number = Date.now): Ownership {
  return {
    async claimByProof(input) {
      try {
        return db.transaction((tx) => {
          if (ownerOfIn(tx, input.serverId)) return 'taken';
          if (!consumeIn(tx, input.hash, now())) return 'used';
          linkIn(tx, {
            guildId: input.guildId,
            channelId: input.channelId,
            serverId: input.serverId,
            createdBy: input.userId,
            claim: 'proof',
          });
          return 'claimed';
        });
      } catch (err) {
        if (err instanceof NotPermittedError) return 'taken';
        throw err;
      }
    },

    async linkByShare(input) {
      try {
        return db.transaction((tx) => {
          if (ownerOfIn(tx, input.serverId)?.guildId !== input.ownerGuildId) return 'void';
          if (!consumeIn(tx, input.hash, now())) return 'used';
          shareIn(tx, {
            serverId: input.serverId,
            ownerGuildId: input.ownerGuildId,
            guildId: input.guildId,
            createdBy: input.sharedBy,
          });
          linkIn(tx, {
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
