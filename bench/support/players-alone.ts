/**
 * A trimmed harness, not the product (`npx tsx bench/support/players-alone.ts`): the game watch
 * alone (src/game-query, real gamedig, statuses not stored) asking 500 fake games that run in
 * another process (fake-games.ts), three cycles, with the event loop's delay of this process
 * measured over each cycle. Tells what the queries themselves cost the loop, apart from the rest
 * of a refresh cycle.
 */
import { spawn } from 'node:child_process';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import type { GameQueries } from '../../src/db/game-queries.js';
import { createGameWatch, QUERY_TIMEOUT_MS } from '../../src/game-query/game-watch.js';
import { createGameQuerier } from '../../src/game-query/querier.js';
import type { Server } from '../../src/hosting/index.js';
import { createLogger } from '../../src/logger.js';
import { ROOT } from './shipped.js';
import { fmt, loadLine, machineLine } from './stats.js';

const SERVERS = 500;
const child = spawn(
  process.execPath,
  ['--import', 'tsx', 'bench/support/fake-games.ts', String(SERVERS), '0'],
  {
    cwd: ROOT,
    stdio: ['pipe', 'pipe', 'inherit'],
  },
);
const line = await new Promise<string>((resolve) =>
  createInterface({ input: child.stdout! }).once('line', resolve),
);
const games = JSON.parse(line) as { answering: Array<{ kind: string; port: number }> };
const servers = games.answering.map(
  (g, i) =>
    ({
      id: `s${i}`,
      name: `s${i}`,
      address: `127.0.0.1:${g.port}`,
      game:
        g.kind === 'minecraft'
          ? { name: 'Minecraft', variant: 'Paper' }
          : { name: 'Counter-Strike 2', variant: '' },
    }) as unknown as Server,
);
const store = {
  statuses: async () => [],
  settings: async () => [],
  saveStatuses: async () => {},
} as unknown as GameQueries;
const watch = createGameWatch({
  store,
  querier: async () => createGameQuerier({ timeoutMs: QUERY_TIMEOUT_MS }),
  intervalMs: 60_000,
  log: createLogger({ level: 'silent' }),
});
console.log(machineLine());
for (let cycle = 1; cycle <= 3; cycle++) {
  const delay = monitorEventLoopDelay({ resolution: 10 });
  delay.enable();
  const started = performance.now();
  const statuses = await watch.probe(servers, Date.now());
  delay.disable();
  const answered = [...statuses.values()].filter((s) => s.state === 'answering').length;
  console.log(
    `${loadLine()}; cycle ${cycle}: ${fmt(performance.now() - started, 0)} ms, answered ${answered}/${SERVERS}, event-loop delay p99 ${fmt(delay.percentile(99) / 1e6)} ms, max ${fmt(delay.max / 1e6)} ms`,
  );
}
await watch.close();
child.stdin?.end();
