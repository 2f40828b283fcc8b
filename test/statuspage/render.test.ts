import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/catalogue.js';
import { formatDuration, formatUptime } from '../../src/i18n/format.js';
import { renderBadge } from '../../src/statuspage/render/badge.js';
import { renderPageJson } from '../../src/statuspage/render/json.js';
import { dayClass, renderStatusPage } from '../../src/statuspage/render/page.js';
import { STYLE, STYLE_HASH } from '../../src/statuspage/render/style.js';
import type { PageServer, PageView } from '../../src/statuspage/view.js';

const DAY = 86_400_000;
const AT = Date.UTC(2026, 4, 10, 12);
const FIRST = Date.UTC(2026, 4, 10) - 89 * DAY;

function server(name: string, fields: Partial<PageServer> = {}): PageServer {
  return {
    name,
    state: 'up',
    since: AT - 3 * 3_600_000,
    players: null,
    days: Array.from({ length: 90 }, (_, i) => {
      const observed = i < 10 ? 0 : DAY;
      return {
        day: FIRST + i * DAY,
        upMs: observed,
        observedMs: observed,
        ratio: observed ? 1 : null,
        incidents: 0,
      };
    }),
    uptime: { '24h': 1, '7d': 1, '30d': 1, '90d': 1 },
    incidents: [],
    ...fields,
  };
}

const view = (servers: PageServer[]): PageView => ({
  servers,
  updatedAt: AT - 40_000,
  at: AT,
  refreshSeconds: 60,
});

const HOSTILE = [
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(2)>',
  "javascript:alert('3')",
  "' onmouseover='alert(4)",
];

describe('the status page, rendered', () => {
  it('writes outside text as text in every context: element content and attribute values', () => {
    const html = renderStatusPage(
      view(HOSTILE.map((name) => server(name, { players: { online: 1, max: 2, names: HOSTILE } }))),
    );
    // The only markup is hostcord's: one script element (its own, by address), no img, no handler.
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain('<script src="/s/refresh-');
    expect(/<img|<[a-z][^>]*\son\w+=|href=/i.test(html)).toBe(false);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('javascript:alert(&#39;3&#39;)');
    expect(html).toContain('&#39; onmouseover=&#39;alert(4)');
    // Every attribute value is double-quoted and holds no raw quote or angle bracket.
    for (const [, value] of html.matchAll(/="([^"]*)"/g)) expect(value).not.toMatch(/[<>]/);
  });

  it('shows each server’s state in words, since when, players (names only when given) and uptime as percentages', () => {
    const html = renderStatusPage(
      view([
        server('Survival', { players: { online: 3, max: 20, names: null } }),
        server('Creative', {
          state: 'down',
          since: AT - 7_200_000,
          uptime: { '24h': 0.5, '7d': 0.9, '30d': null, '90d': 0.97 },
        }),
        server('Lobby', { players: { online: 2, max: 10, names: ['Alice', 'Bob'] } }),
      ]),
    );
    expect(html).toContain('<html lang="en-US" data-refresh="60">');
    expect(html).toContain('2 of 3 servers up');
    expect(html).toMatch(
      /<span class="state s-up">Up<\/span> since <time datetime="2026-05-10T09:00:00.000Z"[^>]*>3 hours ago<\/time> · Players 3\/20/,
    );
    expect(html).toMatch(/<span class="state s-down">Down<\/span> since <time[^>]*>2 hours ago<\/time>/);
    expect(html).toContain('<dt>24 hours</dt><dd>50.0%</dd>');
    expect(html).toContain('<dt>30 days</dt><dd>no data</dd>');
    expect(html).toContain('<dt>90 days</dt><dd>97.0%</dd>');
    expect(html).toContain('Online: Alice, Bob');
    expect(html.match(/Online:/g)).toHaveLength(1);
    expect(html).toContain('Updated <time');
  });

  it('draws 90 bars a server, coloured by the day’s uptime, each with its date, figure, downtime and incidents', () => {
    const days = server('Survival').days.map((d, i) =>
      i === 80 ? { ...d, upMs: DAY / 2, ratio: 0.5, incidents: 1 } : d,
    );
    const html = renderStatusPage(
      view([server('Survival', { days, uptime: { '24h': 1, '7d': 0.93, '30d': 0.98, '90d': 0.99 } })]),
    );
    const bars = [...html.matchAll(/<i class="([abcdn])" tabindex="-1" title="([^"]*)"><\/i>/g)];
    expect(bars).toHaveLength(90);
    expect(bars.filter(([, c]) => c === 'n')).toHaveLength(10);
    expect(bars[0]![2]).toBe('Feb 10: no data');
    expect(bars[80]![1]).toBe('d');
    expect(bars[80]![2]).toBe('May 1: 50.0% · down 12 hr 0 min · 1 incident');
    expect(bars[89]![2]).toBe('May 10: 100%');
    expect(html).toContain(
      'role="img" aria-label="Uptime by day, last 90 days: 99.0% in all; 1 day below 99.9%, 10 days without data."',
    );
    expect([
      dayClass(1),
      dayClass(0.999),
      dayClass(0.995),
      dayClass(0.96),
      dayClass(0.2),
      dayClass(null),
    ]).toEqual(['a', 'a', 'b', 'c', 'd', 'n']);
  });

  it('writes a server’s finished days once, and anew when any of them is another day object', () => {
    const days = server('Survival').days;
    const first = renderStatusPage(view([server('Survival', { days })]));
    expect(renderStatusPage(view([server('Survival', { days: [...days] })]))).toBe(first);
    // The same first day but another day 80: the bars follow it, as for a renderer that kept nothing.
    const changed = days.map((d, i) => (i === 80 ? { ...d, upMs: 0, ratio: 0 } : d));
    const html = renderStatusPage(view([server('Survival', { days: changed })]));
    expect(html).not.toBe(first);
    expect(html).toBe(renderStatusPage(view([server('Survival', { days: structuredClone(changed) })])));
    expect(html).toContain('title="May 1: 0.0% · down 1 day 0 hr"');
  });

  it('lists the incidents of the last 14 days with start, end and duration; an open one says so far', () => {
    const html = renderStatusPage(
      view([
        server('Creative', {
          state: 'down',
          incidents: [
            { start: AT - 7_200_000, end: null },
            { start: AT - 3 * DAY, end: AT - 3 * DAY + 5_400_000 },
          ],
        }),
        server('Survival'),
      ]),
    );
    expect(html).toContain('<h3>Incidents, last 14 days</h3>');
    expect(html).toContain('<li>Down since May 10, 2026, 10:00 AM UTC (2 hr 0 min so far)</li>');
    expect(html).toContain(
      '<li>Down from May 7, 2026, 12:00 PM UTC to May 7, 2026, 1:30 PM UTC (1 hr 30 min)</li>',
    );
    expect(html).toContain('No incidents in the last 14 days.');
  });

  it('inlines only the style its CSP hash allows', () => {
    const html = renderStatusPage(view([]));
    expect(html).toContain(`<style>${STYLE}</style>`);
    expect(STYLE_HASH).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('is written in the language given, html lang saying which; dates and figures the language’s way', () => {
    const days = server('Survival').days.map((d, i) =>
      i === 80 ? { ...d, upMs: DAY / 2, ratio: 0.5, incidents: 1 } : d,
    );
    const page = view([
      server('Survival', { days, incidents: [{ start: AT - 3 * DAY, end: AT - 3 * DAY + 5_400_000 }] }),
      server('Creative', {
        state: 'down',
        since: AT - 7_200_000,
        uptime: { '24h': 0.5, '7d': null, '30d': 1, '90d': 1 },
      }),
    ]);
    const de = renderStatusPage(page, 'de');
    expect(de).toContain('<html lang="de"');
    expect(de).toContain(`<h1>${t('de', 'statuspage.title')}</h1>`);
    expect(de).toContain('1 von 2 Servern online');
    expect(de).toContain('<span class="state s-down">Offline</span>');
    expect(de).toContain('>vor 2 Stunden</time>');
    expect(de).toContain(`<dt>24 Stunden</dt><dd>${formatUptime('de', 0.5)}</dd>`);
    expect(de).toContain(`<dd>${t('de', 'statuspage.noData')}</dd>`);
    expect(de).toContain(`title="1. Mai: ${formatUptime('de', 0.5)} · offline 12 Std., 0 Min. · 1 Ausfall"`);
    expect(de).toContain(
      '<li>Offline von 7. Mai 2026, 12:00 UTC bis 7. Mai 2026, 13:30 UTC (1 Std., 30 Min.)</li>',
    );
    expect(de).not.toMatch(/ days|Uptime|Down|hours/);
    const fr = renderStatusPage(page, 'fr');
    expect(fr).toContain('<html lang="fr"');
    expect(fr).toContain(
      `title="1 mai : ${formatUptime('fr', 0.5)} · hors ligne ${formatDuration('fr', DAY / 2)} · 1 incident"`,
    );
    // A language hostcord does not speak: English, and html lang says so.
    expect(renderStatusPage(page, 'ja')).toBe(renderStatusPage(page));
    expect(renderStatusPage(page)).toContain('<html lang="en-US"');
  });
});

describe('the badge and the JSON', () => {
  it('the badge counts servers up, coloured by how many', () => {
    expect(renderBadge(view([server('a'), server('b'), server('c')]))).toContain('>3/3 up</text>');
    expect(renderBadge(view([server('a'), server('b'), server('c')]))).toContain('fill="#1a7f37"');
    expect(renderBadge(view([server('a'), server('b', { state: 'down' })]))).toContain(
      'aria-label="status: 1/2 up"',
    );
    expect(renderBadge(view([server('b', { state: 'down' })]))).toContain('fill="#cf222e"');
    expect(renderBadge(view([]))).toContain('>no servers</text>');
    // In the page's language.
    expect(renderBadge(view([server('a'), server('b', { state: 'down' })]), 'de')).toContain(
      'aria-label="Status: 1/2 online"',
    );
    expect(renderBadge(view([]), 'fr')).toContain(`>${t('fr', 'statuspage.badgeNone')}</text>`);
  });

  it('the JSON holds what the page shows: names, states, uptime, days and incidents, names of players only when given', () => {
    const data = JSON.parse(
      renderPageJson(
        view([
          server('<b>Survival</b>', {
            players: { online: 3, max: 20, names: null },
            incidents: [{ start: AT - DAY, end: null }],
          }),
        ]),
      ),
    );
    expect(data.updatedAt).toBe('2026-05-10T11:59:20.000Z');
    expect(data.servers).toHaveLength(1);
    const [s] = data.servers;
    expect(Object.keys(s).sort()).toEqual([
      'days',
      'incidents',
      'name',
      'players',
      'since',
      'state',
      'uptime',
    ]);
    expect(s).toMatchObject({ name: '<b>Survival</b>', state: 'up', players: { online: 3, max: 20 } });
    expect(s.players.names).toBeUndefined();
    expect(s.days).toHaveLength(90);
    expect(s.days[89]).toEqual({ date: '2026-05-10', uptime: 1, downSeconds: 0, incidents: 0 });
    expect(s.incidents).toEqual([{ start: '2026-05-09T12:00:00.000Z', end: null }]);
    // Data stays data in every language; a server without a name is named in the page's language.
    const unnamed = JSON.parse(renderPageJson(view([server('x', { name: null })]), 'de'));
    expect(unnamed.servers[0]).toMatchObject({ name: 'Server ohne Namen', state: 'up' });
  });
});
