import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type Claims, createClaims } from '../../src/db/claims.js';
import { createLinks, type Links, NotPermittedError } from '../../src/db/links.js';
import { openDatabase } from '../../src/db/open.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { openPostgres } from '../../src/db/postgres.js';
import { usePostgres } from '../support/postgres.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const postgres = usePostgres();

const X = '100000000000000001';
const Y = '100000000000000002';
const Z = '100000000000000003';
const S = 'aaaaaaaa-0000-4000-8000-000000000001';
const T = 'bbbbbbbb-0000-4000-8000-000000000002';

/** A database with the two repositories, and raw SQL for rows no repository would write. */
interface Opened {
  claims: Claims;
  links: Links;
  /** Runs a statement with `?` placeholders (written `$1`, `$2` … on PostgreSQL). */
  exec(statement: string, ...params: string[]): Promise<void>;
  /** The same database through another connection or pool: a second instance. */
  again(): Promise<{ claims: Claims; links: Links }>;
}

interface Database {
  /** A fresh, empty database. */
  open(): Promise<Opened>;
  close(): Promise<void>;
}

function sqlite(): Database {
  const handles: Array<ReturnType<typeof openDatabase>> = [];
  const openAt = (path: string) => {
    const handle = openDatabase(path);
    handles.push(handle);
    return handle;
  };
  return {
    async open() {
      const path = join(tempDir(), `hostcord-${handles.length}.db`);
      const handle = openAt(path);
      return {
        claims: createClaims(handle.db),
        links: createLinks(handle.db),
        async exec(statement, ...params) {
          handle.sqlite.prepare(statement).run(...params);
        },
        async again() {
          const other = openAt(path);
          return { claims: createClaims(other.db), links: createLinks(other.db) };
        },
      };
    },
    async close() {
      for (const h of handles.splice(0)) h.close();
    },
  };
}

function postgresDb(): Database {
  const handles: Array<Awaited<ReturnType<typeof openPostgres>>> = [];
  const openAt = async (url: string) => {
    const handle = await openPostgres(url);
    handles.push(handle);
    return handle;
  };
  return {
    async open() {
      const url = await postgres.createDatabase();
      const handle = await openAt(url);
      return {
        claims: createClaims(postgresSql(handle.db)),
        links: createLinks(postgresSql(handle.db)),
        async exec(statement, ...params) {
          let n = 0;
          await handle.pool.query(
            statement.replace(/\?/g, () => `$${++n}`),
            params,
          );
        },
        async again() {
          const other = await openAt(url);
          return { claims: createClaims(postgresSql(other.db)), links: createLinks(postgresSql(other.db)) };
        },
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
])('claims and shares on %s', (_name, make) => {
  const database = make();
  afterAll(() => database.close());
  const open = () => database.open();

  it('the first link claims the server; another guild can neither link it nor see it through links', async () => {
    const { claims, links } = await open();
    const first = await links.link({
      guildId: X,
      channelId: 'c1',
      serverId: S,
      createdBy: 'u1',
      claim: 'proof',
    });
    expect(first).toMatchObject({ created: true, claimed: true });
    expect(await claims.ownerOf(S)).toMatchObject({ guildId: X, claimedBy: 'u1', how: 'proof' });
    // A second link in the owner's guild claims nothing new.
    expect((await links.link({ guildId: X, channelId: 'c2', serverId: S, createdBy: 'u2' })).claimed).toBe(
      false,
    );

    await expect(links.link({ guildId: Y, channelId: 'c3', serverId: S, createdBy: 'u3' })).rejects.toThrow(
      NotPermittedError,
    );
    expect((await links.forServer(S)).map((l) => l.guildId)).toEqual([X, X]);
    expect(await claims.mayUse(Y, S)).toBe(false);
    expect(await claims.mayUse(X, S)).toBe(true);
  });

  it('linking again makes the link active and keeps one row', async () => {
    const { links } = await open();
    const first = await links.link({ guildId: X, channelId: 'c1', serverId: S, createdBy: 'u1' });
    await links.setState(first.link.id, 'broken', 'Missing Access');
    expect(await links.setServerState(S, 'inactive')).toBe(1);
    const again = await links.link({
      guildId: X,
      channelId: 'c1',
      serverId: S,
      createdBy: 'u1',
      filters: { types: ['server.deleted'] },
    });
    expect(again).toMatchObject({ created: false, claimed: false });
    expect(again.link).toMatchObject({
      id: first.link.id,
      state: 'active',
      stateReason: null,
      types: ['server.deleted'],
    });
    expect(await links.forGuild(X)).toHaveLength(1);
    expect(await links.firstChannel(X)).toBe('c1');
    expect(await links.firstChannel(Y)).toBeUndefined();
  });

  it('of two guilds claiming at once, exactly one owns the server', async () => {
    const { claims } = await open();
    const a = await claims.claim({ serverId: S, guildId: X, userId: 'u1', how: 'proof' });
    const b = await claims.claim({ serverId: S, guildId: Y, userId: 'u2', how: 'proof' });
    expect([a, b]).toEqual(['claimed', 'taken']);
    expect(await claims.claim({ serverId: S, guildId: X, userId: 'u1', how: 'proof' })).toBe('owned');
    expect((await claims.ownerOf(S))?.guildId).toBe(X);
  });

  it('of two instances linking an unclaimed server at once for two guilds, exactly one claims it', async () => {
    const first = await open();
    const second = await first.again();
    for (const serverId of [S, T]) {
      const outcomes = await Promise.allSettled([
        first.links.link({ guildId: X, channelId: 'c1', serverId, createdBy: 'u1' }),
        second.links.link({ guildId: Y, channelId: 'c2', serverId, createdBy: 'u2' }),
      ]);
      const won = outcomes.filter((o) => o.status === 'fulfilled');
      const lost = outcomes.filter((o) => o.status === 'rejected');
      expect(won).toHaveLength(1);
      expect(won[0]!.value.claimed).toBe(true);
      expect(lost.map((o) => o.reason)).toEqual([expect.any(NotPermittedError)]);
      const owner = (await first.claims.ownerOf(serverId))!.guildId;
      expect((await first.links.forServer(serverId)).map((l) => l.guildId)).toEqual([owner]);
      // The loser wrote no link row either: its transaction rolled back whole.
      expect(await first.links.unusableForGuild(owner === X ? Y : X)).toEqual([]);
    }
  });

  it('a stale link row without a claim or share does nothing: not listed, not routed, not resolvable', async () => {
    const { links, exec } = await open();
    await links.link({ guildId: X, channelId: 'c1', serverId: S, createdBy: 'u1' });
    await exec(
      "INSERT INTO links (guild_id, channel_id, server_id, created_by) VALUES (?, 'c9', ?, 'bug')",
      Y,
      S,
    );
    expect(await links.isLinked(Y, S)).toBe(false);
    expect(await links.isLinked(X, S)).toBe(true);
    expect(await links.serverIds(Y)).toEqual([]);
    expect(await links.forGuild(Y)).toEqual([]);
    expect((await links.forServer(S)).map((l) => l.guildId)).toEqual([X]);
    expect((await links.forServers([S, T])).map((l) => l.guildId)).toEqual([X]);
    expect(await links.forServers([])).toEqual([]);
    expect((await links.all()).map((l) => l.guildId)).toEqual([X]);
    expect(await links.firstChannelPerGuild()).toEqual([{ guildId: X, channelId: 'c1' }]);
    expect((await links.unusableForGuild(Y)).map((l) => l.channelId)).toEqual(['c9']);
  });

  it('a share lets exactly that guild use exactly that server until it is revoked', async () => {
    const { claims, links } = await open();
    await links.link({ guildId: X, channelId: 'c1', serverId: S, createdBy: 'u1' });
    await links.link({ guildId: X, channelId: 'c1', serverId: T, createdBy: 'u1' });
    expect(await claims.share({ serverId: S, ownerGuildId: X, guildId: Y, createdBy: 'u1' })).toBe(true);
    expect(await claims.share({ serverId: S, ownerGuildId: X, guildId: Y, createdBy: 'u1' })).toBe(false);
    await links.link({ guildId: Y, channelId: 'c5', serverId: S, createdBy: 'u5' });
    expect(await links.serverIds(Y)).toEqual([S]);
    expect(await links.serverIds(X, 'c1')).toEqual([S, T]);
    expect(await links.serverIds(X, 'c5')).toEqual([]);
    expect((await links.forServers([T, S])).map((l) => [l.guildId, l.serverId])).toEqual([
      [X, S],
      [X, T],
      [Y, S],
    ]);
    expect(await claims.mayUse(Y, T)).toBe(false);
    expect(await claims.mayUse(Z, S)).toBe(false);
    expect(await claims.mayUse(Y, S)).toBe(true);
    expect((await claims.sharesOf(S)).map((s) => s.guildId)).toEqual([Y]);
    expect((await claims.currentShares(X)).map((s) => s.guildId)).toEqual([Y]);
    expect(await claims.currentShares(Y)).toEqual([]);

    expect(await claims.unshare({ serverId: S, ownerGuildId: X, guildId: Y, by: 'u1' })).toBe(true);
    expect(await claims.unshare({ serverId: S, ownerGuildId: X, guildId: Y, by: 'u1' })).toBe(false);
    expect(await links.serverIds(Y)).toEqual([]);
    expect((await links.forServer(S)).map((l) => l.guildId)).toEqual([X]);
    expect((await links.unusableForGuild(Y)).map((l) => l.serverId)).toEqual([S]);
    expect(await claims.sharesOf(S)).toEqual([]);
    expect(await claims.currentShares()).toEqual([]);
    // Shared again later: the old link works again.
    await claims.share({ serverId: S, ownerGuildId: X, guildId: Y, createdBy: 'u1' });
    expect(await links.serverIds(Y)).toEqual([S]);
  });

  it('unlinking the owner’s last link releases the claim and ends its shares', async () => {
    const { claims, links } = await open();
    await links.link({ guildId: X, channelId: 'c1', serverId: S, createdBy: 'u1' });
    await links.link({ guildId: X, channelId: 'c2', serverId: S, createdBy: 'u1' });
    await claims.share({ serverId: S, ownerGuildId: X, guildId: Y, createdBy: 'u1' });
    await links.link({ guildId: Y, channelId: 'c5', serverId: S, createdBy: 'u5' });

    expect(await links.unlink({ guildId: X, serverId: S, channelId: 'c1', by: 'u1' })).toEqual({
      removed: 1,
      released: false,
      sharesEnded: [],
    });
    expect((await claims.ownerOf(S))?.guildId).toBe(X);
    expect(await links.unlink({ guildId: X, serverId: S, by: 'u1' })).toEqual({
      removed: 1,
      released: true,
      sharesEnded: [Y],
    });
    expect(await claims.ownerOf(S)).toBeUndefined();
    expect(await links.serverIds(Y)).toEqual([]);
    // A grantee unlinking releases nothing; the server is free for the next claim.
    expect(await links.unlink({ guildId: Y, serverId: S })).toMatchObject({ removed: 1, released: false });
    expect((await links.link({ guildId: Z, channelId: 'c7', serverId: S, createdBy: 'u7' })).claimed).toBe(
      true,
    );
    expect(await claims.release(S, X, 'u1')).toBeUndefined();
    expect(await claims.release(S, Z, 'u7')).toEqual([]);
  });

  it('a share made by a guild that no longer owns the server counts for nothing', async () => {
    const { claims, links, exec } = await open();
    await links.link({ guildId: X, channelId: 'c1', serverId: S, createdBy: 'u1' });
    await claims.share({ serverId: S, ownerGuildId: X, guildId: Y, createdBy: 'u1' });
    await exec('UPDATE claims SET guild_id = ? WHERE server_id = ?', Z, S);
    expect(await claims.mayUse(Y, S)).toBe(false);
    expect(await claims.sharesOf(S)).toEqual([]);
  });

  it('names the unclaimed servers among a list', async () => {
    const { claims, links } = await open();
    await links.link({ guildId: X, channelId: 'c1', serverId: S, createdBy: 'u1' });
    expect(await claims.unclaimed([S, T])).toEqual([T]);
    expect(await claims.unclaimed([])).toEqual([]);
  });
});
