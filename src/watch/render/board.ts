import { ButtonStyle, ComponentType, MessageFlags } from 'discord.js';
import type { MakeId } from '../../discord/component-id.js';
import { describeState } from '../../hosting/describe-state.js';
import { t } from '../../i18n/catalogue.js';
import { formatBytes } from '../../i18n/format.js';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../i18n/locale.js';
import { replaceControlCharacters } from '../../outside-text.js';
import { code, literal, truncate } from '../../text/literal.js';
import type { ObservedState, StateKind } from '../state.js';

/** One server as a board shows it. */
export interface BoardEntry {
  serverId: string;
  name: string;
  /** "Minecraft · Paper · 1.21.1", or null when unknown. */
  game: string | null;
  address: string | null;
  state: ObservedState;
  upSince: number | null;
  downSince: number | null;
  usage: { cpu: number; cpuLimit: number; memoryBytes: number; memoryLimitBytes: number } | null;
  /**
   * Lines other parts add to the entry (an open or recent incident, …), already safe to show (their
   * outside text passed through `literal`): at most ADDED_LINES_MAX, each within ADDED_LINE_MAX.
   */
  lines: string[];
  /** Carried over from before hostcord's start and not read since: shown as last known. */
  lastKnown?: boolean;
}

export interface BoardView {
  entries: BoardEntry[];
  /**
   * Since when refreshes fail: the provider does not answer, or refuses hostcord's token. States
   * are then the last known, usage is hidden. Null while it answers.
   */
  provider: { since: number; refused: boolean } | null;
  /** The board's public status page (`/board publish`): a "Status page" link button on its first message. */
  pageUrl?: string | undefined;
  /** Signed custom ids of the board's guild. */
  customId: MakeId;
  /** The guild's language: the whole board is written in it (English when not given). */
  locale?: Locale;
}

/** A board message as sent to Discord's API (Components V2). */
export type BoardMessage = {
  flags: number;
  components: Array<Record<string, unknown>>;
  allowed_mentions: { parse: [] };
};

/**
 * Discord's Components V2 limits (Components reference): 4,000 characters of text display content
 * per message, 40 components, and a select menu holds 25 options. A page holds at most 25 servers
 * (one select covers them all). Each line of an entry has a budget, and an entry's budget is their
 * sum, so every line of every entry is always shown (long names and addresses are cut within their
 * line, never a line dropped): at least MIN_PER_PAGE entries at their longest fit next to the
 * header, and entries of usual length (about 200 characters) fill a message with 25.
 */
export const TEXT_MAX = 4000;
export const PER_PAGE_MAX = 25;
const HEADER_MAX = 300;
const NAME_MAX = 40;
const LABEL_MAX = 30;
const GAME_MAX = 40;
const ADDRESS_MAX = 48;
/** The longest a text of the board's own is in any language, with a timestamp of 10 digits. */
const longest = (write: (locale: Locale) => string) => Math.max(...LOCALES.map((l) => write(l).length));
const SINCE = { since: '<t:9999999999:R>' };
/** The state as the first line says it: the provider's word, or "down since <t:…:R>" in the board's language. */
const STATE_MAX = Math.max(
  LABEL_MAX,
  longest((l) => t(l, 'boards.upSince', SINCE)),
  longest((l) => t(l, 'boards.downSince', SINCE)),
);
/** "🟢 **name** · last known: down since <t:…:R>": mark, name, "last known: " and the state. */
const STATE_LINE_MAX =
  2 + 3 + NAME_MAX + 5 + longest((l) => t(l, 'boards.lastKnown', { state: '' })) + STATE_MAX;
/** "🎮 game · `address`". */
const WHERE_LINE_MAX = 3 + GAME_MAX + 3 + ADDRESS_MAX + 2;
/** "📊 CPU 400/400 % · RAM 15.9 GiB/16.0 GiB", with room for larger figures. */
const USAGE_LINE_MAX = 48;
/**
 * Lines other parts add (the incident, players, uptime, the planned restart), each within its
 * budget: room for the longest of them in every language (a Polish last incident of 99,999 days).
 */
export const ADDED_LINES_MAX = 4;
export const ADDED_LINE_MAX = 68;
export const ENTRY_MAX =
  STATE_LINE_MAX + WHERE_LINE_MAX + USAGE_LINE_MAX + ADDED_LINES_MAX * ADDED_LINE_MAX + 2 + ADDED_LINES_MAX;
export const MIN_PER_PAGE = Math.floor((TEXT_MAX - HEADER_MAX) / ENTRY_MAX);

const EMOJI: Record<StateKind, string> = {
  up: '🟢',
  starting: '🟡',
  stopping: '🟠',
  down: '🔴',
  unknown: '⚪',
};

const COLOUR = { up: 0x2ecc71, transition: 0xf1c40f, down: 0xe74c3c, stale: 0x95a5a6, none: 0x5865f2 };

const at = (ms: number, style: 'R' | 'f' = 'R') => `<t:${Math.floor(ms / 1000)}:${style}>`;

/**
 * The board's messages, in order: servers sorted by name, as many per message as Discord's limits
 * allow (at least 15), each message a container with a header, one text display per server and a
 * "Manage…" select for its servers. Pure: the same view always gives the same messages, so an
 * unchanged board is never edited. Times are Discord timestamps, which readers' clients keep
 * current without any edit.
 */
export function renderBoard(view: BoardView): BoardMessage[] {
  const locale = view.locale ?? DEFAULT_LOCALE;
  const entries = [...view.entries].sort(
    (a, b) =>
      a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.serverId.localeCompare(b.serverId),
  );
  const texts = entries.map((e) => entryText(e, view.provider !== null || e.lastKnown === true, locale));
  const pages: number[][] = [];
  let page: number[] = [];
  let used = 0;
  texts.forEach((text, i) => {
    if (page.length === PER_PAGE_MAX || used + text.length > TEXT_MAX - HEADER_MAX) {
      pages.push(page);
      page = [];
      used = 0;
    }
    page.push(i);
    used += text.length;
  });
  pages.push(page);
  return pages.map((indexes, pageIndex) => {
    const shown = indexes.map((i) => entries[i]!);
    const header = truncate(
      headerText(view, locale, entries, { indexes, pageIndex, pages: pages.length }),
      HEADER_MAX,
    );
    const body: Array<Record<string, unknown>> = [
      { type: ComponentType.TextDisplay, content: header },
      { type: ComponentType.Separator, divider: true, spacing: 1 },
      ...(shown.length === 0
        ? [{ type: ComponentType.TextDisplay, content: t(locale, 'boards.nothingLinked') }]
        : indexes.map((i) => ({ type: ComponentType.TextDisplay, content: texts[i]! }))),
    ];
    if (shown.length > 0)
      body.push(manageRow(shown, view.customId('board', 'manage', String(pageIndex)), locale));
    if (pageIndex === 0 && view.pageUrl) body.push(pageLinkRow(view.pageUrl, locale));
    return {
      flags: MessageFlags.IsComponentsV2,
      components: [{ type: ComponentType.Container, accent_color: colourOf(view, shown), components: body }],
      allowed_mentions: { parse: [] },
    };
  });
}

function headerText(
  view: BoardView,
  locale: Locale,
  entries: BoardEntry[],
  page: { indexes: number[]; pageIndex: number; pages: number },
): string {
  const range = { first: page.indexes[0]! + 1, last: page.indexes.at(-1)! + 1, total: entries.length };
  const title =
    page.pageIndex > 0
      ? `### ${t(locale, 'boards.titleContinued', range)}`
      : `## ${page.pages > 1 ? t(locale, 'boards.titleRange', range) : t(locale, 'boards.title')}`;
  const lines = [title];
  if (page.pageIndex === 0 && entries.length > 0) lines.push(summary(entries, locale));
  if (view.provider) {
    const key = view.provider.refused ? 'boards.providerRefused' : 'boards.providerUnreachable';
    lines.push(t(locale, key, { since: at(view.provider.since) }));
  }
  return lines.join('\n');
}

const COUNT_KEYS = {
  up: 'boards.countUp',
  starting: 'boards.countStarting',
  stopping: 'boards.countStopping',
  down: 'boards.countDown',
  unknown: 'boards.countOther',
} as const satisfies Record<StateKind, string>;

function summary(entries: BoardEntry[], locale: Locale): string {
  const counts = new Map<StateKind, number>();
  for (const e of entries) counts.set(e.state.kind, (counts.get(e.state.kind) ?? 0) + 1);
  const order: StateKind[] = ['up', 'starting', 'stopping', 'down', 'unknown'];
  return order
    .filter((k) => counts.has(k))
    .map((k) => `${EMOJI[k]} ${t(locale, COUNT_KEYS[k], { count: counts.get(k)! })}`)
    .join(' · ');
}

/**
 * One server: state and since when; game and address; live usage; then the added lines. Each line
 * is held to its budget, so the entry stays within ENTRY_MAX with all of its lines.
 */
export function entryText(entry: BoardEntry, stale: boolean, locale: Locale = DEFAULT_LOCALE): string {
  const { state } = entry;
  const since = stateText(entry, locale);
  const first = `${EMOJI[state.kind]} **${literal(entry.name, NAME_MAX)}** · ${stale ? t(locale, 'boards.lastKnown', { state: since }) : since}`;
  const lines = [truncate(first, STATE_LINE_MAX)];
  // Every line starts with hostcord's own text: outside text at the start of a line could be read
  // as a heading or a list by Discord's markdown.
  const where = [
    entry.game && literal(entry.game, GAME_MAX),
    entry.address && code(entry.address, ADDRESS_MAX),
  ];
  const shownWhere = where.filter(Boolean);
  if (shownWhere.length > 0) lines.push(truncate(`🎮 ${shownWhere.join(' · ')}`, WHERE_LINE_MAX));
  if (entry.usage && !stale && state.kind !== 'down') {
    const u = entry.usage;
    lines.push(
      truncate(
        t(locale, 'boards.usage', {
          cpu: Math.round(u.cpu),
          cpuLimit: u.cpuLimit,
          memory: formatBytes(locale, u.memoryBytes),
          memoryLimit: formatBytes(locale, u.memoryLimitBytes),
        }),
        USAGE_LINE_MAX,
      ),
    );
  }
  for (const line of entry.lines.slice(0, ADDED_LINES_MAX)) lines.push(truncate(line, ADDED_LINE_MAX));
  return lines.join('\n');
}

function stateText(entry: BoardEntry, locale: Locale): string {
  switch (entry.state.kind) {
    case 'up':
      return entry.upSince === null
        ? t(locale, 'boards.up')
        : t(locale, 'boards.upSince', { since: at(entry.upSince) });
    case 'down':
      return entry.downSince === null
        ? literal(describeState(locale, entry.state.label), LABEL_MAX)
        : t(locale, 'boards.downSince', { since: at(entry.downSince) });
    default:
      return literal(describeState(locale, entry.state.label), LABEL_MAX);
  }
}

function colourOf(view: BoardView, shown: BoardEntry[]): number {
  if (view.provider !== null) return COLOUR.stale;
  if (shown.some((e) => e.state.kind === 'down')) return COLOUR.down;
  if (shown.some((e) => e.state.kind === 'starting' || e.state.kind === 'stopping')) return COLOUR.transition;
  if (shown.length > 0 && shown.every((e) => e.state.kind === 'up')) return COLOUR.up;
  return COLOUR.none;
}

/**
 * Select option labels are plain text (no markdown is rendered there, and no mention), so outside
 * text is only cleaned of control characters and cut, not escaped: escapes would show as backslashes.
 */
function plain(text: string, max: number): string {
  const clean = replaceControlCharacters(text, ' ').trim();
  return truncate(clean === '' ? '—' : clean, max);
}

function manageRow(shown: BoardEntry[], customId: string, locale: Locale): Record<string, unknown> {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.StringSelect,
        custom_id: customId,
        placeholder: t(locale, 'boards.manage'),
        options: shown.map((e) => ({
          label: plain(e.name, 100),
          value: e.serverId,
          description: plain(describeState(locale, e.state.label), 100),
          emoji: { name: EMOJI[e.state.kind] },
        })),
      },
    ],
  };
}

/** A link button: Discord opens the address itself (style 5), no interaction reaches hostcord. */
function pageLinkRow(url: string, locale: Locale): Record<string, unknown> {
  const label = t(locale, 'boards.statusPage');
  return {
    type: ComponentType.ActionRow,
    components: [{ type: ComponentType.Button, style: ButtonStyle.Link, label, url }],
  };
}
