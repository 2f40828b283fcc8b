import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createClaims } from '../../src/db/claims.js';
import { createLinks, NotPermittedError } from '../../src/db/links.js';
import { openDatabase } from '../../src/db/open.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const handles: Array<ReturnType<typeof openDatabase>> = [];
afterEach(() => {
  for (const h of handles.splice(0)) h.close();
});

const X = '100000000000000001';
const Y = '100000000000000002';
const Z = '100000000000000003';
const S = 'aaaaaaaa-0000-4000-8000-000000000001';
const T = 'bbbbbbbb-0000-4000-8000-000000000002';

function open() {
  const handle = openDatabase(join(tempDir(), 'hostcord.db'));
  handles.push(handle);
  return { handle, claims: createClaims(handle.db), links: createLinks(handle.db) };
}

describe('claims and shares', () => {
  it('the first link claims the server; another guild can neither link it nor see it through links', () => {
    const { claims, links } = open();
    const first = links.link({ guildId: X, channelId: 'c1', serverId: S, createdBy: 'u1', claim: 'proof' });
    expect(first).toMatchObject({ created: true, claimed: true });
    expect(claims.ownerOf(S)).toMatchObject({ guildId: X, claimedBy: 'u1', how: 'proof' });
    // A second link in the owner's guild claims nothing new.
    expect(links.link({ guildId: X, channelId: 'c2', serverId: S, createdBy: 'u2' }).claimed).toBe(false);

    expect(() => links.link({ guildId: Y, channelId: 'c3', serverId: S, createdBy: 'u3' })).toThrow(
      NotPermittedError,
    );
    expect(links.forServer(S).map((l) => l.guildId)).toEqual([X, X]);
    expect(claims.mayUse(Y, S)).toBe(false);
    expect(claims.mayUse(X, S)).toBe(true);
  });

  it('of two guilds claiming at once, exactly one owns the server', () => {
    const { claims } = open();
    const a = claims.claim({ serverId: S, guildId: X, userId: 'u1', how: 'proof' });
    const b = claims.claim({ serverId: S, guildId: Y, userId: 'u2', how: 'proof' });
    expect([a, b]).toEqual(['claimed', 'taken']);
    expect(claims.claim({ serverId: S, guildId: X, userId: 'u1', how: 'proof' })).toBe('owned');
    expect(claims.ownerOf(S)?.guildId).toBe(X);
  });

  it('a stale link row without a claim or share does nothing: not listed, not routed, not resolvable', () => {
    const { handle, links } = open();
    links.link({ guildId: X, channelId: 'c1', serverId: S, createdBy: 'u1' });
    handle.sqlite
      .prepare("INSERT INTO links (guild_id, channel_id, server_id, created_by) VALUES (?, 'c9', ?, 'bug')")
      .run(Y, S);
    expect(links.isLinked(Y, S)).toBe(false);
    expect(links.serverIds(Y)).toEqual([]);
    expect(links.forGuild(Y)).toEqual([]);
    expect(links.forServer(S).map((l) => l.guildId)).toEqual([X]);
    expect(links.firstChannelPerGuild()).toEqual([{ guildId: X, channelId: 'c1' }]);
    expect(links.unusableForGuild(Y).map((l) => l.channelId)).toEqual(['c9']);
  });

  it('a share lets exactly that guild use exactly that server until it is revoked', () => {
    const { claims, links } = open();
    links.link({ guildId: X, channelId: 'c1', serverId: S, createdBy: 'u1' });
    links.link({ guildId: X, channelId: 'c1', serverId: T, createdBy: 'u1' });
    expect(claims.share({ serverId: S, ownerGuildId: X, guildId: Y, createdBy: 'u1' })).toBe(true);
    expect(claims.share({ serverId: S, ownerGuildId: X, guildId: Y, createdBy: 'u1' })).toBe(false);
    links.link({ guildId: Y, channelId: 'c5', serverId: S, createdBy: 'u5' });
    expect(links.serverIds(Y)).toEqual([S]);
    expect(claims.mayUse(Y, T)).toBe(false);
    expect(claims.mayUse(Z, S)).toBe(false);
    expect(claims.sharesOf(S).map((s) => s.guildId)).toEqual([Y]);

    expect(claims.unshare({ serverId: S, ownerGuildId: X, guildId: Y, by: 'u1' })).toBe(true);
    expect(claims.unshare({ serverId: S, ownerGuildId: X, guildId: Y, by: 'u1' })).toBe(false);
    expect(links.serverIds(Y)).toEqual([]);
    expect(links.forServer(S).map((l) => l.guildId)).toEqual([X]);
    expect(links.unusableForGuild(Y).map((l) => l.serverId)).toEqual([S]);
    expect(claims.sharesOf(S)).toEqual([]);
    // Shared again later: the old link works again.
    claims.share({ serverId: S, ownerGuildId: X, guildId: Y, createdBy: 'u1' });
    expect(links.serverIds(Y)).toEqual([S]);
  });

  it('unlinking the owner’s last link releases the claim and ends its shares', () => {
    const { claims, links } = open();
    links.link({ guildId: X, channelId: 'c1', serverId: S, createdBy: 'u1' });
    links.link({ guildId: X, channelId: 'c2', serverId: S, createdBy: 'u1' });
    claims.share({ serverId: S, ownerGuildId: X, guildId: Y, createdBy: 'u1' });
    links.link({ guildId: Y, channelId: 'c5', serverId: S, createdBy: 'u5' });

    expect(links.unlink({ guildId: X, serverId: S, channelId: 'c1', by: 'u1' })).toEqual({
      removed: 1,
      released: false,
      sharesEnded: [],
    });
    expect(claims.ownerOf(S)?.guildId).toBe(X);
    expect(links.unlink({ guildId: X, serverId: S, by: 'u1' })).toEqual({
      removed: 1,
      released: true,
      sharesEnded: [Y],
    });
    expect(claims.ownerOf(S)).toBeUndefined();
    expect(links.serverIds(Y)).toEqual([]);
    // A grantee unlinking releases nothing; the server is free for the next claim.
    expect(links.unlink({ guildId: Y, serverId: S })).toMatchObject({ removed: 1, released: false });
    expect(links.link({ guildId: Z, channelId: 'c7', serverId: S, createdBy: 'u7' }).claimed).toBe(true);
  });

  it('a share made by a guild that no longer owns the server counts for nothing', () => {
    const { handle, claims, links } = open();
    links.link({ guildId: X, channelId: 'c1', serverId: S, createdBy: 'u1' });
    claims.share({ serverId: S, ownerGuildId: X, guildId: Y, createdBy: 'u1' });
    handle.sqlite.prepare('UPDATE claims SET guild_id = ? WHERE server_id = ?').run(Z, S);
    expect(claims.mayUse(Y, S)).toBe(false);
    expect(claims.sharesOf(S)).toEqual([]);
  });

  it('names the unclaimed servers among a list', () => {
    const { claims, links } = open();
    links.link({ guildId: X, channelId: 'c1', serverId: S, createdBy: 'u1' });
    expect(claims.unclaimed([S, T])).toEqual([T]);
    expect(claims.unclaimed([])).toEqual([]);
  });
});
