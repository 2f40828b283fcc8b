import { join } from 'node:path';
import { afterEach } from 'vitest';
import type { SampleRow } from '../../src/db/history.js';
import { createAsyncHistoryStore } from '../../src/db/history.js';
import { createIncidents } from '../../src/db/incidents.js';
import { openDatabase } from '../../src/db/open.js';
import { createHistory } from '../../src/history/history.js';
import { codeOf } from '../../src/history/state-codes.js';
import type { Resources } from '../../src/hosting/index.js';
import { createLogger } from '../../src/logger.js';
import type { Observed } from '../../src/watch/observations.js';
import { classifyState, type StateKind } from '../../src/watch/state.js';
import { useTempDir } from '../support/temp-dir.js';

/** A quarter hour boundary, so buckets in the tests start at round numbers. */
export const T0 = Date.UTC(2026, 0, 1);
export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;

/** A stored sample at `T0 + seconds`, with only what a test sets. */
export function row(seconds: number, kind: StateKind, extra: Partial<SampleRow> = {}): SampleRow {
  return {
    serverKey: 1,
    at: T0 / 1000 + seconds,
    state: codeOf(kind),
    cpuTenths: null,
    memoryKib: null,
    diskKib: null,
    rxBytes: null,
    txBytes: null,
    memoryMb: null,
    playersOnline: null,
    playersMax: null,
    ...extra,
  };
}

const WORDS: Record<string, string> = { up: 'running', down: 'offline', unknown: '' };

/** What the watch hands a listener after a refresh at `at`. */
export function observed(
  serverId: string,
  at: number,
  state: 'up' | 'down' | 'unknown',
  resources: Partial<Resources> | null = {},
  memoryMb = 4096,
): Observed {
  const kind = classifyState(WORDS[state]);
  return {
    serverId,
    state: kind,
    stateSince: at,
    upSince: null,
    downSince: null,
    observedAt: at,
    fresh: true,
    name: null,
    server: { memoryMb } as Observed['server'],
    resources:
      resources === null
        ? undefined
        : {
            state: WORDS[state]!,
            isSuspended: false,
            memoryBytes: 1024 ** 3,
            cpu: 12.5,
            diskBytes: 2 * 1024 ** 3,
            networkRxBytes: 0,
            networkTxBytes: 0,
            uptimeMs: 0,
            ...resources,
          },
  };
}

/** A history on a fresh SQLite file with a 60 s refresh interval and a clock the test moves. */
export function useHistory() {
  const tempDir = useTempDir();
  const open: Array<{ close(): void }> = [];
  afterEach(() => {
    for (const handle of open.splice(0)) handle.close();
  });
  return (refreshIntervalMs = MIN) => {
    const handle = openDatabase(join(tempDir(), 'hostcord.db'));
    open.push(handle);
    const clock = { now: T0 };
    const history = createHistory({
      store: createAsyncHistoryStore(handle.db),
      incidents: createIncidents(handle.db),
      refreshIntervalMs,
      log: createLogger({ level: 'silent' }),
      now: () => clock.now,
    });
    return { handle, history, clock };
  };
}
