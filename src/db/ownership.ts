import { createClaims } from './claims.js';
import { createCodes } from './codes.js';
import { createLinks, NotPermittedError } from './links.js';
import type { Db } from './open.js';

/**
 * The steps that turn a one-time code into a claim or a share, each in one transaction with the
 * code's use and the link: a code is never spent without its effect, nor the effect had twice.
 */
export function createOwnership(db: Db, now: () => number = Date.now) {
  const links = createLinks(db);
  const claims = createClaims(db);
  const codes = createCodes(db, now);

  return {
    /** A proof code found in the server's name: the guild claims the server, unless one beat it to it. */
    claimByProof(input: {
      hash: string;
      serverId: string;
      guildId: string;
      channelId: string;
      userId: string;
    }): 'claimed' | 'used' | 'taken' {
      return db.transaction(() => {
        if (claims.ownerOf(input.serverId)) return 'taken';
        if (!codes.consume(input.hash)) return 'used';
        links.link({
          guildId: input.guildId,
          channelId: input.channelId,
          serverId: input.serverId,
          createdBy: input.userId,
          claim: 'proof',
        });
        return 'claimed';
      });
    },

    /**
     * A share code redeemed in another guild: the share and the guild's link, while the guild that
     * made the code still owns the server.
     */
    linkByShare(input: {
      hash: string;
      serverId: string;
      ownerGuildId: string;
      sharedBy: string;
      guildId: string;
      channelId: string;
      userId: string;
    }): 'linked' | 'used' | 'void' {
      try {
        return db.transaction(() => {
          if (claims.ownerOf(input.serverId)?.guildId !== input.ownerGuildId) return 'void';
          if (!codes.consume(input.hash)) return 'used';
          claims.share({
            serverId: input.serverId,
            ownerGuildId: input.ownerGuildId,
            guildId: input.guildId,
            createdBy: input.sharedBy,
          });
          links.link({
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

export type Ownership = ReturnType<typeof createOwnership>;
