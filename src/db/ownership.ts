import { ownerOfIn, shareIn } from './claims.js';
import { consumeIn } from './codes.js';
import { type LinkInput, linkIn, NotPermittedError } from './links.js';
import type { Executor, Tables, Unit } from './sql.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

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

/** The link a code's use makes: the server in the channel where its member used it. */
function linkAsked(input: ProofClaimInput | ShareLinkInput): LinkInput {
  const { guildId, channelId, serverId, userId } = input;
  return { guildId, channelId, serverId, createdBy: userId };
}

function* claimByProofIn(
  db: Executor,
  t: Tables,
  input: ProofClaimInput,
  at: number,
): Unit<'claimed' | 'used' | 'taken'> {
  if (yield* ownerOfIn(db, t, input.serverId)) return 'taken';
  if (!(yield* consumeIn(db, t, input.hash, at))) return 'used';
  yield* linkIn(db, t, { ...linkAsked(input), claim: 'proof' });
  return 'claimed';
}

function* linkByShareIn(
  db: Executor,
  t: Tables,
  input: ShareLinkInput,
  at: number,
): Unit<'linked' | 'used' | 'void'> {
  if ((yield* ownerOfIn(db, t, input.serverId))?.guildId !== input.ownerGuildId) return 'void';
  if (!(yield* consumeIn(db, t, input.hash, at))) return 'used';
  yield* shareIn(db, t, {
    serverId: input.serverId,
    ownerGuildId: input.ownerGuildId,
    guildId: input.guildId,
    createdBy: input.sharedBy,
  });
  yield* linkIn(db, t, linkAsked(input));
  return 'linked';
}

/**
 * Each step one transaction. Races are decided by constraints: a code's conditional update lets one
 * use through, the claims' primary key one claim; the loser's transaction rolls back, its code
 * unspent.
 */
export function createOwnership(database: SqlOrDb, now: () => number = Date.now): Ownership {
  const store = sqlOf(database);
  const { t } = store;
  /** A unit that lost a race to another guild's claim (`NotPermittedError`) answers `lost`. */
  const orLost = async <T>(unit: Promise<T>, lost: T): Promise<T> => {
    try {
      return await unit;
    } catch (err) {
      if (err instanceof NotPermittedError) return lost;
      throw err;
    }
  };
  return {
    // Lost: another guild's claim committed between the owner check and this one's insert.
    claimByProof: (input) =>
      orLost(
        store.transaction((tx) => claimByProofIn(tx, t, input, now())),
        'taken',
      ),
    linkByShare: (input) =>
      orLost(
        store.transaction((tx) => linkByShareIn(tx, t, input, now())),
        'void',
      ),
  };
}
