import {
  BAR_DAYS,
  INCIDENT_DAYS,
  type PageDay,
  type PageServer,
  type PageView,
  UPTIME_WINDOWS,
} from '../view.js';
import { esc, fill, outside } from './html.js';
import { SCRIPT_PATH } from './script.js';
import { STYLE } from './style.js';
import { DEFAULT_LANG, type PageText, pageText } from './text.js';

/** A day's bar colour: at least 99.9 % up (a), 99 % (b), 95 % (c), below (d), nothing observed (n). */
export type DayClass = 'a' | 'b' | 'c' | 'd' | 'n';

export function dayClass(ratio: number | null): DayClass {
  if (ratio === null) return 'n';
  if (ratio >= 0.999) return 'a';
  if (ratio >= 0.99) return 'b';
  return ratio >= 0.95 ? 'c' : 'd';
}

/** Names of players shown at most (the game tells up to 100). */
const NAMES_SHOWN = 25;

/**
 * A published board as a web page: every server with its state in words, since when, players,
 * a bar per day of the last 90 with its figure and incidents (hover, or tap: each day takes focus),
 * uptime over 24 h to 90 d, incidents of the last 14 days. Pure: the same view and language give
 * the same bytes. Every value, hostcord's own included, is escaped for its place; no id or address
 * is in the view, so none can reach the page. Written in `lang` (html lang says which was used).
 * What is the same on every page (the catalogue's sentences, most days' bars) is written once
 * (`partsOf`), and a server's finished days once for as long as they are the same (`finishedBars`):
 * a page of 50 servers is 4,500 bars.
 */
export function renderStatusPage(view: PageView, lang: string = DEFAULT_LANG): string {
  const t = pageText(lang);
  const parts = partsOf(t);
  let up = 0;
  for (const s of view.servers) if (s.state === 'up') up++;
  const updated =
    view.updatedAt === null
      ? esc(t.neverUpdated)
      : fill(t.updated, { ago: time(view.updatedAt, view.at, t) });
  let html = `${parts.headStart}${view.refreshSeconds}${parts.headEnd}<main><p class="muted">${esc(t.summary(up, view.servers.length))} · ${updated}</p>`;
  if (view.servers.length === 0) html += parts.nothingShown;
  for (let i = 0; i < view.servers.length; i++) html += serverSection(view.servers[i]!, i, view.at, t, parts);
  return html + parts.end;
}

/** The parts of a page that depend on its language only, escaped once. */
interface Parts {
  /** Up to `data-refresh="`, and from its closing quote to the end of <header>. */
  headStart: string;
  headEnd: string;
  nothingShown: string;
  state: Record<PageServer['state'], string>;
  axis: string;
  uptimeHeading: string;
  /** `<div><dt>24 hours</dt><dd>` for each window. */
  windows: string[];
  noIncidents: string;
  incidentsHeading: string;
  /** From </main> to the end. */
  end: string;
  /** Per day (its start): its label and the bars of a day up all day or without data, no incident. */
  days: Map<number, { label: string; up: string; none: string }>;
  /** A server's bars of every day but the last, by its first day's object (see `finishedBars`). */
  finished: WeakMap<PageDay, FinishedBars>;
}

/** The bars of a server's days but the last, and what the bar's label counts of them. */
interface FinishedBars {
  days: readonly PageDay[];
  html: string;
  bad: number;
  noData: number;
}

const partsByLang = new Map<string, Parts>();

function partsOf(t: PageText): Parts {
  let parts = partsByLang.get(t.lang);
  if (parts) return parts;
  parts = {
    headStart: `<!doctype html><html lang="${esc(t.lang)}" data-refresh="`,
    headEnd: [
      '">',
      '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
      '<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">',
      `<title>${esc(t.title)}</title><style>${STYLE}</style><script src="${SCRIPT_PATH}" defer></script></head>`,
      `<body><header><h1>${esc(t.title)}</h1></header>`,
    ].join(''),
    nothingShown: `<p>${esc(t.nothingShown)}</p>`,
    state: Object.fromEntries(
      Object.entries(t.state).map(([k, word]) => [k, `<span class="state s-${k}">${esc(word)}</span>`]),
    ) as Parts['state'],
    axis: `<p class="axis" aria-hidden="true"><span>${esc(t.barStart(BAR_DAYS))}</span><span>${esc(t.barEnd)}</span></p>`,
    uptimeHeading: `<h3>${esc(t.uptimeHeading)}</h3><dl class="figures">`,
    windows: UPTIME_WINDOWS.map((w) => `<div><dt>${esc(t.windows[w])}</dt><dd>`),
    noIncidents: `<p class="muted">${esc(t.noIncidents(INCIDENT_DAYS))}</p>`,
    incidentsHeading: `<h3>${esc(t.incidentsHeading(INCIDENT_DAYS))}</h3><ul>`,
    end: `</main><footer>${legend(t)}<p>${esc(t.footer)}</p></footer></body></html>`,
    days: new Map(),
    finished: new WeakMap(),
  };
  partsByLang.set(t.lang, parts);
  return parts;
}

/** A day's label and its two common bars, made once per day and language. */
function dayParts(day: number, t: PageText, parts: Parts) {
  let found = parts.days.get(day);
  if (found) return found;
  // Days older than any bar are not asked for again.
  if (parts.days.size >= 4 * BAR_DAYS) parts.days.clear();
  const label = t.day(day);
  found = {
    label,
    up: dayBar('a', t.dayTitle(label, t.percent(1), 0, null)),
    none: dayBar('n', t.dayTitle(label, t.percent(null), 0, null)),
  };
  parts.days.set(day, found);
  return found;
}

const dayBar = (cls: DayClass, title: string) => `<i class="${cls}" tabindex="-1" title="${esc(title)}"></i>`;

/** "3 minutes ago", with the exact time (UTC) as its title and machine-readable. */
function time(ms: number, at: number, t: PageText): string {
  return `<time datetime="${new Date(ms).toISOString()}" title="${esc(t.dateTime(ms))}">${esc(t.ago(ms, at))}</time>`;
}

function serverSection(server: PageServer, index: number, at: number, t: PageText, parts: Parts): string {
  const id = `server-${index + 1}`;
  let html = `<section class="server" aria-labelledby="${id}"><h2 id="${id}">${server.name === null ? esc(t.unnamed) : outside(server.name)}</h2>${stateLine(server, at, t, parts)}`;
  if (server.players?.names && server.players.names.length > 0) html += namesLine(server.players.names, t);
  html += `${bar(server.days, server.uptime['90d'], t, parts)}${parts.axis}${parts.uptimeHeading}`;
  for (let i = 0; i < UPTIME_WINDOWS.length; i++)
    html += `${parts.windows[i]}${esc(t.percent(server.uptime[UPTIME_WINDOWS[i]!]))}</dd></div>`;
  return `${html}</dl>${incidentList(server, at, t, parts)}</section>`;
}

function stateLine(server: PageServer, at: number, t: PageText, parts: Parts): string {
  let line = parts.state[server.state];
  if (server.since !== null) line += ` ${fill(t.since, { when: time(server.since, at, t) })}`;
  if (server.players) line += ` · ${esc(t.players(server.players.online, server.players.max))}`;
  return `<p>${line}</p>`;
}

function namesLine(names: string[], t: PageText): string {
  const shown = names.slice(0, NAMES_SHOWN).map(outside);
  const more = names.length > NAMES_SHOWN ? `, +${names.length - NAMES_SHOWN}` : '';
  return `<p class="names">${fill(t.playerNames, { names: shown.join(', ') + more })}</p>`;
}

/**
 * The 90 days as one image to assistive technology (its label says the figures); each day a bar
 * whose title gives its date, figure, downtime and incidents, focusable by tap (not by Tab: 90
 * stops per server would bury the page). Only the last day (today) changes between two renders
 * of a page: the others are written once (`finishedBars`).
 */
function bar(days: readonly PageDay[], total: number | null, t: PageText, parts: Parts): string {
  const last = days.length - 1;
  const finished = finishedBars(days, t, parts);
  let bad = finished.bad;
  let noData = finished.noData;
  let html = finished.html;
  if (last >= 0) {
    const today = days[last]!;
    if (today.ratio === null) noData++;
    else if (today.ratio < 0.999) bad++;
    html += dayBarOf(today, t, parts);
  }
  const label = t.barLabel(days.length, t.percent(total), bad, noData);
  return `<div class="bar" role="img" aria-label="${esc(label)}">${html}</div>`;
}

/**
 * The bars of every day but the last, kept (per language) by the first day's object: the page
 * source gives a server's finished days as the same objects for as long as they do not change, and
 * a day's object is never changed, so the same objects are the same bars.
 */
function finishedBars(days: readonly PageDay[], t: PageText, parts: Parts): FinishedBars {
  const count = Math.max(days.length - 1, 0);
  const first = days[0];
  const kept = first && parts.finished.get(first);
  if (kept && kept.days.length === count && kept.days.every((d, i) => d === days[i])) return kept;
  const made: FinishedBars = { days: days.slice(0, count), html: '', bad: 0, noData: 0 };
  const bars = new Array<string>(count);
  for (let i = 0; i < count; i++) {
    const d = days[i]!;
    if (d.ratio === null) made.noData++;
    else if (d.ratio < 0.999) made.bad++;
    bars[i] = dayBarOf(d, t, parts);
  }
  // Joined, not added up: one flat string, which later pages copy rather than walk bar by bar.
  made.html = bars.join('');
  if (first) parts.finished.set(first, made);
  return made;
}

/** A day's bar; most days are up all day or without data, with no incident: the same on every server. */
function dayBarOf(d: PageDay, t: PageText, parts: Parts): string {
  const common = dayParts(d.day, t, parts);
  if (d.incidents === 0 && d.upMs === d.observedMs) return d.observedMs > 0 ? common.up : common.none;
  const down = d.observedMs - d.upMs;
  const title = t.dayTitle(common.label, t.percent(d.ratio), d.incidents, down > 0 ? t.duration(down) : null);
  return dayBar(dayClass(d.ratio), title);
}

function incidentList(server: PageServer, at: number, t: PageText, parts: Parts): string {
  if (server.incidents.length === 0) return parts.noIncidents;
  const items = server.incidents.map((i) => {
    const lasted = t.duration((i.end ?? at) - i.start);
    return `<li>${esc(t.incident(t.dateTime(i.start), i.end === null ? null : t.dateTime(i.end), lasted))}</li>`;
  });
  return `${parts.incidentsHeading}${items.join('')}</ul>`;
}

function legend(t: PageText): string {
  const keys = (['a', 'b', 'c', 'd', 'n'] as const).map(
    (k) => `<li><i class="${k}" aria-hidden="true"></i>${esc(t.legend[k])}</li>`,
  );
  return `<h2>${esc(t.legend.heading)}</h2><ul class="key">${keys.join('')}</ul>`;
}
