import { describe, expect, it } from 'vitest';
import { type Boards, createBoards } from '../../src/db/boards.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { createPublishedBoards, type PublishedBoards, slugHashOf } from '../../src/db/published-boards.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();

type Open = () => Promise<{ boards: Boards; published: PublishedBoards }>;

const sqlite: Open = async () => {
  const { db } = databases.sqlite();
  return { boards: createBoards(db), published: createPublishedBoards(db) };
};

const postgres: Open = async () => {
  const { db } = await databases.postgres();
  return { boards: createBoards(postgresSql(db)), published: createPublishedBoards(postgresSql(db)) };
};

const board = async (boards: Boards, guildId: string, channelId: string) =>
  (await boards.create({ guildId, channelId, createdBy: 'admin' })).board;

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', postgres],
])('published boards on %s', (_name, open) => {
  it('publish gives a new unguessable slug each time; the old one and unpublished ones lead nowhere', async () => {
    const { boards, published } = await open();
    const alpha = await board(boards, 'g1', 'c1');
    const beta = await board(boards, 'g2', 'c2');
    expect(await published.forBoard(alpha.id)).toBeUndefined();

    const first = await published.publish({
      boardId: alpha.id,
      showNames: false,
      publishedBy: 'u',
      at: 1000,
    });
    // 16 random bytes, base64url: 128 bits, URL-safe.
    expect(first.slug).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(Buffer.from(first.slug, 'base64url')).toHaveLength(16);
    expect(await published.bySlug(first.slug)).toEqual({
      boardId: alpha.id,
      guildId: 'g1',
      showNames: false,
      publishedAt: 1000,
    });
    expect(await published.forBoard(alpha.id)).toEqual(first);

    const second = await published.publish({
      boardId: alpha.id,
      showNames: true,
      publishedBy: 'u',
      at: 2000,
    });
    expect(second.slug).not.toBe(first.slug);
    expect(await published.bySlug(first.slug)).toBeUndefined();
    expect(await published.bySlug(second.slug)).toMatchObject({ guildId: 'g1', showNames: true });

    const other = await published.publish({ boardId: beta.id, showNames: false, publishedBy: 'u', at: 3000 });
    expect(await published.bySlug(other.slug)).toMatchObject({ boardId: beta.id, guildId: 'g2' });

    expect(await published.unpublish(alpha.id)).toBe(true);
    expect(await published.unpublish(alpha.id)).toBe(false);
    expect(await published.bySlug(second.slug)).toBeUndefined();
    expect(await published.forBoard(alpha.id)).toBeUndefined();
    // A slug's hash or anything else is no key.
    expect(await published.bySlug(slugHashOf(other.slug))).toBeUndefined();
    expect(await published.bySlug('')).toBeUndefined();

    // A removed board takes its page with it.
    await boards.remove('g2', 'c2');
    expect(await published.bySlug(other.slug)).toBeUndefined();
    expect(await published.forBoard(beta.id)).toBeUndefined();
  });
});
