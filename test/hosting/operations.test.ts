import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createHostingClient } from '../../src/hosting/index.js';
import type { RecordedRequest } from '../support/provider-sim.js';
import { BOT_TOKEN, useWorlds } from './setup.js';

const startWorld = useWorlds();

const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
  version: string;
};

function only(requests: RecordedRequest[]): RecordedRequest {
  expect(requests).toHaveLength(1);
  return requests[0]!;
}

function expectCommonHeaders(request: RecordedRequest): void {
  expect(request.headers.authorization).toBe(`Bearer ${BOT_TOKEN}`);
  expect(request.headers.accept).toBe('application/json');
  expect(request.headers['user-agent']).toBe(`hostcord/${version}`);
}

describe('every operation against the simulator', () => {
  it('1 GET /me reports the calling bot', async () => {
    const { sim, client, bot } = await startWorld();
    const me = await client.me();
    expect(me).toMatchObject({ type: 'bot', botId: bot.id });
    const request = only(sim.requests);
    expect(request).toMatchObject({ method: 'GET', path: '/me', query: {}, status: 200 });
    expectCommonHeaders(request);
    expect(request.headers['idempotency-key']).toBeUndefined();
    expect(request.rawBody).toBe('');
  });

  it('2 GET /servers sends limit and returns a page', async () => {
    const { sim, client, server } = await startWorld();
    const page = await client.listServers({ limit: 10 });
    expect(page).toEqual({ data: [server], nextCursor: null });
    const request = only(sim.requests);
    expect(request).toMatchObject({ method: 'GET', path: '/servers', query: { limit: '10' } });
    expectCommonHeaders(request);
  });

  it('3 GET /servers/{id}', async () => {
    const { sim, client, server } = await startWorld();
    expect(await client.getServer(server.id)).toEqual(server);
    expect(only(sim.requests)).toMatchObject({ method: 'GET', path: `/servers/${server.id}`, query: {} });
  });

  it('4 GET /servers/{id}/activity, newest first', async () => {
    const { sim, client, server } = await startWorld();
    const older = sim.addActivity(server.id, { title: 'older' });
    sim.clock.advance(1_000);
    const newer = sim.addActivity(server.id, { title: 'newer' });
    const page = await client.listActivity(server.id, { limit: 5 });
    expect(page.data.map((entry) => entry.id)).toEqual([newer.id, older.id]);
    expect(only(sim.requests)).toMatchObject({
      path: `/servers/${server.id}/activity`,
      query: { limit: '5' },
    });
  });

  it('5 GET /servers/{id}/resources', async () => {
    const { sim, client, server } = await startWorld();
    const resources = sim.setResources(server.id, { cpu: 87.25, state: 'running' });
    expect(await client.getResources(server.id)).toEqual(resources);
    expect(only(sim.requests)).toMatchObject({ method: 'GET', path: `/servers/${server.id}/resources` });
  });

  it('6 POST /servers/{id}/power sends the body and the Idempotency-Key', async () => {
    const { sim, client, server } = await startWorld();
    const result = await client.power(
      server.id,
      { signal: 'stop', killAfterSeconds: 30 },
      { idempotencyKey: 'interaction-123:stop' },
    );
    const effect = sim.effects.power[0]!;
    expect(result).toEqual({
      data: { signal: 'stop', jobId: effect.jobId, deduped: false },
      replayed: false,
      requestId: sim.requests[0]?.requestId,
    });
    const request = only(sim.requests);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/servers/${server.id}/power`,
      body: { signal: 'stop', killAfterSeconds: 30 },
      status: 202,
    });
    expectCommonHeaders(request);
    expect(request.headers['idempotency-key']).toBe('interaction-123:stop');
    expect(request.headers['content-type']).toBe('application/json');
    expect(sim.effects.power).toHaveLength(1);
  });

  it('6 POST power without killAfterSeconds sends only the signal and no key header', async () => {
    const { sim, client, server } = await startWorld();
    await client.power(server.id, { signal: 'restart' });
    const request = only(sim.requests);
    expect(request.rawBody).toBe('{"signal":"restart"}');
    expect(request.headers['idempotency-key']).toBeUndefined();
  });

  it('6 a repeated key is answered from the provider store and marked replayed', async () => {
    const { sim, client, server } = await startWorld();
    const first = await client.power(server.id, { signal: 'start' }, { idempotencyKey: 'same-key' });
    const second = await client.power(server.id, { signal: 'start' }, { idempotencyKey: 'same-key' });
    expect(first.replayed).toBe(false);
    expect(second).toMatchObject({ replayed: true, data: first.data });
    expect(sim.effects.power).toHaveLength(1);
  });

  it('7 POST /servers/{id}/commands', async () => {
    const { sim, client, server } = await startWorld();
    const result = await client.sendCommand(server.id, 'say Restart in 5 minutes', {
      idempotencyKey: 'cmd-1',
    });
    expect(result.data).toEqual({ status: 'sent' });
    const request = only(sim.requests);
    expect(request).toMatchObject({
      method: 'POST',
      path: `/servers/${server.id}/commands`,
      body: { command: 'say Restart in 5 minutes' },
    });
    expect(request.headers['idempotency-key']).toBe('cmd-1');
    expect(sim.effects.commands.map((c) => c.command)).toEqual(['say Restart in 5 minutes']);
  });

  it('8 GET /servers/{id}/backups returns the page with its limit', async () => {
    const { sim, client, server } = await startWorld();
    const backup = sim.addBackup(server.id, { isLocked: true });
    sim.setBackupLimit(server.id, 7);
    expect(await client.listBackups(server.id)).toEqual({ data: [backup], nextCursor: null, limit: 7 });
    expect(only(sim.requests)).toMatchObject({
      method: 'GET',
      path: `/servers/${server.id}/backups`,
      query: {},
    });
  });

  it('9 POST /servers/{id}/backups passes the body through and returns the record', async () => {
    const { sim, client, server } = await startWorld();
    const result = await client.createBackup(server.id, { name: 'before the update', isLocked: true });
    expect(result.data).toEqual(sim.effects.backups[0]?.record);
    expect(result.data.isLocked).toBe(true);
    expect(only(sim.requests)).toMatchObject({
      method: 'POST',
      path: `/servers/${server.id}/backups`,
      body: { name: 'before the update', isLocked: true },
    });
  });

  it('9 POST backups without a body sends an empty object', async () => {
    const { sim, client, server } = await startWorld();
    await client.createBackup(server.id, undefined, { idempotencyKey: 'backup-1' });
    expect(only(sim.requests)).toMatchObject({ rawBody: '{}', headers: { 'idempotency-key': 'backup-1' } });
  });

  it('10 GET /servers/{id}/git/deployments', async () => {
    const { sim, client, server } = await startWorld();
    const deployment = sim.addDeployment(server.id, { status: 'failed', errorMessage: 'merge conflict' });
    expect(await client.listDeployments(server.id, { limit: 3 })).toEqual({
      data: [deployment],
      nextCursor: null,
    });
    expect(only(sim.requests)).toMatchObject({
      path: `/servers/${server.id}/git/deployments`,
      query: { limit: '3' },
    });
  });

  it('11 GET /servers/{id}/git/deployments/{deploymentId}', async () => {
    const { sim, client, server } = await startWorld();
    const deployment = sim.addDeployment(server.id, { phase: 'building' });
    expect(await client.getDeployment(server.id, deployment.id)).toEqual(deployment);
    expect(only(sim.requests)).toMatchObject({
      method: 'GET',
      path: `/servers/${server.id}/git/deployments/${deployment.id}`,
    });
  });

  it('12 GET /installations', async () => {
    const { sim, client } = await startWorld();
    const page = await client.listInstallations({ limit: 100 });
    expect(page).toEqual({ data: sim.installationsOf(BOT_TOKEN), nextCursor: null });
    expect(only(sim.requests)).toMatchObject({
      method: 'GET',
      path: '/installations',
      query: { limit: '100' },
    });
  });

  it('13 GET /events sends after and limit untouched', async () => {
    const { sim, client } = await startWorld();
    sim.clock.advance(31_000);
    const first = await client.events({ limit: 50 });
    expect(first.data.map((event) => event.type)).toEqual(['installation.created']);
    const cursor = first.nextCursor!;
    await client.events({ after: cursor });
    expect(sim.requests.map((r) => [r.path, r.query])).toEqual([
      ['/events', { limit: '50' }],
      ['/events', { after: cursor }],
    ]);
  });

  it('tolerates a trailing slash in the base address and encodes path segments', async () => {
    const { sim, server } = await startWorld();
    const client = createHostingClient({ baseUrl: `${sim.url}/`, token: BOT_TOKEN });
    await client.getServer(server.id);
    await expect(client.getServer('a/b?c')).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(sim.requests.map((r) => r.path)).toEqual([`/servers/${server.id}`, '/servers/a%2Fb%3Fc']);
  });

  it('sends a custom User-Agent when given', async () => {
    const { sim, clientWith } = await startWorld();
    await clientWith({ userAgent: 'hostcord-test/1' }).me();
    expect(only(sim.requests).headers['user-agent']).toBe('hostcord-test/1');
  });
});
