import { type BoardWorld, componentsOf } from '../watch/support/board-world.js';

/** What the refresh loop's instance stores when a server's game answers: players online and names. */
export async function gameAnswering(w: BoardWorld, serverId: string, names: string[]): Promise<void> {
  await w.app.store.repositories.gameQueries.saveStatuses([
    {
      serverId,
      state: 'answering',
      gameId: 'minecraft',
      port: 25565,
      checkedAt: w.now(),
      answeredAt: w.now(),
      failures: 0,
      error: null,
      answer: { online: names.length, max: 20, names, map: null, version: null, title: null, latencyMs: 5 },
    },
  ]);
}

/** Every link button of the board's messages (style 5): label and address. */
export function linkButtons(w: BoardWorld): Array<{ label: string; url: string }> {
  return w
    .board()
    .flatMap(componentsOf)
    .filter((c) => c.type === 2 && c.style === 5)
    .map((c) => ({ label: String(c.label), url: String(c.url) }));
}
