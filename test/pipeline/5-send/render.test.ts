import type { APIEmbed } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { renderAlertEmbed } from '../../../src/pipeline/5-send/render/alert-embed.js';
import { renderDigest } from '../../../src/pipeline/5-send/render/digest.js';
import { carriesMarker, markerOf, withMarker } from '../../../src/pipeline/5-send/render/marker.js';
import { renderAlertMessage } from '../../../src/pipeline/5-send/render/message.js';
import { severityStyle } from '../../../src/pipeline/5-send/render/severity.js';
import type { Alert } from '../../../src/pipeline/5-send/render/types.js';
import { validateMessage } from '../../support/fake-discord/limits.js';
import { activity, installation, NOW, SERVER } from '../support/alerts.js';

const ROLE = '234567890123456789';
const OTHER_ROLE = '345678901234567890';

/** What Discord would refuse (the fake Discord's checks of the documented limits). */
const problems = (body: object) => validateMessage(body as Record<string, unknown>);

/** Sends `alerts` the way the sender does: message after message, each holding what fits. */
function renderAll(alerts: Alert[]) {
  const messages: Array<ReturnType<typeof renderAlertMessage>> = [];
  for (let rest = alerts; rest.length > 0; ) {
    const message = renderAlertMessage(rest, { now: NOW });
    expect(message.count).toBeGreaterThan(0);
    messages.push(message);
    rest = rest.slice(message.count);
  }
  return messages;
}

const embedText = (e: APIEmbed) =>
  [
    e.title,
    e.description,
    e.footer?.text,
    e.author?.name,
    ...(e.fields ?? []).flatMap((f) => [f.name, f.value]),
  ]
    .filter(Boolean)
    .join('\n');

describe('one alert', () => {
  it('is a rich embed: title, colour by severity, category/type, source, server and the event’s own time', () => {
    const alert = activity({ title: 'Server crashed', severity: 'Error', source: 'api' }, { at: 30_000 });
    const { body, count } = renderAlertMessage([alert], { now: NOW });
    expect(count).toBe(1);
    expect(body.embeds).toHaveLength(1);
    const embed = body.embeds[0]!;
    expect(embed.title).toBe('Server crashed');
    expect(embed.color).toBe(severityStyle('error').colour);
    expect(embed.timestamp).toBe(alert.event.createdAt);
    expect(embed.fields).toEqual([
      { name: 'Server', value: 'Survival', inline: true },
      { name: 'Event', value: 'power / crash', inline: true },
      { name: 'Severity', value: '🔴 Error', inline: true },
      { name: 'Source', value: 'panel/API', inline: true },
    ]);
    expect(embed.footer).toBeUndefined();
    expect(body.content).toBeUndefined();
    expect(body.allowed_mentions).toEqual({ parse: [] });
  });

  it('names the source and falls back to the server id, and an unknown severity looks neutral', () => {
    const embed = renderAlertEmbed(
      activity({ source: 'bot', severity: 'purple' }, { serverName: undefined }),
      {
        now: NOW,
      },
    );
    expect(embed.fields?.find((f) => f.name === 'Source')?.value).toBe('hostcord');
    expect(embed.fields?.find((f) => f.name === 'Server')?.value).toBe(SERVER);
    expect(embed.color).toBe(severityStyle(undefined).colour);
    expect(severityStyle('CRITICAL').colour).not.toBe(severityStyle('warning').colour);
    const other = renderAlertEmbed(activity({ source: 'schedule' }), { now: NOW });
    expect(other.fields?.find((f) => f.name === 'Source')?.value).toBe('schedule');
  });

  it('says "delayed" when the event is much older than now, and keeps its own timestamp', () => {
    const late = activity({}, { at: 2 * 60 * 60 * 1000 });
    const embed = renderAlertEmbed(late, { now: NOW });
    expect(embed.footer?.text).toBe('Delayed: happened 2 hr 0 min before it was posted');
    expect(embed.timestamp).toBe(new Date(NOW - 2 * 60 * 60 * 1000).toISOString());
    expect(renderAlertEmbed(activity({}, { at: 60_000 }), { now: NOW }).footer).toBeUndefined();
  });

  it('describes installations and removals', () => {
    const created = renderAlertEmbed(installation('created'), { now: NOW });
    expect(created.title).toBe('hostcord was installed on Survival');
    expect(created.fields?.map((f) => f.value)).toEqual([
      'servers:read, servers:power',
      'server.activity',
      'active',
    ]);
    const deleted = renderAlertEmbed(installation('deleted'), { now: NOW });
    expect(deleted.title).toBe('hostcord was removed from Survival');
    expect(deleted.description).toMatch(/stop/);
    expect(
      problems(renderAlertMessage([installation('created'), installation('deleted')], { now: NOW }).body),
    ).toEqual([]);
  });
});

describe('several alerts', () => {
  it('gives one embed per alert up to ten, in the given (oldest first) order', () => {
    const alerts = Array.from({ length: 10 }, (_, i) =>
      activity({ title: `Event ${i}` }, { at: 10_000 - i }),
    );
    const { body, count } = renderAlertMessage(alerts, { now: NOW });
    expect(count).toBe(10);
    expect(body.embeds.map((e) => e.title)).toEqual(alerts.map((_, i) => `Event ${i}`));
  });

  it('keeps ten alerts of the largest possible size within Discord’s limits', () => {
    const huge = 'x'.repeat(5000);
    const alerts = Array.from({ length: 10 }, () =>
      activity(
        { title: huge, category: huge, type: huge, severity: huge, source: huge },
        { at: 400 * 24 * 60 * 60 * 1000, serverName: huge },
      ),
    );
    const { body, count } = renderAlertMessage(alerts, { now: NOW });
    expect(count).toBe(10);
    expect(problems(body)).toEqual([]);
    const single = renderAlertMessage([alerts[0]!], { now: NOW }).body;
    expect(single.embeds[0]!.title).toHaveLength(256);
    expect(problems(single)).toEqual([]);
  });

  it('beyond ten, is a digest: one line per alert, oldest first, every alert of the message visible', () => {
    const alerts = Array.from({ length: 40 }, (_, i) =>
      activity({ title: `Crash number ${i}` }, { at: 40_000 - i }),
    );
    const { body, count } = renderAlertMessage(alerts, { now: NOW });
    expect(count).toBe(40);
    expect(body.embeds).toHaveLength(1);
    const lines = body.embeds[0]!.description!.split('\n');
    expect(lines).toHaveLength(40);
    lines.forEach((line, i) => {
      expect(line).toContain(`Crash number ${i}`);
      expect(line).toMatch(/^🔴 <t:\d+:T> power\/crash · /);
    });
    expect(body.embeds[0]!.title).toBe('40 alerts · Survival (oldest first)');
  });

  it('names the server on each line when a digest mixes servers', () => {
    const alerts = Array.from({ length: 12 }, (_, i) =>
      activity({ serverId: `server-${i % 2}` }, { serverName: i % 2 ? 'Creative' : 'Survival' }),
    );
    const { body } = renderAlertMessage(alerts, { now: NOW });
    const lines = body.embeds[0]!.description!.split('\n');
    expect(lines[0]).toContain('**Survival** · ');
    expect(lines[1]).toContain('**Creative** · ');
    expect(body.embeds[0]!.title).toBe('12 alerts (oldest first)');
  });

  it('splits 1,000 alerts over messages and embeds within the limits, each alert exactly once and in order', () => {
    const alerts = Array.from({ length: 1000 }, (_, i) =>
      activity(
        { title: `Event E${String(i).padStart(4, '0')} ${'y'.repeat(i % 7 === 0 ? 400 : 10)}` },
        { at: 100_000 - i },
      ),
    );
    const messages = renderAll(alerts);
    const seen: number[] = [];
    for (const { body } of messages) {
      expect(problems(body)).toEqual([]);
      expect(body.embeds.length).toBeLessThanOrEqual(10);
      const total = body.embeds.reduce((sum, e) => sum + embedText(e).length, 0);
      expect(total).toBeLessThanOrEqual(6000);
      for (const e of body.embeds) expect((e.description ?? '').length).toBeLessThanOrEqual(4096);
      for (const match of body.embeds
        .map(embedText)
        .join('\n')
        .matchAll(/E(\d{4})/g))
        seen.push(Number(match[1]));
    }
    expect(seen).toEqual(alerts.map((_, i) => i));
    // A digest uses the space: far fewer messages than alerts.
    expect(messages.length).toBeLessThan(30);
  });

  it('packs a digest into several embeds when one description is not enough', () => {
    const alerts = Array.from({ length: 60 }, (_, i) => activity({ title: `T${i} ${'z'.repeat(80)}` }));
    const { embeds, count } = renderDigest(alerts, { now: NOW });
    expect(embeds.length).toBeGreaterThan(1);
    expect(count).toBeLessThan(60);
    expect(embeds.slice(1).every((e) => e.title === undefined)).toBe(true);
  });
});

describe('the marker a message carries (found again after a crash)', () => {
  const marker = markerOf('k'.repeat(24));

  it('fits the largest messages and digests within Discord’s limits, in the last embed’s footer', () => {
    const huge = 'x'.repeat(5000);
    const largest = Array.from({ length: 10 }, () =>
      activity(
        { title: huge, category: huge, type: huge, severity: huge, source: huge },
        { at: 400 * 24 * 60 * 60 * 1000, serverName: huge },
      ),
    );
    const digests = Array.from({ length: 1000 }, (_, i) =>
      activity({ title: `Event ${i} ${'y'.repeat(i % 7 === 0 ? 400 : 10)}` }, { serverName: huge }),
    );
    for (const { body } of [renderAlertMessage(largest, { now: NOW }), ...renderAll(digests)]) {
      const marked = withMarker(body, marker);
      expect(problems(marked)).toEqual([]);
      expect(marked.embeds.reduce((sum, e) => sum + embedText(e).length, 0)).toBeLessThanOrEqual(6000);
      expect(marked.embeds.at(-1)!.footer!.text.endsWith(marker)).toBe(true);
      expect(carriesMarker(marked, marker)).toBe(true);
      expect(carriesMarker(body, marker)).toBe(false);
    }
  });

  it('keeps a footer that was there: "delayed" comes first', () => {
    const late = activity({ title: 'Late' }, { at: NOW - 60 * 60_000 });
    const { body } = renderAlertMessage([late], { now: NOW });
    const footer = body.embeds[0]!.footer!.text;
    expect(withMarker(body, marker).embeds[0]!.footer!.text).toBe(`${footer} · ${marker}`);
    expect(markerOf('abc')).not.toBe(marker);
  });
});

describe('outside text', () => {
  const hostile = [
    '@everyone the server is down',
    '@here <@&234567890123456789> <@123456789012345678> <#123456789012345678>',
    '**bold** __underline__ `code` ||spoiler|| ~~strike~~ [click](https://evil.example) # heading',
    `${'long '.repeat(1000)}end`,
  ];

  it('is rendered literally: nothing pings, no markdown applies, nothing exceeds a limit', () => {
    for (const count of [1, 5, 30]) {
      const alerts = Array.from({ length: count }, (_, i) =>
        activity(
          { title: hostile[i % hostile.length]!, category: '@everyone', type: '<@&1>', source: '**x**' },
          { serverName: '@here *srv*' },
        ),
      );
      const { body } = renderAlertMessage(alerts, { now: NOW });
      expect(problems(body)).toEqual([]);
      expect(body.allowed_mentions).toEqual({ parse: [] });
      expect(body.content).toBeUndefined();
      const text = body.embeds.map(embedText).join('\n');
      expect(text).not.toMatch(/@(everyone|here)/);
      expect(text).not.toMatch(/<@|<#/);
      if (count > 2) expect(text).toContain('\\*\\*bold\\*\\* \\_\\_underline\\_\\_ \\`code\\`');
      expect(text).not.toContain('**bold**');
    }
  });

  it('truncates a 5,000-character title within the embed title limit', () => {
    const { body } = renderAlertMessage([activity({ title: 'A'.repeat(5000) })], { now: NOW });
    expect(body.embeds[0]!.title!.length).toBe(256);
    expect(body.embeds[0]!.title!.endsWith('…')).toBe(true);
  });
});

describe('role mentions', () => {
  it('mentions a role in content only when an alert of the message calls for it, and allows only that role', () => {
    const quiet = renderAlertMessage([activity({ severity: 'info' })], { now: NOW });
    expect(quiet.body.content).toBeUndefined();
    expect(quiet.body.allowed_mentions).toEqual({ parse: [] });

    const loud = renderAlertMessage(
      [activity({ severity: 'info' }), activity({ severity: 'critical' }, { mentionRoleId: ROLE })],
      { now: NOW },
    );
    expect(loud.body.content).toBe(`<@&${ROLE}>`);
    expect(loud.body.allowed_mentions).toEqual({ parse: [], roles: [ROLE] });
    expect(problems(loud.body)).toEqual([]);
  });

  it('mentions each called role once, and none of alerts left for the next message', () => {
    const alerts = [
      ...Array.from({ length: 20 }, () => activity({}, { mentionRoleId: ROLE })),
      activity({}, { mentionRoleId: ROLE }),
    ];
    const both = renderAlertMessage([...alerts, activity({}, { mentionRoleId: OTHER_ROLE })], { now: NOW });
    expect(both.body.content).toBe(`<@&${ROLE}> <@&${OTHER_ROLE}>`);
    expect(both.body.allowed_mentions.roles).toEqual([ROLE, OTHER_ROLE]);

    const many = Array.from({ length: 400 }, (_, i) =>
      activity({ title: `x${'w'.repeat(100)}` }, { mentionRoleId: i === 399 ? OTHER_ROLE : null }),
    );
    const first = renderAlertMessage(many, { now: NOW });
    expect(first.count).toBeLessThan(400);
    expect(first.body.content).toBeUndefined();
    expect(first.body.allowed_mentions).toEqual({ parse: [] });
  });

  it('never mentions anything that is not a role id', () => {
    const { body } = renderAlertMessage([activity({}, { mentionRoleId: '@everyone' })], { now: NOW });
    expect(body.content).toBeUndefined();
    expect(body.allowed_mentions).toEqual({ parse: [] });
  });
});

describe('controls', () => {
  const controlsOf = (body: { components?: unknown[] }) =>
    (body.components ?? []).flatMap(
      (row) => (row as { components: Array<Record<string, unknown>> }).components,
    );

  it('an alert about one server carries Status, History, Restart and the Silence select, within Discord’s limits', () => {
    const { body } = renderAlertMessage([activity({}), activity({})], {
      now: NOW,
      makeId: (command, ...args) => [command, ...args].join(':'),
    });
    const controls = controlsOf(body);
    expect(controls.map((c) => c.label ?? c.placeholder)).toEqual([
      'Status',
      'History',
      'Restart',
      'Silence',
    ]);
    expect(controls.map((c) => c.custom_id)).toEqual([
      `status:show:${SERVER}`,
      `history:show:${SERVER}`,
      `restart:ask:${SERVER}`,
      `alerts:silence:${SERVER}`,
    ]);
    expect(problems(body)).toEqual([]);
  });

  it('a digest about several servers offers a server select first; without a guild (a test alert) there are none', () => {
    const alerts = Array.from({ length: 12 }, (_, i) =>
      activity({ serverId: `server-${i % 2}` }, { serverName: i % 2 ? 'Creative' : '**Survival**' }),
    );
    const { body } = renderAlertMessage(alerts, {
      now: NOW,
      makeId: (command, ...args) => [command, ...args].join(':'),
    });
    const [pick, ...more] = controlsOf(body);
    expect(more).toEqual([]);
    expect(pick).toMatchObject({ custom_id: 'status:pick', type: 3 });
    expect(pick!.options).toEqual([
      { label: '**Survival**', value: 'server-0' },
      { label: 'Creative', value: 'server-1' },
    ]);
    expect(problems(body)).toEqual([]);
    expect(renderAlertMessage(alerts, { now: NOW }).body.components).toBeUndefined();
  });
});
