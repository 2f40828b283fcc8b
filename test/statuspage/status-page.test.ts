import { describe, expect, it } from 'vitest';
import { useWorld } from '../support/bot-world.js';
import type { Json } from '../support/fake-discord.js';
import { answer, expectNoRejections } from '../support/interactions.js';
import { type BoardWorld, boardWorld } from '../watch/support/board-world.js';
import { gameAnswering, linkButtons } from './support.js';

const startWorld = useWorld();
const PUBLIC_URL = 'https://status.example.org';

/** The app's own address: what PUBLIC_URL stands for behind the reverse proxy. */
function local(w: BoardWorld, url: string): string {
  const { port } = w.app.server.server.address() as { port: number };
  return url.replace(PUBLIC_URL, `http://127.0.0.1:${port}`);
}

async function command(w: BoardWorld, subcommand: string, options: Json[] = []) {
  return (await answer(w.command('board', { subcommand, options }))).text;
}

describe('public status page, end to end (real app, fake Discord)', () => {
  it('/board publish puts the board on the web at an unguessable address with a Status page button; publishing again moves it; /board unpublish takes it down at once', async () => {
    const w = await boardWorld(startWorld, { env: { PUBLIC_URL, GAME_QUERY: 'on' } });
    await w.createBoard();
    // What the games told (stored by the refresh loop's instance): names only when chosen.
    const survival = w.servers.find((s) => s.name === 'Survival')!;
    await gameAnswering(w, survival.id, ['Alice', 'Bob']);

    const reply = await command(w, 'publish');
    const url = /https:\/\/status\.example\.org\/s\/([A-Za-z0-9_-]+)/.exec(reply)?.[0];
    expect(url, reply).toBeDefined();
    expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);
    expect(linkButtons(w)).toEqual([{ label: 'Status page', url }]);

    const page = await fetch(local(w, url!));
    expect(page.status).toBe(200);
    const html = await page.text();
    for (const name of ['Survival', 'Creative', 'Anarchy']) expect(html).toContain(`>${name}</h2>`);
    expect(html).toContain('Players 2/20');
    expect(html).not.toContain('Alice');
    // Another guild's server, server ids and addresses never appear.
    const json = await (await fetch(`${local(w, url!)}.json`)).text();
    for (const text of [html, json]) {
      expect(text).not.toContain('Beta SMP');
      for (const s of [...w.servers, w.otherServer]) {
        expect(text).not.toContain(s.id);
        if (s.address) expect(text).not.toContain(s.address);
      }
    }
    expect(await (await fetch(`${local(w, url!)}/badge.svg`)).text()).toContain('3/3 up');

    // Publishing again: a new address (names shown this time); the old one is gone for good.
    const again = /https:\/\/\S+\/s\/[A-Za-z0-9_-]+/.exec(
      await command(w, 'publish', [{ name: 'names', type: 5, value: true }]),
    )?.[0];
    expect(again).toBeDefined();
    expect(again).not.toBe(url);
    expect((await fetch(local(w, url!))).status).toBe(404);
    expect(await (await fetch(local(w, again!))).text()).toContain('Online: Alice, Bob');
    expect(linkButtons(w)).toEqual([{ label: 'Status page', url: again }]);

    expect(await command(w, 'unpublish')).toMatch(/taken down/);
    expect((await fetch(local(w, again!))).status).toBe(404);
    expect(linkButtons(w)).toEqual([]);
    expect(await command(w, 'unpublish')).toMatch(/has no public status page/);
    expectNoRejections(w.fake);

    // Without PUBLIC_URL the subcommands are still registered, and publishing says what is missing.
    await w.world.restart({ PUBLIC_URL: '' });
    const board = w.fake.commands.global.find((c) => c.name === 'board') as unknown as { options: Json[] };
    expect(board.options.map((o) => o.name)).toEqual(['create', 'remove', 'publish', 'unpublish']);
    expect(await command(w, 'publish')).toMatch(/PUBLIC_URL .*Nothing was published\./);
    const [stored] = await w.app.watch.boards.forGuild(w.guild.id);
    expect(await w.app.store.repositories.publishedBoards.forBoard(stored!.id)).toBeUndefined();
  });

  // Breaks SQLite's table under the running app; test/postgres runs the rest on PostgreSQL.
  it.skipIf(process.env.HOSTCORD_TEST_DATABASE === 'postgres')(
    'a page that cannot be read answers 503 while the webhook keeps taking events',
    async () => {
      const w = await boardWorld(startWorld, { env: { PUBLIC_URL } });
      await w.createBoard();
      const url = /https:\/\/\S+\/s\/[A-Za-z0-9_-]+/.exec(await command(w, 'publish'))![0];
      w.app.store.sqlite!.sqlite.exec('ALTER TABLE history_rollups RENAME TO history_rollups_away');
      expect((await fetch(local(w, url))).status).toBe(503);
      expect(await w.deliver(w.servers[0]!.id)).toBe(200);
      w.app.store.sqlite!.sqlite.exec('ALTER TABLE history_rollups_away RENAME TO history_rollups');
      expect((await fetch(local(w, url))).status).toBe(200);
    },
  );
});
