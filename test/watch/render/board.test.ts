import { describe, expect, it } from 'vitest';
import { uptimeLine } from '../../../src/history/uptime.js';
import { t } from '../../../src/i18n/catalogue.js';
import { LOCALES, type Locale } from '../../../src/i18n/locale.js';
import { plannedRestartLine } from '../../../src/schedule/report.js';
import { renderPlayersLine } from '../../../src/watch/players-line.js';
import {
  type BoardEntry,
  ENTRY_MAX,
  entryText,
  MIN_PER_PAGE,
  renderBoard,
} from '../../../src/watch/render/board.js';
import { incidentBoardLine } from '../../../src/watch/render/incident.js';
import { classifyState } from '../../../src/watch/state.js';
import { validateMessage } from '../../support/fake-discord/limits.js';
import { displayTexts } from '../support/board-world.js';

const GIB = 1024 ** 3;
const NOW = Date.UTC(2030, 0, 1);
/** Unsigned, so the ids read as what they stand for. */
const customId = (...parts: string[]) => parts.join(':');

function entry(i: number, partial: Partial<BoardEntry> = {}): BoardEntry {
  return {
    serverId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    name: `Server ${String(i).padStart(3, '0')}`,
    game: 'Minecraft · Paper · 1.21.1',
    address: `203.0.113.${i % 250}:25565`,
    state: classifyState('running'),
    upSince: NOW - 3_600_000,
    downSince: null,
    usage: { cpu: 12.5, cpuLimit: 200, memoryBytes: 1.5 * GIB, memoryLimitBytes: 4 * GIB },
    lines: [],
    ...partial,
  };
}

/** Every line hostcord adds to an entry, each at its longest, in a board's language. */
const longestAdded = (locale: Locale = 'en-US') => [
  incidentBoardLine(
    { openedAt: NOW, downSince: NOW, closedAt: NOW, durationMs: 99_999 * 86_400_000 + 23 * 3_600_000 },
    locale,
  ),
  renderPlayersLine(
    { state: 'not-answering', answeredAt: NOW, answer: null } as Parameters<typeof renderPlayersLine>[0],
    'up',
    locale,
  )!,
  plannedRestartLine(NOW + 86_400_000, locale),
  uptimeLine({ '24h': 0.998, '7d': null, '30d': null }, locale)!,
];
const LONGEST_ADDED = longestAdded();

/** The worst case for size: every field at its longest, full of characters that escaping doubles. */
function widest(i: number, lines = LONGEST_ADDED): BoardEntry {
  return entry(i, {
    name: `${'*_'.repeat(40)}${i}`,
    state: classifyState('hibernating_*_*_*_*_*_*_*_*_*_*_*_*'),
    game: '`'.repeat(80),
    address: `${'a'.repeat(200)}.example.com:65535`,
    usage: { cpu: 1e21, cpuLimit: 2_147_483_647, memoryBytes: 2 ** 63, memoryLimitBytes: 2 ** 51 },
    lines,
  });
}

const namesIn = (pages: ReturnType<typeof renderBoard>) =>
  pages.flatMap((p) =>
    displayTexts(p)
      .slice(1)
      .map((t) => /\*\*(.+?)\*\* ·/.exec(t)?.[1]),
  );

describe('renderBoard', () => {
  it('the longest entry keeps every line: state, game and address, usage, incident, players, planned restart, uptime', () => {
    for (const stale of [false, true]) {
      const text = entryText(widest(1), stale);
      const lines = text.split('\n');
      expect(lines.map((l) => [...l][0])).toEqual(
        stale ? ['⚪', '🎮', '⚠', '🧊', '🔁', '📈'] : ['⚪', '🎮', '📊', '⚠', '🧊', '🔁', '📈'],
      );
      expect(lines.slice(-4)).toEqual(LONGEST_ADDED);
      expect(text.length).toBeLessThanOrEqual(ENTRY_MAX);
    }
  });

  it(`fits at least ${MIN_PER_PAGE} servers in one message even when every field is at its longest, within Discord’s limits`, () => {
    expect(MIN_PER_PAGE).toBeGreaterThanOrEqual(7);
    const pages = renderBoard({
      customId,
      entries: Array.from({ length: MIN_PER_PAGE }, (_, i) => widest(i)),
      provider: { since: NOW, refused: true },
    });
    expect(pages).toHaveLength(1);
    expect(displayTexts(pages[0]!)).toHaveLength(MIN_PER_PAGE + 1);
    expect(validateMessage(pages[0]!)).toEqual([]);
    for (const text of displayTexts(pages[0]!).slice(1)) {
      expect(text.length).toBeLessThanOrEqual(ENTRY_MAX);
      expect(text).toContain('📈 Uptime');
    }
  });

  it('in every language: the widest entries keep every line whole and fit, the header says all, within Discord’s limits', () => {
    // Every state, so the summary counts each kind; more than a page, so the title has its range.
    const states = ['running', 'starting', 'stopping', 'offline', 'hibernating_*_*_*_*_*_*_*_*_*_*_*_*'];
    for (const locale of LOCALES) {
      const added = longestAdded(locale);
      const entries = Array.from({ length: 3 * MIN_PER_PAGE }, (_, i) => ({
        ...widest(i, added),
        state: classifyState(states[i % states.length]),
        downSince: NOW - 60_000,
      }));
      for (const stale of [false, true]) {
        for (const e of entries) {
          const text = entryText(e, stale, locale);
          expect(text.length, locale).toBeLessThanOrEqual(ENTRY_MAX);
          expect(text.split('\n').slice(-4), locale).toEqual(added);
          // The state line's budget holds "down since <t:…:R>" in every language: it is never cut.
          if (e.state.kind === 'up' || e.state.kind === 'down')
            expect(text.split('\n')[0], locale).not.toMatch(/…$/);
        }
      }
      const pages = renderBoard({ customId, entries, provider: { since: NOW, refused: true }, locale });
      expect(pages.length, locale).toBeGreaterThan(1);
      expect(displayTexts(pages[0]!).length, locale).toBeGreaterThan(MIN_PER_PAGE);
      const [header] = displayTexts(pages[0]!);
      expect(header, locale).toMatch(/^## /);
      expect(
        header!.endsWith(t(locale, 'boards.providerRefused', { since: `<t:${NOW / 1000}:R>` })),
        locale,
      ).toBe(true);
      for (const page of pages) expect(validateMessage(page), locale).toEqual([]);
    }
  });

  it('writes the whole board in the guild’s language: title, counts, states, usage, select and link', () => {
    const view = {
      customId,
      entries: [
        entry(1, { name: 'Alpha' }),
        entry(2, { name: 'Bravo', state: classifyState('offline'), upSince: null, downSince: NOW }),
      ],
      provider: null,
      pageUrl: 'https://status.example.org/s/abc',
    };
    const [page] = renderBoard({ ...view, locale: 'de' });
    const texts = displayTexts(page!);
    expect(texts[0]).toBe(
      `## ${t('de', 'boards.title')}\n🟢 ${t('de', 'boards.countUp', { count: 1 })} · 🔴 ${t('de', 'boards.countDown', { count: 1 })}`,
    );
    expect(texts[1]).toContain(t('de', 'boards.upSince', { since: `<t:${(NOW - 3_600_000) / 1000}:R>` }));
    expect(texts[1]).toContain('📊 CPU 13/200 % · RAM 1,5 GiB/4,0 GiB');
    expect(texts[2]).toContain(t('de', 'boards.downSince', { since: `<t:${NOW / 1000}:R>` }));
    const json = JSON.stringify(page);
    expect(json).toContain(`"placeholder":"${t('de', 'boards.manage')}"`);
    expect(json).toContain(`"label":"${t('de', 'boards.statusPage')}"`);
    expect(json).not.toMatch(/Game servers|Manage…|Status page| up since/);
  });

  it('200 servers: continuation messages in name order, each valid, 25 per message with a select for its own servers', () => {
    const entries = Array.from({ length: 200 }, (_, i) => entry(199 - i));
    const pages = renderBoard({
      customId,
      entries,
      provider: null,
    });
    expect(pages).toHaveLength(8);
    expect(namesIn(pages)).toEqual(
      Array.from({ length: 200 }, (_, i) => `Server ${String(i).padStart(3, '0')}`),
    );
    pages.forEach((page, n) => {
      expect(validateMessage(page)).toEqual([]);
      const container = page.components[0] as { components: Array<{ type: number; components?: unknown[] }> };
      const select = (
        container.components.at(-1)!.components as Array<{ custom_id: string; options: unknown[] }>
      )[0]!;
      expect(select.custom_id).toBe(`board:manage:${n}`);
      expect(select.options).toHaveLength(25);
    });
    expect(displayTexts(pages[0]!)[0]).toBe('## Game servers (1–25 of 200)\n🟢 200 up');
    expect(displayTexts(pages[7]!)[0]).toBe('### Game servers, continued (176–200 of 200)');
  });

  it('shows every state with its mark and since when; a value the provider did not publish is shown as written', () => {
    const entries = [
      entry(1, { name: 'Alpha', state: classifyState('Running') }),
      entry(2, { name: 'Bravo', state: classifyState('starting'), upSince: null }),
      entry(3, { name: 'Charlie', state: classifyState('stopping'), upSince: null }),
      entry(4, { name: 'Delta', state: classifyState('offline'), upSince: null, downSince: NOW - 60_000 }),
      entry(5, { name: 'Echo', state: classifyState('hibernating_*'), upSince: null }),
      entry(6, { name: 'Foxtrot', state: classifyState('running', true), upSince: null }),
    ];
    const pages = renderBoard({ customId, entries, provider: null });
    const texts = displayTexts(pages[0]!);
    const first = (name: string) => texts.find((t) => t.includes(`**${name}**`))!.split('\n')[0];
    expect(first('Alpha')).toBe(`🟢 **Alpha** · up since <t:${(NOW - 3_600_000) / 1000}:R>`);
    expect(first('Bravo')).toBe('🟡 **Bravo** · starting');
    expect(first('Charlie')).toBe('🟠 **Charlie** · stopping');
    expect(first('Delta')).toBe(`🔴 **Delta** · down since <t:${(NOW - 60_000) / 1000}:R>`);
    expect(first('Echo')).toBe('⚪ **Echo** · hibernating\\_\\*');
    expect(first('Foxtrot')).toBe('🔴 **Foxtrot** · suspended');
    expect(texts.find((t) => t.includes('Delta'))).not.toContain('CPU');
    expect(texts[0]).toBe(
      '## Game servers\n🟢 1 up · 🟡 1 starting · 🟠 1 stopping · 🔴 2 down · ⚪ 1 other',
    );

    // In German the provider's words hostcord knows are German; one it does not know stays as written.
    const german = displayTexts(renderBoard({ customId, entries, provider: null, locale: 'de' })[0]!);
    const firstDe = (name: string) => german.find((t) => t.includes(`**${name}**`))!.split('\n')[0];
    expect(firstDe('Bravo')).toBe(`🟡 **Bravo** · ${t('de', 'provider.state.starting')}`);
    expect(firstDe('Foxtrot')).toBe(`🔴 **Foxtrot** · ${t('de', 'provider.state.suspended')}`);
    expect(firstDe('Echo')).toBe('⚪ **Echo** · hibernating\\_\\*');
    expect(t('de', 'provider.state.starting')).not.toBe('starting');
  });

  it('shows outside text literally: markdown, mentions and control characters do nothing', () => {
    const pages = renderBoard({
      customId,
      entries: [entry(1, { name: '**@everyone** <@&123456789012345678>\nx', game: '# Big', lines: [] })],
      provider: null,
    });
    const [, text] = displayTexts(pages[0]!);
    expect(text).toMatch(/^🟢 \*\*\\\*\\\*@\u200beveryone\\\*\\\* <\u200b@\u200b&/);
    expect(text).not.toMatch(/<@&|@everyone|\n x/);
    expect(text).toContain('\n🎮 \\# Big · ');
    expect(pages[0]!.allowed_mentions).toEqual({ parse: [] });
    // A select label shows no markdown: cleaned of control characters only, so it reads as typed.
    const container = pages[0]!.components[0] as { components: Array<{ components?: unknown[] }> };
    const select = (
      container.components.at(-1)!.components as Array<{ options: Array<{ label: string }> }>
    )[0]!;
    expect(select.options[0]!.label).toBe('**@everyone** <@&123456789012345678> x');
  });

  it('provider unreachable: says since when, and shows no live usage as if it were current', () => {
    const pages = renderBoard({
      customId,
      entries: [entry(1)],
      provider: { since: NOW - 120_000, refused: false },
    });
    const [header, text] = displayTexts(pages[0]!);
    expect(header).toContain(`⚠️ The provider is unreachable since <t:${(NOW - 120_000) / 1000}:R>`);
    expect(text).toContain('last known: up since');
    expect(text).not.toContain('CPU');
  });

  it('provider refusing the token: says so, naming the token, never that nothing is linked; entries as last known', () => {
    const pages = renderBoard({
      customId,
      entries: [entry(1), entry(2)],
      provider: { since: NOW - 60_000, refused: true },
    });
    const [header, ...texts] = displayTexts(pages[0]!);
    expect(header).toContain(
      `⚠️ The provider refuses hostcord's **token** since <t:${(NOW - 60_000) / 1000}:R>`,
    );
    expect(header).toContain('HOSTING_TOKEN');
    expect(header).not.toContain('unreachable');
    expect(texts).toHaveLength(2);
    for (const text of texts) expect(text).toContain('last known: up since');
  });

  it('an entry carried over from before the start, not read since, is shown as last known', () => {
    const pages = renderBoard({
      customId,
      entries: [entry(1, { lastKnown: true })],
      provider: null,
    });
    expect(displayTexts(pages[0]!)[1]).toContain('last known: up since');
    expect(displayTexts(pages[0]!)[1]).not.toContain('CPU');
  });

  it('is pure: the same view gives the same messages; added lines follow the entry', () => {
    const view = {
      entries: [entry(2), entry(1, { lines: ['Last incident <t:1:R>, down 4 min 12 s'] })],
      provider: null,
    };
    expect(renderBoard({ ...view, customId })).toEqual(renderBoard({ ...structuredClone(view), customId }));
    expect(displayTexts(renderBoard({ ...view, customId })[0]!)[1]).toMatch(
      /\nLast incident <t:1:R>, down 4 min 12 s$/,
    );
  });

  it('a guild with nothing linked gets a board that says how to link, without a select', () => {
    const [page] = renderBoard({
      customId,
      entries: [],
      provider: null,
    });
    expect(displayTexts(page!)).toEqual([
      '## Game servers',
      'No game server is linked in this Discord server yet. An admin can link one with `/link`; it shows up here at the next refresh.',
    ]);
    expect(validateMessage(page!)).toEqual([]);
  });
});
