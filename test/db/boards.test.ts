import { describe, expect, it } from 'vitest';
import { type Boards, createBoards } from '../../src/db/boards.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();

async function sqliteBoards(): Promise<Boards> {
  const handle = databases.sqlite();
  return createBoards(handle.db);
}

async function postgresBoards(): Promise<Boards> {
  const handle = await databases.postgres();
  return createBoards(postgresSql(handle.db));
}

const input = (guildId: string, channelId: string) => ({ guildId, channelId, createdBy: 'u1' });

describe.each([
  ['SQLite', sqliteBoards],
  ['PostgreSQL', postgresBoards],
])('boards on %s', (_name, open) => {
  it('are created once per channel, listed per guild, and removed', async () => {
    const boards = await open();
    const { board, created } = await boards.create(input('g1', 'c1'));
    expect(created).toBe(true);
    expect(board).toMatchObject({
      guildId: 'g1',
      channelId: 'c1',
      createdBy: 'u1',
      messageIds: [],
      hashes: [],
      retiredMessageIds: [],
      generation: 0,
      state: 'active',
      stateReason: null,
    });
    expect(board.createdAt).toBeGreaterThan(0);
    expect(await boards.byId(board.id)).toEqual(board);
    const other = (await boards.create(input('g1', 'c2'))).board;
    const elsewhere = (await boards.create(input('g2', 'c3'))).board;

    expect((await boards.forGuild('g1')).map((b) => b.id)).toEqual([board.id, other.id]);
    expect((await boards.all()).map((b) => b.id)).toEqual([board.id, other.id, elsewhere.id]);
    expect(await boards.forGuild('g3')).toEqual([]);

    // Removing is by guild and channel: another guild's channel id removes nothing.
    expect(await boards.remove('g2', 'c1')).toBeUndefined();
    expect(await boards.remove('g1', 'c1')).toEqual(board);
    expect(await boards.byId(board.id)).toBeUndefined();
    expect((await boards.all()).map((b) => b.id)).toEqual([other.id, elsewhere.id]);
  });

  it('keep their messages, post anew under a new generation, and drop retired messages', async () => {
    const boards = await open();
    const { board } = await boards.create(input('g1', 'c1'));
    await boards.setMessages(board.id, ['m1', 'm2', 'm3'], ['h1', 'h2', 'h3']);
    expect(await boards.byId(board.id)).toMatchObject({
      messageIds: ['m1', 'm2', 'm3'],
      hashes: ['h1', 'h2', 'h3'],
    });

    // m2 was deleted in Discord: the others are retired, m2 is not.
    const reposted = await boards.repost(board.id, 'm2');
    expect(reposted).toMatchObject({
      messageIds: [],
      hashes: [],
      retiredMessageIds: ['m1', 'm3'],
      generation: 1,
    });
    expect(await boards.repost(board.id + 100)).toBeUndefined();

    await boards.setMessages(board.id, ['m4'], ['h4']);
    await boards.dropRetired(board.id, 'm1');
    await boards.dropRetired(board.id + 100, 'm3');
    expect(await boards.byId(board.id)).toMatchObject({
      messageIds: ['m4'],
      hashes: ['h4'],
      retiredMessageIds: ['m3'],
      generation: 1,
    });
  });

  it('break, leave the active list, and become active again on create', async () => {
    const boards = await open();
    const { board } = await boards.create(input('g1', 'c1'));
    const other = (await boards.create(input('g1', 'c2'))).board;
    await boards.setMessages(board.id, ['m1'], ['h1']);
    await boards.markBroken(board.id, 'Missing Access');
    expect(await boards.byId(board.id)).toMatchObject({ state: 'broken', stateReason: 'Missing Access' });
    expect((await boards.active()).map((b) => b.id)).toEqual([other.id]);

    const again = await boards.create(input('g1', 'c1'));
    expect(again.created).toBe(false);
    expect(again.board).toMatchObject({
      id: board.id,
      state: 'active',
      stateReason: null,
      messageIds: [],
      hashes: [],
      retiredMessageIds: ['m1'],
      generation: 1,
    });
    expect((await boards.active()).map((b) => b.id)).toEqual([board.id, other.id]);
  });

  it('keep every retired message when a repost and drops of retired messages run at once', async () => {
    const boards = await open();
    const { board } = await boards.create(input('g1', 'c1'));
    await boards.setMessages(board.id, ['m1', 'm2'], ['h1', 'h2']);
    await boards.repost(board.id);
    await boards.setMessages(board.id, ['m3'], ['h3']);
    await Promise.all([
      boards.dropRetired(board.id, 'm1'),
      boards.repost(board.id),
      boards.dropRetired(board.id, 'm2'),
    ]);
    expect(await boards.byId(board.id)).toMatchObject({
      messageIds: [],
      retiredMessageIds: ['m3'],
      generation: 2,
    });
  });

  it('make one board of a channel created twice at once', async () => {
    const boards = await open();
    const results = await Promise.all([boards.create(input('g1', 'c1')), boards.create(input('g1', 'c1'))]);
    expect(results.map((r) => r.created).sort()).toEqual([false, true]);
    expect(await boards.all()).toHaveLength(1);
  });
});
