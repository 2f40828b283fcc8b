import { describe, expect, it } from 'vitest';
import {
  type AsyncHistoryStore,
  createAsyncHistoryStore,
  type RollupRow,
  type SampleRow,
} from '../../src/db/history.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();

async function sqliteStore(): Promise<AsyncHistoryStore> {
  const handle = databases.sqlite();
  return createAsyncHistoryStore(handle.db);
}

async function postgresStore(): Promise<AsyncHistoryStore> {
  const handle = await databases.postgres();
  return createAsyncHistoryStore(postgresSql(handle.db));
}

// Seconds past 2^31 (2038 and later) on purpose: PostgreSQL stores them as bigint.
const AT = 2_200_000_000;
const sample = (serverKey: number, at: number, cpuTenths: number | null): SampleRow => ({
  serverKey,
  at,
  state: 1,
  cpuTenths,
  memoryKib: 3 * 1024 * 1024,
  diskKib: 5_000_000_000,
  rxBytes: 3_000_000_000,
  txBytes: null,
  memoryMb: 4096,
  playersOnline: 7,
  playersMax: 20,
});
const rollup = (serverKey: number, bucket: number, upMs: number, observedMs: number): RollupRow => ({
  serverKey,
  bucket,
  cpuMinTenths: 1,
  cpuAvgTenths: 2,
  cpuMaxTenths: 3,
  memoryMinKib: 4,
  memoryAvgKib: 5,
  memoryMaxKib: 6,
  memoryMb: 7,
  playersMin: 1,
  playersAvg: 5,
  playersMax: 12,
  playersCapacity: 20,
  upMs,
  observedMs,
});

describe.each([
  ['SQLite', async () => sqliteStore()],
  ['PostgreSQL', postgresStore],
])('history store on %s', (_name, open) => {
  it('keys, samples, rollups, uptime sums and pruning mean the same on both databases', async () => {
    const store = await open();
    const a = await store.keyOf('srv-a');
    const b = await store.keyOf('srv-b');
    expect(await store.keyOf('srv-a')).toBe(a);
    expect(b).not.toBe(a);
    expect(await store.findKey('srv-c')).toBeUndefined();
    expect(await store.lastSampleAt(a)).toBeUndefined();

    await store.addSamples([sample(a, AT, 10), sample(a, AT + 60, 20), sample(b, AT + 30, 30)]);
    await store.addSamples([sample(a, AT, 99)]); // the same second again: the first one stays
    expect(await store.samples(a, AT, AT + 61)).toEqual([sample(a, AT, 10), sample(a, AT + 60, 20)]);
    expect(await store.samples(a, AT + 1, AT + 60)).toEqual([]);
    expect([await store.firstSampleAt(a), await store.lastSampleAt(a)]).toEqual([AT, AT + 60]);

    await store.putRollups([rollup(a, AT, 600_000, 900_000), rollup(a, AT + 900, 900_000, 900_000)]);
    await store.putRollups([{ ...rollup(a, AT, 300_000, 900_000), cpuAvgTenths: 42 }]); // replaced
    expect(await store.rollups(a, AT, AT + 900)).toEqual([
      { ...rollup(a, AT, 300_000, 900_000), cpuAvgTenths: 42 },
    ]);
    expect(await store.lastRollupBucket(a)).toBe(AT + 900);
    expect(await store.uptimeSums(a, AT, AT + 1800)).toEqual({ upMs: 1_200_000, observedMs: 1_800_000 });
    expect(await store.uptimeSums(b, AT, AT + 1800)).toEqual({ upMs: 0, observedMs: 0 });

    // Many servers at once: keys, sums per server, per server and UTC day, newest samples.
    expect((await store.findKeys(['srv-b', 'srv-a', 'srv-c'])).sort((x, y) => x.id - y.id)).toEqual([
      { id: a, serverId: 'srv-a' },
      { id: b, serverId: 'srv-b' },
    ]);
    const day = Math.floor(AT / 86_400) * 86_400;
    await store.putRollups([
      rollup(b, day + 86_400 - 900, 0, 900_000),
      rollup(b, day + 86_400, 900_000, 900_000),
      rollup(b, day + 86_400 + 900, 450_000, 900_000),
    ]);
    const byKey = <T extends { serverKey: number }>(rows: T[]) =>
      [...rows].sort(
        (x, y) => x.serverKey - y.serverKey || JSON.stringify(x).localeCompare(JSON.stringify(y)),
      );
    expect(byKey(await store.sumsByServer([a, b], AT, day + 86_400 + 900))).toEqual([
      { serverKey: a, upMs: 1_200_000, observedMs: 1_800_000 },
      { serverKey: b, upMs: 900_000, observedMs: 1_800_000 },
    ]);
    expect(byKey(await store.daySumsByServer([a, b], day, day + 3 * 86_400))).toEqual([
      { serverKey: a, day, upMs: 1_200_000, observedMs: 1_800_000 },
      { serverKey: b, day, upMs: 0, observedMs: 900_000 },
      { serverKey: b, day: day + 86_400, upMs: 1_350_000, observedMs: 1_800_000 },
    ]);
    expect(await store.daySumsByServer([], day, day + 86_400)).toEqual([]);
    expect(byKey(await store.lastSamples([a, b]))).toEqual([
      { serverKey: a, at: AT + 60 },
      { serverKey: b, at: AT + 30 },
    ]);

    expect(await store.prune(AT + 60, AT + 900)).toEqual({ samples: 2, rollups: 1 });
    expect(await store.samples(a, 0, 2 ** 40)).toEqual([sample(a, AT + 60, 20)]);
    expect((await store.keys()).map((k) => k.serverId).sort()).toEqual(['srv-a', 'srv-b']);
  });
});
