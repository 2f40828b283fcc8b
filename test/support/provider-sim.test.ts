import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type ProviderSim, type SimEvent, startProviderSim } from './provider-sim.js';

const T0 = Date.parse('2025-03-01T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const BOT = 'zhb_test_bot_token_1';
const USER = 'zhp_test_personal_token_1';

let sim: ProviderSim;

beforeEach(async () => {
  sim = await startProviderSim({ now: T0 });
});

afterEach(async () => {
  await sim.close();
});

interface Reply {
  status: number;
  headers: Headers;
  // biome-ignore lint/suspicious/noExplicitAny: test assertions read arbitrary JSON
  json: any;
}

async function call(
  token: string | undefined,
  method: string,
  path: string,
  opts: { body?: unknown; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...opts.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${sim.url}/api/developer/v1${path}`, {
    method,
    headers,
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: text ? JSON.parse(text) : undefined };
}

const get = (token: string | undefined, path: string) => call(token, 'GET', path);
const post = (token: string, path: string, body: unknown, key?: string) =>
  call(token, 'POST', path, { body, headers: key ? { 'idempotency-key': key } : {} });

function expectError(reply: Reply, status: number, code: string) {
  expect(reply.status).toBe(status);
  expect(reply.json.code).toBe(code);
  expect(typeof reply.json.message).toBe('string');
  expect(reply.json.requestId).toBe(reply.headers.get('x-request-id'));
}

describe('authentication', () => {
  it('answers 401 TOKEN_INVALID with WWW-Authenticate for missing, wrong, revoked and expired tokens', async () => {
    const revoked = sim.addPersonalToken({ token: 'zhp_test_revoked' });
    sim.revokeToken(revoked);
    const expiring = sim.addPersonalToken({ token: 'zhp_test_expiring', expiresAt: T0 + 1000 });
    expect((await get(expiring, '/me')).status).toBe(200);
    sim.clock.advance(1000);
    for (const token of [undefined, 'zhp_test_unknown', revoked, expiring]) {
      const reply = await get(token, '/me');
      expectError(reply, 401, 'TOKEN_INVALID');
      expect(reply.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    }
  });

  it('reports the caller on GET /me', async () => {
    const bot = sim.addBot({ token: BOT, scopes: ['servers:read'] });
    sim.addPersonalToken({ token: USER });
    const me = await get(BOT, '/me');
    expect(me.json).toMatchObject({ type: 'bot', botId: bot.id, scopes: ['servers:read'] });
    expect((await get(USER, '/me')).json.type).toBe('personal');
  });

  it('sends a fresh X-Request-Id on success and error answers and records it', async () => {
    sim.addPersonalToken({ token: USER });
    const server = sim.addServer();
    const answers = [
      await get(USER, '/servers'),
      await post(USER, `/servers/${server.id}/commands`, { command: 'say hi' }),
      await get(USER, '/servers/00000000-0000-4000-8000-000000000000'),
      await get(undefined, '/me'),
    ];
    const ids = answers.map((a) => a.headers.get('x-request-id'));
    expect(answers.map((a) => a.status)).toEqual([200, 202, 404, 401]);
    expect(ids.every((id) => typeof id === 'string' && id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(4);
    expect(sim.requests.map((r) => r.requestId)).toEqual(ids);
  });
});

describe('visibility, scopes and grants', () => {
  it('hides servers a token cannot see behind a 404 identical to an unknown server', async () => {
    const installed = sim.addServer();
    const other = sim.addServer();
    sim.addBot({ token: BOT, installedOn: [installed.id] });
    sim.addPersonalToken({ token: USER, servers: [installed.id, other.id], restrictTo: [installed.id] });
    const unknown = await get(BOT, '/servers/00000000-0000-4000-8000-000000000000');
    for (const token of [BOT, USER]) {
      expect((await get(token, `/servers/${installed.id}`)).status).toBe(200);
      const hidden = await get(token, `/servers/${other.id}`);
      expectError(hidden, 404, 'NOT_FOUND');
      const { requestId: _a, ...hiddenRest } = hidden.json;
      const { requestId: _b, ...unknownRest } = unknown.json;
      expect(hiddenRest).toEqual(unknownRest);
    }
    expect((await get(BOT, '/servers')).json.data.map((s: { id: string }) => s.id)).toEqual([installed.id]);
  });

  it('checks visibility before scope, so a hidden server never answers 403', async () => {
    const hidden = sim.addServer();
    sim.addPersonalToken({ token: USER, servers: [], scopes: [] });
    expectError(await post(USER, `/servers/${hidden.id}/power`, { signal: 'start' }), 404, 'NOT_FOUND');
  });

  it('answers INSUFFICIENT_SCOPE naming the scope, from token scopes and from granted scopes', async () => {
    const server = sim.addServer();
    sim.addPersonalToken({ token: USER, scopes: ['servers:read'] });
    sim.addBot({ token: BOT });
    sim.install(BOT, server.id, { scopes: ['servers:read', 'servers:power'] });
    const user = await post(USER, `/servers/${server.id}/power`, { signal: 'start' });
    expectError(user, 403, 'INSUFFICIENT_SCOPE');
    expect(user.json.scope).toBe('servers:power');
    const bot = await get(BOT, `/servers/${server.id}/backups`);
    expectError(bot, 403, 'INSUFFICIENT_SCOPE');
    expect(bot.json.scope).toBe('backups:read');
    expect((await post(BOT, `/servers/${server.id}/power`, { signal: 'start' })).status).toBe(202);
    expect(sim.effects.power).toHaveLength(1);
  });

  it('answers FORBIDDEN when the acting user has no grant', async () => {
    const server = sim.addServer();
    sim.addPersonalToken({ token: USER });
    sim.denyGrant(USER, server.id);
    expectError(await get(USER, `/servers/${server.id}`), 403, 'FORBIDDEN');
  });

  it('keeps /installations and /events for bot tokens', async () => {
    const server = sim.addServer();
    sim.addPersonalToken({ token: USER });
    sim.addBot({ token: BOT, installedOn: [server.id], scopes: ['servers:read'] });
    expectError(await get(USER, '/installations'), 403, 'FORBIDDEN');
    expectError(await get(USER, '/events'), 403, 'FORBIDDEN');
    const installations = await get(BOT, '/installations');
    expect(installations.json.data).toEqual([
      expect.objectContaining({ serverId: server.id, grantedScopes: ['servers:read'], status: 'active' }),
    ]);
    expect((await get(BOT, '/events')).status).toBe(200);
  });
});

describe('lists', () => {
  it('validates limit', async () => {
    sim.addPersonalToken({ token: USER });
    for (const limit of ['0', '101', 'abc', '-1', '2.5']) {
      const reply = await get(USER, `/servers?limit=${limit}`);
      expectError(reply, 400, 'VALIDATION_ERROR');
      expect(Object.keys(reply.json.errors)).toEqual(['limit']);
    }
    expect((await get(USER, '/servers?limit=100')).status).toBe(200);
  });

  it('pages activity newest first with opaque cursors and rejects tampered ones', async () => {
    const server = sim.addServer();
    sim.addPersonalToken({ token: USER });
    const titles = ['a', 'b', 'c', 'd', 'e'];
    for (const title of titles) {
      sim.addActivity(server.id, { title });
      sim.clock.advance(1000);
    }
    const path = `/servers/${server.id}/activity`;
    const first = await get(USER, `${path}?limit=2`);
    expect(first.json.data.map((e: { title: string }) => e.title)).toEqual(['e', 'd']);
    sim.addActivity(server.id, { title: 'new' }); // a newer entry must not shift the next page
    const second = await get(USER, `${path}?limit=2&cursor=${first.json.nextCursor}`);
    expect(second.json.data.map((e: { title: string }) => e.title)).toEqual(['c', 'b']);
    const last = await get(USER, `${path}?limit=2&cursor=${second.json.nextCursor}`);
    expect(last.json).toEqual({ data: [expect.objectContaining({ title: 'a' })], nextCursor: null });

    const cursor: string = first.json.nextCursor;
    const tampered = `${cursor.slice(0, 3)}${cursor[3] === 'A' ? 'B' : 'A'}${cursor.slice(4)}`;
    for (const bad of [tampered, 'x', encodeURIComponent(cursor.replace(/\..*/, '.'))]) {
      const reply = await get(USER, `${path}?cursor=${bad}`);
      expectError(reply, 400, 'VALIDATION_ERROR');
      expect(reply.json.errors.cursor).toHaveLength(1);
    }
    const other = sim.addServer();
    expectError(await get(USER, `/servers/${other.id}/activity?cursor=${cursor}`), 400, 'VALIDATION_ERROR');
  });

  it('lets unknown fields of servers and activity pass through', async () => {
    const server = sim.addServer({ name: 'Survival', futureField: { nested: true } });
    sim.addActivity(server.id, { category: 'brand-new', extra: 42 });
    sim.addPersonalToken({ token: USER });
    expect((await get(USER, `/servers/${server.id}`)).json).toMatchObject({ futureField: { nested: true } });
    const activity = await get(USER, `/servers/${server.id}/activity`);
    expect(activity.json.data[0]).toMatchObject({ category: 'brand-new', extra: 42, serverId: server.id });
  });

  it('shows a rename in the panel at once, in the list and in the single read', async () => {
    const server = sim.addServer({ name: 'Survival' });
    sim.addPersonalToken({ token: USER });
    sim.renameServer(server.id, 'Survival HC-ABCDEFGH');
    expect((await get(USER, `/servers/${server.id}`)).json.name).toBe('Survival HC-ABCDEFGH');
    expect((await get(USER, '/servers')).json.data.map((s: { name: string }) => s.name)).toEqual([
      'Survival HC-ABCDEFGH',
    ]);
    expect(() => sim.renameServer('unknown', 'x')).toThrow(/unknown server/);
  });

  it('serves git deployments and 404 for an unknown deployment', async () => {
    const server = sim.addServer();
    sim.addPersonalToken({ token: USER });
    const deployment = sim.addDeployment(server.id, { status: 'failed', errorMessage: 'boom' });
    expect((await get(USER, `/servers/${server.id}/git/deployments`)).json.data).toEqual([deployment]);
    expect((await get(USER, `/servers/${server.id}/git/deployments/${deployment.id}`)).json).toEqual(
      deployment,
    );
    expectError(await get(USER, `/servers/${server.id}/git/deployments/nope`), 404, 'NOT_FOUND');
  });
});

describe('backups and resources', () => {
  it('answers the backups page with nextCursor null and limit, and creates backups with 202', async () => {
    const server = sim.addServer();
    sim.addPersonalToken({ token: USER });
    const existing = sim.addBackup(server.id, { isLocked: true });
    const created = await post(USER, `/servers/${server.id}/backups`, {});
    expect(created.status).toBe(202);
    expect(created.json).toMatchObject({ isLocked: false });
    expect(typeof created.json.id).toBe('string');
    const page = await get(USER, `/servers/${server.id}/backups`);
    expect(page.json).toEqual({ data: [existing, created.json], nextCursor: null, limit: 5 });
    expect(sim.effects.backups.map((b) => b.record)).toEqual([created.json]);
  });

  it('rotates out the oldest unlocked backup when every slot is used', async () => {
    const server = sim.addServer();
    sim.addPersonalToken({ token: USER });
    sim.setBackupLimit(server.id, 2);
    const locked = sim.addBackup(server.id, { isLocked: true });
    sim.addBackup(server.id);
    const created = await post(USER, `/servers/${server.id}/backups`, { name: 'nightly' });
    expect(created.json).toMatchObject({ name: 'nightly', isLocked: false });
    const page = await get(USER, `/servers/${server.id}/backups`);
    expect(page.json.data).toEqual([locked, created.json]);
    expectError(
      await post(USER, `/servers/${server.id}/backups`, { isLocked: 'yes' }),
      400,
      'VALIDATION_ERROR',
    );
    sim.setBackupLimit(server.id, 1);
    expectError(await post(USER, `/servers/${server.id}/backups`, {}), 409, 'CONFLICT');
    expect((await get(USER, `/servers/${server.id}/backups`)).json.data).toEqual([locked, created.json]);
    expect(sim.effects.backups).toHaveLength(1);
  });

  it('answers SERVER_NOT_READY (400) for actions, backups and resources of a server that is not ready', async () => {
    const server = sim.addServer();
    sim.addPersonalToken({ token: USER });
    sim.setResources(server.id, { cpu: 99.5 });
    expect((await get(USER, `/servers/${server.id}/resources`)).json.cpu).toBe(99.5);
    sim.setNotReady(server.id, true);
    const base = `/servers/${server.id}`;
    expectError(await get(USER, `${base}/resources`), 400, 'SERVER_NOT_READY');
    expectError(await get(USER, `${base}/backups`), 400, 'SERVER_NOT_READY');
    expectError(await post(USER, `${base}/backups`, {}), 400, 'SERVER_NOT_READY');
    expectError(await post(USER, `${base}/power`, { signal: 'start' }), 400, 'SERVER_NOT_READY');
    expectError(await post(USER, `${base}/commands`, { command: 'list' }), 400, 'SERVER_NOT_READY');
    expect(sim.effects).toEqual({ power: [], commands: [], backups: [] });
  });
});

describe('power and commands', () => {
  it('validates the power body', async () => {
    const server = sim.addServer();
    sim.addPersonalToken({ token: USER });
    const path = `/servers/${server.id}/power`;
    const cases: Array<[unknown, string]> = [
      [{ signal: 'reboot' }, 'signal'],
      [{ signal: 'restart', killAfterSeconds: 30 }, 'killAfterSeconds'],
      [{ signal: 'stop', killAfterSeconds: 9 }, 'killAfterSeconds'],
      [{ signal: 'stop', killAfterSeconds: 601 }, 'killAfterSeconds'],
    ];
    for (const [body, field] of cases) {
      const reply = await post(USER, path, body);
      expectError(reply, 400, 'VALIDATION_ERROR');
      expect(Object.keys(reply.json.errors)).toEqual([field]);
    }
    const stop = await post(USER, path, { signal: 'stop', killAfterSeconds: 600 });
    expect(stop.status).toBe(202);
    expect(sim.effects.power).toEqual([expect.objectContaining({ signal: 'stop', killAfterSeconds: 600 })]);
  });

  it('dedupes an equal signal queued within 10 s and reports the same jobId', async () => {
    const server = sim.addServer();
    sim.addPersonalToken({ token: USER });
    const path = `/servers/${server.id}/power`;
    const first = await post(USER, path, { signal: 'restart' });
    expect(first.json).toEqual({ signal: 'restart', jobId: expect.any(String), deduped: false });
    const again = await post(USER, path, { signal: 'restart' });
    expect(again.json).toEqual({ signal: 'restart', jobId: first.json.jobId, deduped: true });
    sim.clock.advance(10_000);
    const later = await post(USER, path, { signal: 'restart' });
    expect(later.json.deduped).toBe(false);
    expect(later.json.jobId).not.toBe(first.json.jobId);
    expect(sim.effects.power.map((p) => p.deduped)).toEqual([false, true, false]);
  });

  it('accepts commands of 1 to 1024 characters', async () => {
    const server = sim.addServer();
    sim.addPersonalToken({ token: USER });
    const path = `/servers/${server.id}/commands`;
    expectError(await post(USER, path, { command: '' }), 400, 'VALIDATION_ERROR');
    expectError(await post(USER, path, { command: 'x'.repeat(1025) }), 400, 'VALIDATION_ERROR');
    const ok = await post(USER, path, { command: 'x'.repeat(1024) });
    expect(ok.status).toBe(202);
    expect(ok.json).toEqual({ status: 'sent' });
    expect(sim.effects.commands).toEqual([expect.objectContaining({ serverId: server.id, token: USER })]);
  });

  it('records every request with path, query, lower-case headers, body and status', async () => {
    const server = sim.addServer();
    sim.addPersonalToken({ token: USER });
    await call(USER, 'POST', `/servers/${server.id}/commands`, {
      body: { command: 'list' },
      headers: { 'X-Custom': 'yes' },
    });
    await get(USER, '/servers?limit=5');
    expect(sim.requests[0]).toMatchObject({
      method: 'POST',
      path: `/servers/${server.id}/commands`,
      body: { command: 'list' },
      status: 202,
      headers: expect.objectContaining({ 'x-custom': 'yes', authorization: `Bearer ${USER}` }),
    });
    expect(sim.requests[1]).toMatchObject({
      method: 'GET',
      path: '/servers',
      query: { limit: '5' },
      status: 200,
    });
  });
});

describe('idempotency', () => {
  let path: string;
  beforeEach(() => {
    path = `/servers/${sim.addServer().id}/power`;
    sim.addPersonalToken({ token: USER });
  });

  it('replays the stored answer with Idempotency-Replayed and no second effect', async () => {
    const first = await post(USER, path, { signal: 'start' }, 'key-1');
    const replay = await post(USER, path, { signal: 'start' }, 'key-1');
    expect(first.headers.get('idempotency-replayed')).toBeNull();
    expect(replay.headers.get('idempotency-replayed')).toBe('true');
    expect(replay.status).toBe(first.status);
    expect(replay.json).toEqual(first.json);
    expect(sim.effects.power).toHaveLength(1);
  });

  it('answers 422 when the key comes with another request, and keys are per token', async () => {
    await post(USER, path, { signal: 'start' }, 'key-1');
    expectError(await post(USER, path, { signal: 'stop' }, 'key-1'), 422, 'IDEMPOTENCY_KEY_REUSED');
    const other = sim.addPersonalToken({ token: 'zhp_test_personal_token_2' });
    expect((await post(other, path, { signal: 'stop' }, 'key-1')).status).toBe(202);
    expect(sim.effects.power.map((p) => p.signal)).toEqual(['start', 'stop']);
  });

  it('answers 409 while the first request with the key still runs', async () => {
    sim.fault({ path, delayMs: 150 });
    const slow = post(USER, path, { signal: 'start' }, 'key-1');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expectError(await post(USER, path, { signal: 'start' }, 'key-1'), 409, 'IDEMPOTENCY_IN_PROGRESS');
    expect((await slow).status).toBe(202);
    expect(sim.effects.power).toHaveLength(1);
  });

  it('forgets keys after 24 hours of the virtual clock', async () => {
    await post(USER, path, { signal: 'start' }, 'key-1');
    sim.clock.advance(DAY - 1);
    expect((await post(USER, path, { signal: 'start' }, 'key-1')).headers.get('idempotency-replayed')).toBe(
      'true',
    );
    sim.clock.advance(1);
    const fresh = await post(USER, path, { signal: 'start' }, 'key-1');
    expect(fresh.headers.get('idempotency-replayed')).toBeNull();
    expect(sim.effects.power).toHaveLength(2);
  });

  it('rejects keys outside ^[!-~]{1,128}$', async () => {
    for (const key of ['has space', 'x'.repeat(129), 'tab\there']) {
      const reply = await post(USER, path, { signal: 'start' }, key);
      expectError(reply, 400, 'VALIDATION_ERROR');
      expect(Object.keys(reply.json.errors)).toEqual(['Idempotency-Key']);
    }
    expect(sim.effects.power).toHaveLength(0);
    expect((await post(USER, path, { signal: 'start' }, 'x'.repeat(128))).status).toBe(202);
  });

  it('replays after a 500 that came after the effect (answer lost), without doubling', async () => {
    sim.fault({ path, method: 'POST', status: 500, afterEffect: true });
    expectError(await post(USER, path, { signal: 'restart' }, 'key-1'), 500, 'INTERNAL_ERROR');
    const retry = await post(USER, path, { signal: 'restart' }, 'key-1');
    expect(retry.status).toBe(202);
    expect(retry.headers.get('idempotency-replayed')).toBe('true');
    expect(sim.effects.power).toHaveLength(1);
  });

  it('does not store an answer when a 500 comes before the effect', async () => {
    sim.fault({ path, status: 500 });
    expectError(await post(USER, path, { signal: 'restart' }, 'key-1'), 500, 'INTERNAL_ERROR');
    expect(sim.effects.power).toHaveLength(0);
    const retry = await post(USER, path, { signal: 'restart' }, 'key-1');
    expect(retry.status).toBe(202);
    expect(retry.headers.get('idempotency-replayed')).toBeNull();
    expect(sim.effects.power).toHaveLength(1);
  });
});

describe('faults and rate limiting', () => {
  beforeEach(() => {
    sim.addPersonalToken({ token: USER });
  });

  it('answers RATE_LIMITED with Retry-After in whole seconds, at least 1', async () => {
    sim.rateLimit({ retryAfter: 0.2, times: 1 });
    const limited = await get(USER, '/me');
    expectError(limited, 429, 'RATE_LIMITED');
    expect(limited.headers.get('retry-after')).toBe('1');
    expect((await get(USER, '/me')).status).toBe(200);
    sim.rateLimit({ retryAfter: 2.5 });
    expect((await get(USER, '/me')).headers.get('retry-after')).toBe('3');
    expect((await get(USER, '/me')).status).toBe(429);
    sim.rateLimit(null);
    expect((await get(USER, '/me')).status).toBe(200);
  });

  it('injects any status and code for matching requests, `times` times', async () => {
    sim.fault({ path: /^\/servers$/, status: 409, code: 'START_BLOCKED', times: 2 });
    expectError(await get(USER, '/servers'), 409, 'START_BLOCKED');
    expect((await get(USER, '/me')).status).toBe(200);
    expectError(await get(USER, '/servers'), 409, 'START_BLOCKED');
    expect((await get(USER, '/servers')).status).toBe(200);
  });

  it('can send a non-JSON body, still with X-Request-Id', async () => {
    sim.fault({ path: '/me', status: 502, rawBody: '<html>Bad gateway</html>' });
    const res = await fetch(`${sim.url}/api/developer/v1/me`, {
      headers: { authorization: `Bearer ${USER}` },
    });
    expect(res.status).toBe(502);
    expect(await res.text()).toBe('<html>Bad gateway</html>');
    expect(res.headers.get('x-request-id')).toBe(sim.requests[0]?.requestId);
  });

  it('can be closed twice', async () => {
    await sim.close();
    await expect(sim.close()).resolves.toBeUndefined();
  });

  it('drops the connection when asked', async () => {
    sim.fault({ path: '/me', drop: true });
    await expect(get(USER, '/me')).rejects.toThrow();
    expect((await get(USER, '/me')).status).toBe(200);
  });
});

describe('event feed', () => {
  let serverId: string;
  beforeEach(() => {
    serverId = sim.addServer().id;
    sim.addBot({ token: BOT });
  });

  const feed = (query = '') => get(BOT, `/events${query}`);
  const types = (reply: Reply) => reply.json.data.map((e: SimEvent) => e.type);

  it('answers nextCursor null only without after and without any event', async () => {
    expect((await feed()).json).toEqual({ data: [], nextCursor: null });
    sim.ping(BOT);
    const young = await feed();
    expect(young.json.data).toEqual([]);
    expect(typeof young.json.nextCursor).toBe('string');
  });

  it('delivers events once 30 s old and keeps nextCursor equal to after when caught up', async () => {
    const ping = sim.ping(BOT, 'hello');
    sim.clock.advance(29_999);
    const early = await feed();
    expect(early.json.data).toEqual([]);
    sim.clock.advance(1);
    const first = await feed(`?after=${early.json.nextCursor}`);
    expect(first.json.data).toEqual([ping]);
    expect(ping).toMatchObject({ serverId: null, data: { message: 'hello' } });
    const cursor = first.json.nextCursor;
    const caughtUp = await feed(`?after=${cursor}`);
    expect(caughtUp.json).toEqual({ data: [], nextCursor: cursor });
  });

  it('never moves the cursor past an event that is not old enough yet', async () => {
    sim.install(BOT, serverId);
    sim.clock.advance(20_000);
    sim.addActivity(serverId, { title: 'crash' });
    sim.clock.advance(10_000);
    const first = await feed();
    expect(types(first)).toEqual(['installation.created']);
    sim.clock.advance(20_000);
    const second = await feed(`?after=${first.json.nextCursor}`);
    expect(second.json.data).toEqual([expect.objectContaining({ type: 'server.activity', serverId })]);
    expect(second.json.data[0].data).toMatchObject({ title: 'crash', serverId });
  });

  it('pages with limit and validates limit and after', async () => {
    for (let i = 0; i < 3; i++) sim.ping(BOT, `p${i}`);
    sim.clock.advance(30_000);
    const page1 = await feed('?limit=2');
    expect(page1.json.data.map((e: SimEvent) => e.data.message)).toEqual(['p0', 'p1']);
    const page2 = await feed(`?limit=2&after=${page1.json.nextCursor}`);
    expect(page2.json.data.map((e: SimEvent) => e.data.message)).toEqual(['p2']);
    for (const query of ['?limit=0', '?limit=101']) {
      const reply = await feed(query);
      expectError(reply, 400, 'VALIDATION_ERROR');
      expect(reply.json.errors.limit).toBeDefined();
    }
    const cursor: string = page1.json.nextCursor;
    const tampered = await feed(`?after=${cursor.slice(0, -2)}${cursor.endsWith('AA') ? 'BB' : 'AA'}`);
    expectError(tampered, 400, 'VALIDATION_ERROR');
    expect(tampered.json.errors.after).toBeDefined();
    sim.addBot({ token: 'zhb_test_bot_token_2' });
    expectError(await get('zhb_test_bot_token_2', `/events?after=${cursor}`), 400, 'VALIDATION_ERROR');
  });

  it('drops events older than 14 days', async () => {
    sim.ping(BOT, 'old');
    sim.clock.advance(DAY);
    sim.ping(BOT, 'new');
    sim.clock.advance(13 * DAY);
    const reply = await feed();
    expect(reply.json.data.map((e: SimEvent) => e.data.message)).toEqual(['new']);
  });

  it('sends activity only to subscribed installed bots, and installation events with the installation', async () => {
    sim.install(BOT, serverId);
    sim.addBot({ token: 'zhb_test_bot_token_2', installedOn: [serverId], eventTypes: [] });
    sim.addBot({ token: 'zhb_test_bot_token_3' });
    sim.addActivity(serverId);
    const removed = sim.uninstall(BOT, serverId);
    expect(sim.eventsFor(BOT).map((e) => e.type)).toEqual([
      'installation.created',
      'server.activity',
      'installation.deleted',
    ]);
    expect(sim.eventsFor(BOT)[2]?.data).toEqual(removed);
    expect(sim.eventsFor('zhb_test_bot_token_2').map((e) => e.type)).toEqual(['installation.created']);
    expect(sim.eventsFor('zhb_test_bot_token_3')).toEqual([]);
  });
});

describe('webhook deliveries', () => {
  it('posts a signed delivery that verifies with HMAC-SHA256 over t.body', async () => {
    const bot = sim.addBot({ token: BOT });
    const event = sim.ping(BOT);
    const secret = 'zhs_test_webhook_secret';
    const received: Array<{ headers: IncomingHttpHeaders; body: string }> = [];
    const receiver = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        received.push({ headers: req.headers, body });
        res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhook`;
      expect(await sim.deliver(event, { url, secret })).toEqual({ status: 204, body: '' });
      const [delivery] = received;
      const match = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(String(delivery?.headers['service-signature']));
      expect(match?.[1]).toBe(String(Math.floor(T0 / 1000)));
      const expected = createHmac('sha256', secret).update(`${match?.[1]}.${delivery?.body}`).digest();
      expect(timingSafeEqual(Buffer.from(match?.[2] ?? '', 'hex'), expected)).toBe(true);
      expect(JSON.parse(delivery?.body ?? '')).toEqual({
        ...event,
        data: { botId: bot.id, message: expect.any(String) },
      });
      expect(delivery?.headers).toMatchObject({
        'content-type': 'application/json',
        'service-event-id': event.id,
        'service-event-type': 'ping',
        'service-delivery-id': expect.any(String),
      });
      expect(sim.sign(delivery?.body ?? '', secret, Number(match?.[1]))).toBe(
        delivery?.headers['service-signature'],
      );
      expect(sim.sign(`${delivery?.body} `, secret, Number(match?.[1]))).not.toBe(
        delivery?.headers['service-signature'],
      );
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
