import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Claims, createClaims } from '../../src/db/claims.js';
import {
  type Codes,
  createCodes,
  hashCode,
  PROOF_CODE_TTL_MS,
  proofCodeHashesIn,
  SHARE_CODE_TTL_MS,
} from '../../src/db/codes.js';
import { createLinks, type Links } from '../../src/db/links.js';
import { openDatabase } from '../../src/db/open.js';
import { createOwnership, type Ownership } from '../../src/db/ownership.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { openPostgres } from '../../src/db/postgres.js';
import { LIMITS } from '../../src/limits.js';
import { usePostgres } from '../support/postgres.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const postgres = usePostgres();

const S = 'aaaaaaaa-0000-4000-8000-000000000001';
const G = '100000000000000001';
const H = '100000000000000002';
const K = '100000000000000003';

interface Repositories {
  codes: Codes;
  ownership: Ownership;
  claims: Claims;
  links: Links;
}

interface Opened extends Repositories {
  /** Every stored code row, as JSON. */
  dump(): Promise<string>;
  /** The same database through another connection or pool (a second instance), on the same clock. */
  again(): Promise<Repositories>;
  advance(ms: number): number;
  now(): number;
}

interface Database {
  open(): Promise<Opened>;
  close(): Promise<void>;
}

function clock() {
  let at = 1_000_000;
  return { now: () => at, advance: (ms: number) => (at += ms) };
}

function sqlite(): Database {
  const handles: Array<ReturnType<typeof openDatabase>> = [];
  return {
    async open() {
      const path = join(tempDir(), `hostcord-${handles.length}.db`);
      const { now, advance } = clock();
      const repositories = (): Repositories & { handle: ReturnType<typeof openDatabase> } => {
        const handle = openDatabase(path);
        handles.push(handle);
        return {
          handle,
          codes: createCodes(handle.db, now),
          ownership: createOwnership(handle.db, now),
          claims: createClaims(handle.db),
          links: createLinks(handle.db),
        };
      };
      const { handle, ...first } = repositories();
      return {
        ...first,
        dump: async () => JSON.stringify(handle.sqlite.prepare('SELECT * FROM one_time_codes').all()),
        again: async () => repositories(),
        advance,
        now,
      };
    },
    async close() {
      for (const h of handles.splice(0)) h.close();
    },
  };
}

function postgresDb(): Database {
  const handles: Array<Awaited<ReturnType<typeof openPostgres>>> = [];
  return {
    async open() {
      const url = await postgres.createDatabase();
      const { now, advance } = clock();
      const repositories = async () => {
        const handle = await openPostgres(url);
        handles.push(handle);
        return {
          handle,
          codes: createCodes(postgresSql(handle.db), now),
          ownership: createOwnership(postgresSql(handle.db), now),
          claims: createClaims(postgresSql(handle.db)),
          links: createLinks(postgresSql(handle.db)),
        };
      };
      const { handle, ...first } = await repositories();
      return {
        ...first,
        dump: async () => JSON.stringify((await handle.pool.query('SELECT * FROM one_time_codes')).rows),
        again: async () => repositories(),
        advance,
        now,
      };
    },
    async close() {
      for (const h of handles.splice(0)) await h.close();
    },
  };
}

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', postgresDb],
])('one-time codes on %s', (_name, make) => {
  const database = make();
  afterAll(() => database.close());
  const open = () => database.open();

  it('stores only the hash: the database never holds a code that could be redeemed', async () => {
    const { codes, dump } = await open();
    const proof = await codes.issue({
      kind: 'proof',
      serverId: S,
      guildId: G,
      userId: 'u1',
      createdBy: 'u1',
    });
    const share = await codes.issue({
      kind: 'share',
      serverId: S,
      guildId: G,
      userId: null,
      createdBy: 'u2',
    });
    expect(proof.code).toMatch(/^HC-[2-9A-HJ-NP-Z]{8}$/);
    expect(share.code).toMatch(/^HCS-([2-9A-HJ-NP-Z]{4}-){3}[2-9A-HJ-NP-Z]{4}$/);
    const stored = await dump();
    for (const { code } of [proof, share]) {
      expect(stored).not.toContain(code);
      expect(stored).not.toContain(code.slice(3));
      expect(stored).toContain(hashCode(code));
    }
  });

  it('expires proof codes after 15 minutes and share codes after 24 hours', async () => {
    const { codes, advance, now } = await open();
    const proof = await codes.issue({
      kind: 'proof',
      serverId: S,
      guildId: G,
      userId: 'u1',
      createdBy: 'u1',
    });
    const share = await codes.issue({
      kind: 'share',
      serverId: S,
      guildId: G,
      userId: null,
      createdBy: 'u2',
    });
    expect(proof.expiresAt - now()).toBe(PROOF_CODE_TTL_MS);
    expect(share.expiresAt - now()).toBe(SHARE_CODE_TTL_MS);
    advance(PROOF_CODE_TTL_MS);
    expect(codes.isExpired((await codes.find(proof.code))!)).toBe(true);
    expect(await codes.activeProof(S, G, 'u1')).toEqual([]);
    expect(await codes.consume(hashCode(proof.code))).toBe(false);
    expect(codes.isExpired((await codes.find(share.code))!)).toBe(false);
  });

  it('works once', async () => {
    const { codes } = await open();
    const { code } = await codes.issue({
      kind: 'share',
      serverId: S,
      guildId: G,
      userId: null,
      createdBy: 'u1',
    });
    expect(await codes.consume(hashCode(code))).toBe(true);
    expect(await codes.consume(hashCode(code))).toBe(false);
    expect((await codes.find(code))?.usedAt).not.toBeNull();
  });

  it('binds proof codes to member, server and guild; a new one replaces the member’s older one', async () => {
    const { codes, advance, dump } = await open();
    const first = await codes.issue({
      kind: 'proof',
      serverId: S,
      guildId: G,
      userId: 'u1',
      createdBy: 'u1',
    });
    await codes.issue({ kind: 'proof', serverId: S, guildId: G, userId: 'u2', createdBy: 'u2' });
    advance(LIMITS.codeCooldownMs);
    expect((await codes.activeProof(S, G, 'u1')).map((c) => c.hash)).toEqual([hashCode(first.code)]);
    expect(await codes.activeProof(S, '100000000000000009', 'u1')).toEqual([]);
    expect(await codes.activeProof('other-server', G, 'u1')).toEqual([]);
    const second = await codes.issue({
      kind: 'proof',
      serverId: S,
      guildId: G,
      userId: 'u1',
      createdBy: 'u1',
    });
    expect((await codes.activeProof(S, G, 'u1')).map((c) => c.hash)).toEqual([hashCode(second.code)]);
    expect(await codes.activeProof(S, G, 'u2')).toHaveLength(1);
    // Replaced means gone: the older code is not kept until the weekly cleanup.
    expect(await codes.find(first.code)).toBeUndefined();
    expect(await dump()).not.toContain(hashCode(first.code));
  });

  it('a share code used by two instances at once links once; the loser is told it was used', async () => {
    const first = await open();
    const second = await first.again();
    await first.links.link({ guildId: G, channelId: 'c1', serverId: S, createdBy: 'u1' });
    const { code } = await first.codes.issue({
      kind: 'share',
      serverId: S,
      guildId: G,
      userId: null,
      createdBy: 'u1',
    });
    const redeem = (ownership: Ownership, guildId: string, channelId: string) =>
      ownership.linkByShare({
        hash: hashCode(code),
        serverId: S,
        ownerGuildId: G,
        sharedBy: 'u1',
        guildId,
        channelId,
        userId: 'u2',
      });
    const outcomes = await Promise.all([redeem(first.ownership, H, 'c2'), redeem(second.ownership, K, 'c3')]);
    expect([...outcomes].sort()).toEqual(['linked', 'used']);
    const winner = outcomes[0] === 'linked' ? H : K;
    expect((await first.claims.sharesOf(S)).map((s) => s.guildId)).toEqual([winner]);
    expect((await first.links.forServer(S)).map((l) => l.guildId)).toEqual([G, winner]);
    // The loser's transaction wrote nothing.
    expect(await first.links.unusableForGuild(winner === H ? K : H)).toEqual([]);
    // The same code asked again: used.
    expect(await redeem(first.ownership, winner, 'c4')).toBe('used');
  });

  it('a share code of a guild that no longer owns the server links nothing and stays unused', async () => {
    const { codes, ownership, links, claims } = await open();
    await links.link({ guildId: G, channelId: 'c1', serverId: S, createdBy: 'u1' });
    const { code } = await codes.issue({
      kind: 'share',
      serverId: S,
      guildId: G,
      userId: null,
      createdBy: 'u1',
    });
    await links.unlink({ guildId: G, serverId: S });
    const outcome = await ownership.linkByShare({
      hash: hashCode(code),
      serverId: S,
      ownerGuildId: G,
      sharedBy: 'u1',
      guildId: H,
      channelId: 'c2',
      userId: 'u2',
    });
    expect(outcome).toBe('void');
    expect((await codes.find(code))?.usedAt).toBeNull();
    expect(await claims.sharesOf(S)).toEqual([]);
    expect(await links.forGuild(H)).toEqual([]);
  });

  it('two guilds claiming one server by proof at once: one claims, the other is told it is taken', async () => {
    const first = await open();
    const second = await first.again();
    const proofOf = async (guildId: string, userId: string) =>
      (await first.codes.issue({ kind: 'proof', serverId: S, guildId, userId, createdBy: userId })).code;
    const [codeG, codeH] = [await proofOf(G, 'u1'), await proofOf(H, 'u2')];
    const outcomes = await Promise.all([
      first.ownership.claimByProof({
        hash: hashCode(codeG),
        serverId: S,
        guildId: G,
        channelId: 'c1',
        userId: 'u1',
      }),
      second.ownership.claimByProof({
        hash: hashCode(codeH),
        serverId: S,
        guildId: H,
        channelId: 'c2',
        userId: 'u2',
      }),
    ]);
    expect([...outcomes].sort()).toEqual(['claimed', 'taken']);
    const [winner, loserCode] = outcomes[0] === 'claimed' ? [G, codeH] : [H, codeG];
    expect(await first.claims.ownerOf(S)).toMatchObject({ guildId: winner, how: 'proof' });
    expect((await first.links.forServer(S)).map((l) => l.guildId)).toEqual([winner]);
    // The losing guild's code was not spent for nothing.
    expect((await first.codes.find(loserCode))?.usedAt).toBeNull();
    // A used code claims nothing.
    expect(
      await first.ownership.claimByProof({
        hash: hashCode(outcomes[0] === 'claimed' ? codeG : codeH),
        serverId: 'another-server',
        guildId: winner,
        channelId: 'c1',
        userId: 'u1',
      }),
    ).toBe('used');
  });
});

describe('code text', () => {
  it('finds proof codes inside a server name, in any case, and compares pasted codes loosely', () => {
    const code = 'HC-7K3M9QX2';
    expect(proofCodeHashesIn(`Survival [hc-7k3m9qx2] PvP`)).toEqual([hashCode(code)]);
    expect(proofCodeHashesIn('Survival HC-7K3M9QX HC-ABCDEFGH')).toEqual([hashCode('HC-ABCDEFGH')]);
    expect(hashCode(` \`${code.toLowerCase()}\` `)).toBe(hashCode(code));
    expect(hashCode('HC-7K3M9QX3')).not.toBe(hashCode(code));
  });
});
