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
 * (`partsOf`) and joined: a page of 50 servers is 4,500 bars.
 */
export function renderStatusPage(view: PageView, lang: string = DEFAULT_LANG): string {
  const t = pageText(lang);
  const parts = partsOf(t);
  const up = view.servers.filter((s) => s.state === 'up').length;
  const updated =
    view.updatedAt === null
      ? esc(t.neverUpdated)
      : fill(t.updated, { ago: time(view.updatedAt, view.at, t) });
  const out = [
    `${parts.headStart}${view.refreshSeconds}${parts.headEnd}`,
    `<main><p class="muted">${esc(t.summary(up, view.servers.length))} · ${updated}</p>`,
    view.servers.length === 0 ? parts.nothingShown : '',
  ];
  for (const [i, server] of view.servers.entries()) serverSection(out, server, i, view.at, t, parts);
  out.push(parts.end);
  return out.join('');
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

function serverSection(
  out: string[],
  server: PageServer,
  index: number,
  at: number,
  t: PageText,
  parts: Parts,
) {
  const id = `server-${index + 1}`;
  out.push(
    `<section class="server" aria-labelledby="${id}"><h2 id="${id}">${outside(server.name)}</h2>`,
    stateLine(server, at, t, parts),
    server.players?.names && server.players.names.length > 0 ? namesLine(server.players.names, t) : '',
  );
  bar(out, server.days, server.uptime['90d'], t, parts);
  out.push(parts.axis, parts.uptimeHeading);
  for (const [i, w] of UPTIME_WINDOWS.entries())
    out.push(parts.windows[i]!, esc(t.percent(server.uptime[w])), '</dd></div>');
  out.push('</dl>', incidentList(server, at, t, parts), '</section>');
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
 * stops per server would bury the page). Most days are up all day or without data, with no
 * incident: their bars are the same on every server and are written once a day.
 */
function bar(out: string[], days: PageDay[], total: number | null, t: PageText, parts: Parts) {
  let bad = 0;
  let noData = 0;
  const at = out.push('') - 1;
  for (const d of days) {
    if (d.ratio === null) noData++;
    else if (d.ratio < 0.999) bad++;
    const common = dayParts(d.day, t, parts);
    if (d.incidents === 0 && d.upMs === d.observedMs) out.push(d.observedMs > 0 ? common.up : common.none);
    else {
      const down = d.observedMs - d.upMs;
      const title = t.dayTitle(
        common.label,
        t.percent(d.ratio),
        d.incidents,
        down > 0 ? t.duration(down) : null,
      );
      out.push(dayBar(dayClass(d.ratio), title));
    }
  }
  const label = t.barLabel(days.length, t.percent(total), bad, noData);
  out[at] = `<div class="bar" role="img" aria-label="${esc(label)}">`;
  out.push('</div>');
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
