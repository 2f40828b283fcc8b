import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres, type PostgresHandle } from '../../src/db/postgres.js';
import {
  createPostgresWriteHealth,
  isConnectionFailure,
  registerPostgresCheck,
} from '../../src/db/postgres-health.js';
import { kv } from '../../src/db/schema-postgres.js';
import { createHealth } from '../../src/health.js';
import { createLogger } from '../../src/logger.js';
import { usePostgres } from '../support/postgres.js';
import { useTcpProxy } from '../support/tcp-proxy.js';
import { waitFor } from '../support/wait-for.js';

const postgres = usePostgres();
const proxyTo = useTcpProxy();
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

/** hostcord's pool reaching the database through a relay the test can cut. */
async function world(options: { probeIntervalMs?: number; pingIntervalMs?: number } = {}) {
  const direct = new URL(await postgres.createDatabase());
  const proxy = await proxyTo(Number(direct.port));
  const url = new URL(direct);
  url.port = String(proxy.port);
  const handle: PostgresHandle = await openPostgres(url.toString(), { connectTimeoutMs: 1000 });
  const lines: Array<Record<string, unknown>> = [];
  const log = createLogger({
    level: 'info',
    destination: { write: (l: string) => lines.push(JSON.parse(l)) },
  });
  const writes = createPostgresWriteHealth(handle.pool, {
    log,
    probeIntervalMs: options.probeIntervalMs ?? 60_000,
    pingIntervalMs: options.pingIntervalMs ?? 60_000,
  });
  closers.push(
    () => handle.close(),
    () => writes.stop(),
  );
  const set = (key: string) => handle.db.insert(kv).values({ key, value: 'v' });
  const messages = () => lines.map((l) => l.msg as string);
  return { url, password: url.password, handle, proxy, writes, lines, messages, set };
}

describe('write health on PostgreSQL', () => {
  it('a lost connection sets it (logged once, no password), the next successful write clears it', async () => {
    const w = await world();
    await w.set('before');
    expect(w.writes.check()).toEqual({ ok: true, writes: 'ok' });

    await w.proxy.cut();
    for (let i = 0; i < 3; i++) await expect(w.set(`during-${i}`)).rejects.toThrow();
    expect(w.writes.failing()).toBeDefined();
    expect(w.writes.check()).toMatchObject({ ok: false, writes: 'failing' });
    expect(String(w.writes.check().fix)).toMatch(/PostgreSQL at DATABASE_URL is running and reachable/);
    expect(w.messages()).toHaveLength(1);
    expect(w.messages()[0]).toMatch(/^database writes are failing \(\w+\): check that PostgreSQL/);
    const said = JSON.stringify([w.lines, w.writes.check()]);
    expect(said).not.toContain(w.password);

    await w.proxy.restore();
    await w.set('after');
    expect(w.writes.check()).toEqual({ ok: true, writes: 'ok' });
    expect(w.messages().slice(1)).toEqual(['database writes work again']);
  });

  it('counts a transaction only once it committed, and ignores constraint violations', async () => {
    const w = await world();
    await w.proxy.cut();
    await expect(w.set('x')).rejects.toThrow();
    await w.proxy.restore();
    // A read proves nothing about writes; a rolled-back write neither.
    await w.handle.db.select().from(kv);
    await expect(
      w.handle.db.transaction(async (tx) => {
        await tx.insert(kv).values({ key: 'rolled-back', value: 'v' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(w.writes.check().ok).toBe(false);
    await w.handle.db.transaction(async (tx) => {
      await tx.insert(kv).values({ key: 'committed', value: 'v' });
    });
    expect(w.writes.check().ok).toBe(true);

    await expect(w.set('committed')).rejects.toThrow();
    expect(w.writes.check().ok).toBe(true);
  });

  it('notices a lost database while nothing queries, and that it is back while nothing writes', async () => {
    const w = await world({ pingIntervalMs: 50, probeIntervalMs: 50 });
    await w.proxy.cut();
    await waitFor(() => w.writes.failing() !== undefined, 5000, 'the ping to fail');
    await w.proxy.restore();
    await waitFor(() => w.writes.check().ok, 5000, 'the probe to succeed');
    expect(await w.handle.db.select().from(kv)).toEqual([]);
    expect(w.messages()).toEqual([
      expect.stringMatching(/^database writes are failing/),
      'database writes work again',
    ]);
  });

  it('reports through /healthz with the pool of connections', async () => {
    const w = await world();
    const health = createHealth();
    registerPostgresCheck(health, w.handle.pool, w.writes);
    await w.set('k');
    expect(health.report().checks.database).toMatchObject({ ok: true, writes: 'ok', waiting: 0 });
    await w.proxy.cut();
    await expect(w.set('k2')).rejects.toThrow();
    expect(health.report()).toMatchObject({
      ok: false,
      checks: { database: { ok: false, writes: 'failing' } },
    });
  });
});

describe('isConnectionFailure', () => {
  const withCode = (code: string) => Object.assign(new Error('x'), { code });
  it('counts lost connections and a server that cannot take writes, not mistakes of the query', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', '08006', '57P01', '53100', '25006', '28P01']) {
      expect(isConnectionFailure(withCode(code)), code).toBe(true);
    }
    expect(
      isConnectionFailure(
        new Error('Failed query', { cause: new Error('Connection terminated unexpectedly') }),
      ),
    ).toBe(true);
    for (const code of ['23505', '42P01', '57014', '40001'])
      expect(isConnectionFailure(withCode(code)), code).toBe(false);
    expect(isConnectionFailure(new Error('boom'))).toBe(false);
  });
});
