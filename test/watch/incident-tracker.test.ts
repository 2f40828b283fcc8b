import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createAudit } from '../../src/db/audit.js';
import { createIncidents, type Incidents } from '../../src/db/incidents.js';
import { createLinks } from '../../src/db/links.js';
import { openDatabase } from '../../src/db/open.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { openPostgres } from '../../src/db/postgres.js';
import { createLogger } from '../../src/logger.js';
import { createIncidentTracker } from '../../src/watch/incidents.js';
import type { Change, Observed } from '../../src/watch/observations.js';
import { usePostgres } from '../support/postgres.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const postgres = usePostgres();
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
});

/** The incidents of two instances sharing one database. */
type Open = () => Promise<[Incidents, Incidents]>;
const sqlite: Open = async () => {
  const path = join(tempDir(), 'incidents.db');
  const [a, b] = [openDatabase(path), openDatabase(path)];
  closers.push(
    () => a.close(),
    () => b.close(),
  );
  return [createIncidents(a.db), createIncidents(b.db)];
};
const pg: Open = async () => {
  const url = await postgres.createDatabase();
  const [a, b] = [await openPostgres(url), await openPostgres(url)];
  closers.push(
    () => a.close(),
    () => b.close(),
  );
  return [createIncidents(postgresSql(a.db)), createIncidents(postgresSql(b.db))];
};

const T = 2_000_000_000_000;
const GRACE_MS = 90_000;
const SERVER = 'srv-1';

const observed = (kind: 'up' | 'down', at: number, downSince: number | null): Observed => ({
  serverId: SERVER,
  state: { kind, label: kind === 'up' ? 'running' : 'offline' },
  stateSince: at,
  upSince: kind === 'up' ? at : null,
  downSince,
  observedAt: at,
  fresh: true,
  name: null,
  server: undefined,
  resources: undefined,
});

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', pg],
])('incident tracker on %s', (_name, open) => {
  it('two instances seeing the same server down past the grace period at once open one incident, alerted once', async () => {
    const [incidentsA, incidentsB] = await open();
    // Links and audit of the instances (SQLite: what the app uses today).
    const handle = openDatabase(join(tempDir(), 'links.db'));
    closers.push(() => handle.close());
    const links = createLinks(handle.db);
    await links.link({ guildId: 'g1', channelId: 'c1', serverId: SERVER, createdBy: 'u1' });
    const audit = createAudit(handle.db);

    // Both read the last activity before opening; neither answer comes until both asked, so
    // both have found no open incident before either stores one.
    let asked = 0;
    let release!: () => void;
    const bothAsked = new Promise<void>((resolve) => {
      release = resolve;
    });
    const hosting = {
      listActivity: async () => {
        if (++asked === 2) release();
        await bothAsked;
        return { data: [{ title: 'Server crashed' }] } as never;
      },
    };
    const synced: number[] = [];
    const tracker = (incidents: Incidents) =>
      createIncidentTracker({
        incidents,
        audit,
        links,
        hosting,
        alerts: { sync: async (id) => void synced.push(id) },
        graceMs: GRACE_MS,
        log: createLogger({ level: 'silent' }),
      });
    const at = T + GRACE_MS + 1000;
    const change: Change = { before: observed('down', T, T), after: observed('down', at, T) };
    await Promise.all([tracker(incidentsA).observe([change], at), tracker(incidentsB).observe([change], at)]);

    expect(asked).toBe(2);
    const stored = await incidentsA.forServer(SERVER);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({
      kind: 'incident',
      downSince: T,
      closedAt: null,
      lastActivityTitle: 'Server crashed',
    });
    expect(await incidentsB.alertsOf(stored[0]!.id)).toHaveLength(1);
    expect(synced).toEqual([stored[0]!.id]);
  });
});
