import { join } from 'node:path';
import type { DestinationStream } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { createAudit } from '../src/db/audit.js';
import { PUBLIC_BOT } from '../src/discord/trust.js';
import type { Health } from '../src/health.js';
import { createLogger } from '../src/logger.js';
import { codeSpans, paragraphsWith } from './support/docs.js';
import { type FakeDiscordOptions, startFakeDiscord } from './support/fake-discord.js';
import { fakesEnv } from './support/fakes-env.js';
import { type ProviderSim, startProviderSim } from './support/provider-sim.js';
import { useTempDir } from './support/temp-dir.js';
import { waitFor } from './support/wait-for.js';

const tempDir = useTempDir();
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

const BOT = 'zhb_test_app_bot_token';

type HealthBody = ReturnType<Health['report']> & { checks: Record<string, Record<string, unknown>> };
const healthOf = async (res: Response) => (await res.json()) as HealthBody;
const SECRET = 'zhs_test_app_webhook_secret';

async function startWorld(
  env: Record<string, string> = {},
  prepare?: (sim: ProviderSim) => void,
  options: { discord?: FakeDiscordOptions; log?: DestinationStream } = {},
) {
  const sim = await startProviderSim({ now: Date.now() });
  cleanup.push(() => sim.close());
  const server = sim.addServer({ name: 'Creative' });
  sim.addBot({ token: BOT, installedOn: [server.id] });
  prepare?.(sim);
  const fake = await startFakeDiscord(options.discord);
  cleanup.push(() => fake.close());
  const config = loadConfig({
    ...fakesEnv({ discord: fake, provider: sim, hostingToken: BOT, webhookSecret: SECRET }),
    HTTP_HOST: '127.0.0.1',
    HTTP_PORT: '0',
    DATABASE_PATH: join(tempDir(), 'data', 'hostcord.db'),
    LOG_LEVEL: 'silent',
    ...env,
  });
  const app = await createApp(
    config,
    createLogger(options.log ? { level: 'warn', destination: options.log } : { level: 'silent' }),
  );
  await app.start();
  cleanup.push(() => app.stop());
  const { port } = app.server.server.address() as { port: number };
  return { sim, app, serverId: server.id, base: `http://127.0.0.1:${port}` };
}

describe('the assembled app over real sockets', () => {
  it('stores a webhook delivery signed by the provider simulator, once, and reports it in /healthz', async () => {
    const { sim, app, serverId, base } = await startWorld({ EVENT_SOURCE: 'webhook' });
    let woken = 0;
    app.events.subscribe(() => woken++);
    sim.addActivity(serverId, { title: 'Server crashed' });
    const event = sim.eventsFor(BOT).find((e) => e.type === 'server.activity')!;

    const first = await sim.deliver(event, { url: `${base}/webhook`, secret: SECRET });
    const again = await sim.deliver(event, { url: `${base}/webhook`, secret: SECRET });
    const forged = await sim.deliver(event, { url: `${base}/webhook`, secret: 'zhs_test_not_the_secret' });
    expect([first.status, again.status, forged.status]).toEqual([200, 200, 401]);
    expect(app.store.sqlite!.sqlite.prepare('SELECT event_id FROM inbox').pluck().all()).toEqual([event.id]);
    // No channel is linked to this server: its activity is filed as handled, and nobody is woken.
    expect(
      app.store
        .sqlite!.sqlite.prepare('SELECT count(*) FROM inbox WHERE dispatched_at IS NULL')
        .pluck()
        .get(),
    ).toBe(0);
    expect(woken).toBe(0);

    const health = await fetch(`${base}/healthz`);
    expect(health.status).toBe(200);
    const body = await healthOf(health);
    expect(body).toMatchObject({
      ok: true,
      checks: {
        database: { ok: true },
        discord: { ok: true, gateway: 'ready' },
        delivery: { ok: true },
        events: { ok: true, source: 'webhook', webhook: 'served' },
      },
    });
    expect(Date.parse(String(body.checks.events?.lastEventReceivedAt))).toBeGreaterThan(Date.now() - 60_000);
    expect(body.checks.events?.feed).toBeUndefined();
  });

  it('does not serve /webhook without a secret', async () => {
    const { base } = await startWorld({ WEBHOOK_SECRET: '' });
    const res = await fetch(`${base}/webhook`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(404);
  });

  it('names every /healthz check where the documentation describes /healthz', async () => {
    const { base } = await startWorld();
    const checks = Object.keys((await healthOf(await fetch(`${base}/healthz`))).checks);
    expect(checks).toEqual(
      expect.arrayContaining(['database', 'provider', 'discord', 'events', 'delivery', 'boards', 'leases']),
    );
    const described = paragraphsWith(/GET \/healthz/, /`checks`/).flatMap(codeSpans);
    expect(checks.filter((check) => !described.includes(check))).toEqual([]);
  });

  it('reports the feed in both mode', async () => {
    const { app, base } = await startWorld();
    await waitFor(async () => (await app.kv.get('feed.initialized')) === '1', 5000, 'first feed sync');
    const health = await healthOf(await fetch(`${base}/healthz`));
    expect(health.checks.events).toMatchObject({ source: 'both', webhook: 'served', feed: 'ok' });
    expect(health.checks.events?.cursorAgeSeconds).toBeGreaterThanOrEqual(0);
  });

  it('answers 503 on /healthz when the provider refuses the token, naming it in the provider check', async () => {
    const { app, base, sim } = await startWorld({ EVENT_SOURCE: 'poll', POLL_INTERVAL_SECONDS: '1' });
    expect(app.health.report().checks.provider).toEqual({ ok: true });
    sim.revokeToken(BOT);
    await waitFor(() => app.health.report().checks.events?.feed === 'operator-error', 5000, 'operator error');
    const res = await fetch(`${base}/healthz`);
    expect(res.status).toBe(503);
    const body = await healthOf(res);
    expect(body.checks.events?.feedError).toMatch(/token/i);
    expect(body.checks.provider).toMatchObject({
      ok: false,
      status: 401,
      error: expect.stringMatching(/HOSTING_TOKEN/),
    });
    expect(JSON.stringify(body)).not.toContain(BOT);
  });

  it.each([
    ['a public bot without ALLOWED_GUILD_IDS', true, {}, true],
    ['a private bot', false, {}, false],
    ['a public bot limited by ALLOWED_GUILD_IDS', true, { ALLOWED_GUILD_IDS: '123456789012345678' }, false],
  ])('warns at start about %s', async (_name, botPublic, env, warned) => {
    const lines: string[] = [];
    await startWorld(env, undefined, {
      discord: { application: { botPublic } },
      log: { write: (line: string) => lines.push(line) },
    });
    const warnings = lines.map((l) => JSON.parse(l) as { level: number; msg: string; fix?: string });
    const publicBot = warnings.filter((l) => l.msg === PUBLIC_BOT.message);
    expect(publicBot.map((l) => l.level)).toEqual(warned ? [40] : []);
    if (warned) {
      expect(publicBot[0]).toMatchObject({
        risk: expect.stringMatching(/no game server without proving control/),
        fix: expect.stringMatching(/turn off "Public Bot".*or set ALLOWED_GUILD_IDS/),
      });
    }
    // A warning is a short line; what to do about it is in its fields.
    for (const line of warnings) expect(line.msg.length, line.msg).toBeLessThanOrEqual(100);
  });
});

describe('retention', () => {
  it('prunes audit rows older than AUDIT_RETENTION_DAYS together with old events and alerts', async () => {
    const { app } = await startWorld({ EVENT_SOURCE: 'webhook', AUDIT_RETENTION_DAYS: '7' });
    const audit = createAudit(app.store.sqlite!.db);
    const base = {
      guildId: '1',
      userId: '2',
      action: 'power:restart',
      serverId: 's',
      result: 'accepted',
    } as const;
    await audit.record({ ...base, idempotencyKey: 'eight-days', at: Date.now() - 8 * 24 * 60 * 60 * 1000 });
    await audit.record({ ...base, idempotencyKey: 'six-days', at: Date.now() - 6 * 24 * 60 * 60 * 1000 });
    await app.delivery.prune();
    expect((await audit.forServer('s')).map((r) => r.idempotencyKey)).toEqual(['six-days']);
  });
});
