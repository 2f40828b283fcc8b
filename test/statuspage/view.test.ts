import { describe, expect, it } from 'vitest';
import { renderStatusPage } from '../../src/statuspage/render/page.js';
import { createPageSource } from '../../src/statuspage/view.js';
import { createSqliteRepositories } from '../../src/store/repositories.js';
import { DAY, HOUR, rollupRow, T0, useHistory } from '../history/support.js';

const start = useHistory();
const SERVER = 'srv-1';
const page = { boardId: 1, guildId: 'g1', showNames: false, publishedAt: T0 };

/** A linked server observed up for the last 10 days, half of the day 5 days ago down. */
async function world() {
  const h = start();
  const repositories = createSqliteRepositories(h.handle.db);
  h.clock.now = T0 + 12 * HOUR;
  await repositories.links.link({ guildId: 'g1', channelId: 'c1', serverId: SERVER, createdBy: 'test' });
  await repositories.watchedServers.saveAll([
    {
      serverId: SERVER,
      state: 'up',
      stateSince: T0 - DAY,
      upSince: T0 - DAY,
      downSince: null,
      observedAt: h.clock.now,
      name: 'Survival',
    },
  ]);
  const key = await repositories.history.keyOf(SERVER);
  const rows = [];
  for (let day = 10; day >= 1; day--)
    for (let q = 0; q < 96; q++)
      rows.push(rollupRow(key, (T0 - day * DAY) / 1000 + q * 900, day === 5 && q >= 48 ? 0 : 900_000));
  await repositories.history.putRollups(rows);
  const source = createPageSource({
    links: repositories.links,
    reads: repositories.pageReads,
    history: h.history,
    games: false,
    refreshSeconds: 60,
    now: () => h.clock.now,
  });
  return { ...h, repositories, source };
}

describe('the status page source', () => {
  it('gives a server’s finished days as the same objects until they change, and the page shows each change', async () => {
    const { repositories, source, clock } = await world();
    const first = await source.view(page);
    const again = await source.view(page);
    const [a, b] = [first.servers[0]!.days, again.servers[0]!.days];
    expect(b).toHaveLength(90);
    expect(b.slice(0, 89).every((d, i) => d === a[i])).toBe(true);
    expect(b[89]).not.toBe(a[89]);
    const before = renderStatusPage(again);
    expect(before).toContain('title="Dec 27: 50.0% · down 12 hr 0 min"');

    // An incident three days ago (found late): that finished day now counts it, on the page too.
    const incident = await repositories.incidents.open({
      serverId: SERVER,
      downSince: T0 - 3 * DAY + HOUR,
      openedAt: T0 - 3 * DAY + HOUR,
      serverName: null,
      lastActivityTitle: null,
      targets: [],
    });
    await repositories.incidents.close(incident!.id, T0 - 3 * DAY + 2 * HOUR);
    const changed = await source.view(page);
    const days = changed.servers[0]!.days;
    expect(days[86]!.incidents).toBe(1);
    expect(days[85]!.incidents).toBe(0);
    const after = renderStatusPage(changed);
    expect(after).not.toBe(before);
    expect(after).toContain('title="Dec 29: 100% · 1 incident"');
    // The same page as a renderer that never saw these days writes (new objects, nothing kept).
    expect(after).toBe(renderStatusPage(structuredClone(changed)));

    // The next day, the bar moves on by a day: made anew.
    clock.now += DAY;
    const tomorrow = (await source.view(page)).servers[0]!.days;
    expect(tomorrow[85]!.incidents).toBe(1);
    expect(tomorrow[0]!.day).toBe(days[1]!.day);
  });
});
