import { describe, expect, it } from 'vitest';
import type { App } from '../../src/app.js';
import { openPostgres } from '../../src/db/postgres.js';
import { firstStep } from '../../src/schedule/countdown.js';
import { createPostgresRepositories } from '../../src/store/repositories-postgres.js';
import { usePostgres } from '../support/postgres.js';
import { waitFor } from '../support/wait-for.js';
import { useScaleWorld } from './scale-world.js';

const postgres = usePostgres();
const startScaleWorld = useScaleWorld();
const MIN = 60_000;
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('two instances race the same periodic work (one PostgreSQL database)', () => {
  it('a scheduled restart: one announcement per step, one provider restart call; a board: only the watch holder refreshes, one edit per change', async () => {
    const url = await postgres.createDatabase();
    const world = await startScaleWorld(url, { channelRateLimit: false });
    const { sim, fake, guildId, channels, servers } = world;
    // One clock for both: the test moves it to the run's steps instead of waiting.
    const clock = { t: Date.now() };
    const now = () => clock.t;
    const options = { now, watch: { refreshIntervalMs: 100 } };
    const a = await world.startApp('a', {}, { ...options, leases: { instanceId: 'host-a:101:aaaaaa' } });
    const b = await world.startApp('b', {}, { ...options, leases: { instanceId: 'host-b:202:bbbbbb' } });
    const apps: App[] = [a.app, b.app];

    // The schedule's first run, in 5 minutes on the first server.
    const seed = await openPostgres(url);
    const server = servers[0]!;
    const runAt = clock.t + 5 * MIN;
    const step = firstStep(runAt, clock.t);
    const { run } = await createPostgresRepositories(seed.db).restartSchedules.add(
      { guildId, serverId: server.id, createdBy: 'member', time: '04:00', timeZone: 'UTC', days: [] },
      { runAt, nextOffset: step.offset, nextStepAt: step.at },
    );
    await seed.close();
    const providerCalls = (what: 'power' | 'commands') =>
      sim.requests.filter((r) => r.method === 'POST' && r.path === `/servers/${server.id}/${what}`);

    // Each step: both instances take what is due at the same moment. An instance's own look can
    // start as the clock moves (its timer, armed after a read that returns past the move, fires at
    // once), and a tick leaves a run that look holds to it: the step is waited for before the clock
    // moves on, or that look would carry it out at the next step's time, too late to announce.
    for (const [k, at] of [runAt - 5 * MIN, runAt - MIN, runAt - 10_000].entries()) {
      clock.t = at;
      await Promise.all(apps.map((app) => app.scheduler.tick()));
      await waitFor(() => providerCalls('commands').length > k, 10_000, `announcement ${k + 1}`);
    }
    clock.t = runAt;
    await Promise.all(apps.map((app) => app.scheduler.tick()));
    await waitFor(() => providerCalls('power').length > 0, 10_000, 'the restart call');
    await Promise.all(apps.map((app) => app.scheduler.tick()));
    await settle();
    expect(providerCalls('commands').map((r) => (r.body as { command: string }).command)).toEqual([
      'say The server restarts in 5 minutes.',
      'say The server restarts in 1 minute.',
      'say The server restarts in 10 seconds.',
    ]);
    expect(providerCalls('power')).toHaveLength(1);
    expect(sim.effects.power).toHaveLength(1);
    expect(await a.app.store.repositories.restartRuns.get(run.id)).toMatchObject({ state: 'done' });

    // A board on the first channel; the refresh loop runs in the `watch` lease's holder only.
    const holder = apps.find((app) => app.leases.held().includes('watch'))!;
    const other = apps.find((app) => app !== holder)!;
    expect(other.leases.held()).not.toContain('watch');
    const board = await other.watch.createBoard({ guildId, channelId: channels[0]!, createdBy: 'member' });
    // Its first reading of the board's servers, within its share of PROVIDER_CALLS_PER_SECOND, is over
    // before refreshes are counted.
    await other.watch.idle();
    const refreshes = apps.map(() => 0);
    for (const [k, app] of apps.entries()) app.watch.onRefreshed(() => refreshes[k]!++);
    const edits = () =>
      fake.requests.filter(
        (r) => r.method === 'PATCH' && r.path.startsWith(`/channels/${channels[0]}/messages/`),
      ).length;
    // The board as posted may lag what the holder last observed (resources, a refresh in flight):
    // two of the holder's refreshes after the post bring it up to date before edits are counted.
    const holderRefreshes = refreshes[apps.indexOf(holder)]!;
    await waitFor(() => refreshes[apps.indexOf(holder)]! >= holderRefreshes + 2, 10_000, 'two refreshes');
    await settle();
    const editsBefore = edits();
    const refreshesBefore = [...refreshes];
    // The owner renames the server five times: each new name is shown by one edit, made by the
    // instance refreshing; refreshes that find nothing new edit nothing.
    const shows = (name: string) =>
      fake.messagesIn(channels[0]!).some((m) => JSON.stringify(m.components).includes(name));
    for (let round = 1; round <= 5; round++) {
      sim.renameServer(server.id, `Renamed ${round}`);
      await waitFor(() => shows(`Renamed ${round}`), 10_000, `the board to show "Renamed ${round}"`);
    }
    await holder.watch.pause();
    await settle();
    const refreshed = refreshes.map((n, k) => n - refreshesBefore[k]!);
    expect(refreshed[apps.indexOf(other)]).toBe(0);
    expect(refreshed[apps.indexOf(holder)]).toBeGreaterThanOrEqual(5);
    expect(edits() - editsBefore).toBe(5);
    expect(board.channelId).toBe(channels[0]);
    expect(fake.rejected).toEqual([]);
  }, 60_000);
});
