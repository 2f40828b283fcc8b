/**
 * A trimmed harness, not the product: the status page's read (view), HTML render and gzip in this
 * process over the benchmark's database (bench/support/page-world.ts), timed stage by stage.
 * `npx tsx bench/support/page-alone.ts [rounds]`. For finding where the time of
 * bench:statuspage's "rendered anew" goes; its figures are not the product's.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { openDatabase } from '../../src/db/open.js';
import { createHistory } from '../../src/history/history.js';
import { createLogger } from '../../src/logger.js';
import { renderStatusPage } from '../../src/statuspage/render/page.js';
import { createPageSource } from '../../src/statuspage/view.js';
import { createSqliteRepositories } from '../../src/store/repositories.js';
import { DAY, seedPageWorld } from './page-world.js';
import { fmt, machineLine, pct } from './stats.js';

const SERVERS = 50;
const ROUNDS = Number(process.argv[2] ?? 300);

console.log(machineLine());
const dir = mkdtempSync(join(tmpdir(), 'hostcord-page-'));
const now = Date.now();
const serverIds = Array.from({ length: SERVERS }, (_, i) => `srv-${i}`);
const boardId = await seedPageWorld(join(dir, 'db'), { guildId: 'g', channelId: 'c', serverIds, now });
const handle = openDatabase(join(dir, 'db'));
const repositories = createSqliteRepositories(handle.db);
await repositories.watchedServers.saveAll(
  serverIds.map((serverId, i) => ({
    serverId,
    state: 'up',
    stateSince: now - 3 * DAY,
    upSince: now - 3 * DAY,
    downSince: null,
    observedAt: now,
    name: `Survival ${String(i + 1).padStart(2, '0')}`,
  })),
);
const history = createHistory({
  store: repositories.history,
  incidents: repositories.incidents,
  refreshIntervalMs: 60_000,
  log: createLogger({ level: 'silent' }),
});
const source = createPageSource({
  links: repositories.links,
  reads: repositories.pageReads,
  history,
  games: true,
  refreshSeconds: 60,
});
const page = { boardId, guildId: 'g', showNames: false, publishedAt: now };
const times = { view: [] as number[], render: [] as number[], gzip: [] as number[] };
const ms = (from: bigint) => Number(process.hrtime.bigint() - from) / 1e6;
let bytes = 0;
let sent = 0;
for (let i = 0; i < ROUNDS + 20; i++) {
  let t = process.hrtime.bigint();
  const view = await source.view(page);
  const viewMs = ms(t);
  t = process.hrtime.bigint();
  const html = Buffer.from(renderStatusPage(view));
  const renderMs = ms(t);
  t = process.hrtime.bigint();
  sent = gzipSync(html).length;
  const gzipMs = ms(t);
  bytes = html.length;
  if (i < 20) continue;
  times.view.push(viewMs);
  times.render.push(renderMs);
  times.gzip.push(gzipMs);
}
for (const [stage, values] of Object.entries(times))
  console.log(`${stage}: p50 ${fmt(pct(values, 50), 2)} ms, p99 ${fmt(pct(values, 99), 2)} ms`);
console.log(`page ${fmt(bytes / 1024)} KB, gzip ${fmt(sent / 1024)} KB`);
handle.close();
rmSync(dir, { recursive: true, force: true });
