/**
 * The status page benchmark's database: SERVERS linked servers, each with 89 days of 15-minute
 * rollups (a one-hour outage every 9 days), 48 hours of samples a minute apart and two incidents in
 * the last 14 days, and a board of them (bench/statuspage.ts, bench/support/page-alone.ts).
 */
import { createBoards } from '../../src/db/boards.js';
import { createAsyncHistoryStore, type RollupRow, type SampleRow } from '../../src/db/history.js';
import { createIncidents } from '../../src/db/incidents.js';
import { createLinks } from '../../src/db/links.js';
import { openDatabase } from '../../src/db/open.js';

export const DAY = 86_400_000;

function rollups(serverKey: number, now: number): RollupRow[] {
  const today = Math.floor(now / DAY) * DAY;
  const rows: RollupRow[] = [];
  for (let day = 89; day >= 1; day--) {
    for (let q = 0; q < 96; q++) {
      const down = (serverKey + day) % 9 === 0 && q >= 40 && q < 44;
      rows.push({
        serverKey,
        bucket: (today - day * DAY) / 1000 + q * 900,
        cpuMinTenths: 10,
        cpuAvgTenths: 120,
        cpuMaxTenths: 400,
        memoryMinKib: 900_000,
        memoryAvgKib: 1_000_000,
        memoryMaxKib: 1_100_000,
        memoryMb: 4096,
        playersMin: 0,
        playersAvg: 3,
        playersMax: 9,
        playersCapacity: 20,
        upMs: down ? 0 : 900_000,
        observedMs: 900_000,
      });
    }
  }
  return rows;
}

/** 48 hours of samples a minute apart, as the refresh loop keeps them. */
function samples(serverKey: number, now: number): SampleRow[] {
  const rows: SampleRow[] = [];
  for (let at = Math.floor(now / 1000) - 48 * 3600; at < now / 1000 - 60; at += 60) {
    rows.push({
      serverKey,
      at,
      state: 1,
      cpuTenths: 120,
      memoryKib: 1_000_000,
      diskKib: 5_000_000,
      rxBytes: 1000,
      txBytes: 1000,
      memoryMb: 4096,
      playersOnline: null,
      playersMax: null,
    });
  }
  return rows;
}

/** Links, history and incidents of `serverIds` in `guildId`, and a board in `channelId`: its id. */
export async function seedPageWorld(
  path: string,
  world: { guildId: string; channelId: string; serverIds: string[]; now: number },
): Promise<number> {
  const { guildId, channelId, serverIds, now } = world;
  const handle = openDatabase(path);
  const links = createLinks(handle.db);
  const history = createAsyncHistoryStore(handle.db);
  const incidents = createIncidents(handle.db);
  for (const [i, serverId] of serverIds.entries()) {
    await links.link({ guildId, channelId, serverId, createdBy: 'bench' });
    const key = await history.keyOf(serverId);
    await history.putRollups(rollups(key, now));
    await history.addSamples(samples(key, now));
    for (const daysAgo of [3, 10]) {
      const downSince = now - daysAgo * DAY - i * 60_000;
      const incident = await incidents.open({
        serverId,
        downSince,
        openedAt: downSince + 90_000,
        serverName: null,
        lastActivityTitle: null,
        targets: [],
      });
      await incidents.close(incident!.id, downSince + 1_800_000);
    }
  }
  const { board } = await createBoards(handle.db).create({ guildId, channelId, createdBy: 'bench' });
  handle.close();
  return board.id;
}
