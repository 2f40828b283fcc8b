import { describe, expect, it } from 'vitest';
import { BOT_TOKEN, guildFixture, useWorld } from '../support/bot-world.js';

const startWorld = useWorld();
const SECRET = 'zhs_test_metrics_webhook_secret';

/**
 * Prometheus text → sample name with sorted labels → value. Every sample must carry the instance's
 * constant labels (`instance`, `shards`); they are checked, then left out of the keys.
 */
function parse(text: string, constant: string[]): Map<string, number> {
  const samples = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const match = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
    if (!match) throw new Error(`not Prometheus text: ${line}`);
    const all = (match[2] ?? '')
      .replace(/^\{|\}$/g, '')
      .split(',')
      .filter(Boolean);
    for (const label of constant) if (!all.includes(label)) throw new Error(`${label} missing: ${line}`);
    const labels = all
      .filter((label) => !constant.includes(label))
      .sort()
      .join(',');
    samples.set(labels ? `${match[1]}{${labels}}` : match[1]!, Number(match[3]));
  }
  return samples;
}

describe('GET /metrics', () => {
  it('serves Prometheus text whose counters move with deliveries, commands, provider calls and posts', async () => {
    const guild = guildFixture('Alpha');
    const world = await startWorld(
      [guild],
      { WEBHOOK_SECRET: SECRET, EVENT_SOURCE: 'both', PROVIDER_CALLS_PER_SECOND: '50' },
      (sim) => {
        sim.addBot({ token: BOT_TOKEN, installedOn: [sim.addServer({ name: 'Metered' }).id] });
      },
    );
    const { app, sim, fake } = world;
    const serverId = sim.installationsOf(BOT_TOKEN)[0]!.serverId;
    await app.links.link({ guildId: guild.id, channelId: guild.alerts, serverId, createdBy: 'x' });
    const base = `http://127.0.0.1:${(app.server.server.address() as { port: number }).port}`;
    const scrape = async () => {
      const res = await fetch(`${base}/metrics`);
      expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
      return parse(await res.text(), [`instance="${app.instance}"`, 'shards="0/1"']);
    };
    const before = await scrape();

    sim.addActivity(serverId, { title: 'Server crashed', severity: 'error' });
    const event = sim.eventsFor(BOT_TOKEN).at(-1)!;
    await sim.deliver(event, { url: `${base}/webhook`, secret: SECRET });
    await sim.deliver(event, { url: `${base}/webhook`, secret: SECRET });
    await sim.deliver(event, { url: `${base}/webhook`, secret: 'zhs_test_wrong_secret' });
    await fake.waitFor(() => fake.messagesIn(guild.alerts).length === 1, 5000, 'the alert');
    await fake.interact({ type: 'command', guildId: guild.id, name: 'status' }).reply();
    await fake
      .interact({ type: 'command', guildId: guild.id, name: 'status', options: { server: 'nope' } })
      .reply();

    const after = await scrape();
    const delta = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    expect(delta('hostcord_webhook_deliveries_total{reason="",result="accepted"}')).toBe(1);
    expect(delta('hostcord_webhook_deliveries_total{reason="",result="duplicate"}')).toBe(1);
    expect(delta('hostcord_webhook_deliveries_total{reason="signature",result="rejected"}')).toBe(1);
    expect(delta('hostcord_discord_messages_total{result="sent"}')).toBe(1);
    expect(delta('hostcord_command_invocations_total{command="status",outcome="ok"}')).toBe(1);
    expect(delta('hostcord_command_invocations_total{command="status",outcome="user_error"}')).toBe(1);
    // Both commands' ages when their handling began, under Discord's 3 s.
    expect(delta('hostcord_interaction_delay_seconds_count')).toBe(2);
    expect(delta('hostcord_interaction_delay_seconds_bucket{le="3"}')).toBe(2);
    expect(delta(`hostcord_provider_calls_total{operation="getServer",status="200"}`)).toBeGreaterThanOrEqual(
      1,
    );
    // /status is a member's call: the interactive lane of the provider budget.
    expect(delta('hostcord_provider_budget_calls_total{lane="interactive"}')).toBeGreaterThanOrEqual(1);
    // The budget is the whole PROVIDER_CALLS_PER_SECOND for a lone instance on SQLite.
    expect(after.get('hostcord_provider_budget_per_second')).toBe(50);
    expect(after.has('hostcord_refresh_cycle_seconds')).toBe(true);
    expect(after.has('hostcord_refresh_servers{kind="others_read"}')).toBe(true);
    expect(after.get('hostcord_feed_polls_total{result="ok"}')).toBeGreaterThanOrEqual(1);
    expect(after.get('hostcord_outbox_pending')).toBe(0);
    expect(after.get('hostcord_inbox_undispatched')).toBe(0);
    expect(after.has('hostcord_process_resident_memory_bytes')).toBe(true);
  });
});
