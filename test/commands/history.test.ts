import { loadImage } from '@napi-rs/canvas';
import { describe, expect, it } from 'vitest';
import { NOT_LINKED_HERE } from '../../src/discord/messages.js';
import { CHART_HEIGHT, CHART_WIDTH, renderHistoryChart } from '../../src/history/render/chart.js';
import type { HistoryPeriod, HistorySeries } from '../../src/history/series.js';
import { observed } from '../history/support.js';
import { MEMBER, useWorld } from '../support/bot-world.js';
import { controlWorld } from '../support/control-world.js';
import { snowflake } from '../support/fake-discord.js';
import { syntheticSeries } from '../support/history-series.js';
import { answer, expectNoRejections } from '../support/interactions.js';

const startWorld = useWorld();
const MINUTE = 60_000;
/** Discord's upload limit without boosts (Reference › Uploading Files), and the chart's own goal. */
const DISCORD_UPLOAD_LIMIT = 10 * 1024 * 1024;
const CHART_LIMIT = 1024 * 1024;

/** A world whose `/history` reads hand-built series and counts renders of the real chart. */
async function historyWorld(
  stored: (serverId: string, period: HistoryPeriod, now: number) => HistorySeries | undefined,
) {
  const asked: Array<{ serverId: string; period: HistoryPeriod }> = [];
  let renders = 0;
  const locales: string[] = [];
  const w = await controlWorld(startWorld, {
    app: {
      history: {
        series: (serverId, period, now) => {
          asked.push({ serverId, period });
          return stored(serverId, period, now) ?? emptySeries(serverId, period, now);
        },
        render: (series, name, locale) => {
          renders++;
          locales.push(locale);
          return renderHistoryChart(series, name, locale);
        },
      },
    },
  });
  // Each question from another member: one member gets one chart every few seconds (src/limits.ts).
  const history = (options: Array<{ name: string; type: number; value: string }> = [], locale?: string) =>
    w.command({
      name: 'history',
      member: { permissions: MEMBER },
      user: { id: snowflake() },
      options,
      ...(locale && { locale }),
    });
  return { w, asked, history, renders: () => renders, locales };
}

function emptySeries(serverId: string, period: HistoryPeriod, now: number): HistorySeries {
  return {
    ...syntheticSeries(period, { stepMs: MINUTE, to: now }),
    serverId,
    points: [],
    uptime: null,
    incidentCount: 0,
  };
}

const week = (serverId: string, period: HistoryPeriod, now: number): HistorySeries => ({
  ...syntheticSeries(period, {
    to: now,
    stepMs: period === '24h' ? MINUTE : 15 * MINUTE,
    down: [[0.5, 0.525]],
    incidents: [
      [0.5, 0.53],
      [0.8, 0.81],
    ],
    uptime: 0.975,
  }),
  serverId,
});

describe('/history, end to end', () => {
  it('answers everyone with the chart as an uploaded PNG, uptime and incidents in the caption', async () => {
    const { w, asked, history, locales } = await historyWorld(week);
    const { ack, message } = await answer(history());
    expect(ack.type).toBe(5); // deferred: the picture takes a moment
    expect(message.flags & 64).toBe(0); // public
    expect(asked).toEqual([{ serverId: w.serverId, period: '24h' }]);

    expect(message.attachments).toEqual([expect.objectContaining({ filename: 'history-24h.png' })]);
    const png = message.files.get(String(message.attachments[0]?.id))!.data;
    expect(png.length).toBeLessThanOrEqual(Math.min(CHART_LIMIT, DISCORD_UPLOAD_LIMIT));
    const image = await loadImage(png);
    expect([image.width, image.height]).toEqual([CHART_WIDTH, CHART_HEIGHT]);

    const embed = message.embeds[0]!;
    expect(embed.title).toBe('Survival: last 24 hours');
    expect(embed.description).toBe('Uptime **97.50%** · **2 incidents** · **peak 14 players**');
    expect(embed.image?.url).toBe('attachment://history-24h.png');

    // A German member: a picture of its own, its words in German, and the caption too.
    const german = await answer(history([], 'de'));
    expect(german.message.attachments).toEqual([expect.objectContaining({ filename: 'history-24h.png' })]);
    expect(german.message.embeds[0]?.title).toBe('Survival: letzte 24 Stunden');
    expect(locales).toEqual(['en-US', 'de']);
    expectNoRejections(w.fake);
  });

  it('draws the period asked for', async () => {
    const { w, asked, history } = await historyWorld(week);
    const { message } = await answer(history([{ name: 'period', type: 3, value: '30d' }]));
    expect(asked).toEqual([{ serverId: w.serverId, period: '30d' }]);
    expect(message.attachments[0]?.filename).toBe('history-30d.png');
    expect(message.embeds[0]?.title).toBe('Survival: last 30 days');
    expectNoRejections(w.fake);
  });

  it('says "no data" for uptime when nothing was observed but points were read', async () => {
    const { w, history } = await historyWorld((serverId, period, now) => ({
      ...week(serverId, period, now),
      uptime: null,
      incidentCount: 0,
    }));
    const { message } = await answer(history());
    expect(message.embeds[0]?.description).toBe('Uptime **no data** · **0 incidents** · **peak 14 players**');
    expect(message.attachments).toHaveLength(1);
    expectNoRejections(w.fake);
  });

  it('says there is no data yet, without a picture, for a server with no samples', async () => {
    const { w, history, renders } = await historyWorld(() => undefined);
    const { text, message } = await answer(history());
    expect(text).toBe('No data yet for Survival, check back in a few minutes.');
    expect(message.attachments).toEqual([]);
    expect(renders()).toBe(0);
    expect(w.fake.requests.some((r) => (r.uploads ?? []).length > 0)).toBe(false);
    expectNoRejections(w.fake);
  });

  it('answers for another guild’s server exactly as for an unknown one, without reading its history', async () => {
    const { w, asked, history } = await historyWorld(week);
    const other = await answer(history([{ name: 'server', type: 3, value: w.otherServerId }]));
    const unknown = await answer(history([{ name: 'server', type: 3, value: 'no-such-server' }]));
    expect(other.text).toBe(NOT_LINKED_HERE);
    expect(unknown.text).toBe(NOT_LINKED_HERE);
    expect(other.message.attachments).toEqual([]);
    expect(asked).toEqual([]);
    expectNoRejections(w.fake);
  });

  it('serves a second question within the refresh interval from the cache: one render, the same bytes', async () => {
    const { w, asked, history, renders } = await historyWorld(week);
    const first = await answer(history());
    const second = await answer(history());
    expect(renders()).toBe(1);
    expect(asked).toHaveLength(1);
    const bytes = (m: typeof first.message) => m.files.get(String(m.attachments[0]?.id))!.data;
    expect(bytes(second.message).equals(bytes(first.message))).toBe(true);
    // Another period is another chart.
    await answer(history([{ name: 'period', type: 3, value: '7d' }]));
    expect(renders()).toBe(2);
    expectNoRejections(w.fake);
  });

  it('draws what hostcord stored, in a worker that reads the database and attaches the picture itself', async () => {
    const w = await controlWorld(startWorld);
    const { serverHistory } = w.world.app;
    // An hour of refreshes a minute apart, the server down for ten minutes of it.
    const start = Date.now() - 60 * MINUTE;
    for (let i = 0; i < 60; i++) {
      const at = start + i * MINUTE;
      await serverHistory.record([
        observed(w.serverId, at, i >= 20 && i < 30 ? 'down' : 'up', { cpu: 5 + i }),
      ]);
    }
    const { message } = await answer(w.command({ name: 'history', member: { permissions: MEMBER } }));
    expect(message.attachments).toEqual([expect.objectContaining({ filename: 'history-24h.png' })]);
    const image = await loadImage(message.files.get(String(message.attachments[0]?.id))!.data);
    expect([image.width, image.height]).toEqual([CHART_WIDTH, CHART_HEIGHT]);
    expect(message.embeds[0]).toMatchObject({
      title: 'Survival: last 24 hours',
      image: { url: 'attachment://history-24h.png' },
    });
    expect(message.embeds[0]?.description).toMatch(/^Uptime \*\*\d+\.\d+%\*\* · \*\*0 incidents\*\*$/);
    expect(message.allowedMentions).toEqual({ parse: [] });
    // The edit that carried the picture came from the worker, not through the bot's own client.
    const upload = w.fake.requests.find((r) => (r.files ?? []).length > 0);
    expect(upload).toMatchObject({ method: 'PATCH', files: ['history-24h.png'] });
    expect(String(upload?.headers['user-agent'])).not.toMatch(/DiscordBot/);
    expectNoRejections(w.fake);
  });
});
