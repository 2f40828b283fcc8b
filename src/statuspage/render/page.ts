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
 */
export function renderStatusPage(view: PageView, lang: string = DEFAULT_LANG): string {
  const t = pageText(lang);
  const up = view.servers.filter((s) => s.state === 'up').length;
  const dayBar = dayBars(view.servers[0]?.days.map((d) => t.day(d.day)) ?? [], t);
  const updated =
    view.updatedAt === null
      ? esc(t.neverUpdated)
      : fill(t.updated, { ago: time(view.updatedAt, view.at, t) });
  return [
    '<!doctype html>',
    `<html lang="${esc(t.lang)}" data-refresh="${view.refreshSeconds}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="color-scheme" content="light dark"><meta name="robots" content="noindex">',
    `<title>${esc(t.title)}</title><style>${STYLE}</style><script src="${SCRIPT_PATH}" defer></script></head>`,
    `<body><header><h1>${esc(t.title)}</h1></header>`,
    `<main><p class="muted">${esc(t.summary(up, view.servers.length))} · ${updated}</p>`,
    view.servers.length === 0 ? `<p>${esc(t.nothingShown)}</p>` : '',
    ...view.servers.map((server, i) => serverSection(server, i, view.at, t, dayBar)),
    `</main><footer>${legend(t)}<p>${esc(t.footer)}</p></footer></body></html>`,
  ].join('');
}

/** "3 minutes ago", with the exact time (UTC) as its title and machine-readable. */
function time(ms: number, at: number, t: PageText): string {
  return `<time datetime="${new Date(ms).toISOString()}" title="${esc(t.dateTime(ms))}">${esc(t.ago(ms, at))}</time>`;
}

function serverSection(server: PageServer, index: number, at: number, t: PageText, dayBar: DayBar): string {
  const id = `server-${index + 1}`;
  return [
    `<section class="server" aria-labelledby="${id}"><h2 id="${id}">${outside(server.name)}</h2>`,
    stateLine(server, at, t),
    server.players?.names && server.players.names.length > 0 ? namesLine(server.players.names, t) : '',
    bar(server.days, server.uptime['90d'], t, dayBar),
    `<p class="axis" aria-hidden="true"><span>${esc(t.barStart(BAR_DAYS))}</span><span>${esc(t.barEnd)}</span></p>`,
    `<h3>${esc(t.uptimeHeading)}</h3><dl class="figures">`,
    ...UPTIME_WINDOWS.map(
      (w) => `<div><dt>${esc(t.windows[w])}</dt><dd>${esc(t.percent(server.uptime[w]))}</dd></div>`,
    ),
    '</dl>',
    incidentList(server, at, t),
    '</section>',
  ].join('');
}

function stateLine(server: PageServer, at: number, t: PageText): string {
  const parts = [`<span class="state s-${server.state}">${esc(t.state[server.state])}</span>`];
  if (server.since !== null) parts[0] += ` ${fill(t.since, { when: time(server.since, at, t) })}`;
  if (server.players) parts.push(esc(t.players(server.players.online, server.players.max)));
  return `<p>${parts.join(' · ')}</p>`;
}

function namesLine(names: string[], t: PageText): string {
  const shown = names.slice(0, NAMES_SHOWN).map(outside);
  const more = names.length > NAMES_SHOWN ? `, +${names.length - NAMES_SHOWN}` : '';
  return `<p class="names">${fill(t.playerNames, { names: shown.join(', ') + more })}</p>`;
}

/** Writes a day's bar (its title: date, figure, downtime, incidents) for every server of a page. */
type DayBar = (day: PageDay, index: number) => string;

/**
 * Most bars are a whole day up or a day without data, the same for every server: each of those is
 * written once per page and reused (a page of 50 servers has 4,500 bars).
 */
function dayBars(labels: string[], t: PageText): DayBar {
  const write: DayBar = (d, i) => {
    const down = d.observedMs - d.upMs;
    const title = t.dayTitle(
      labels[i] ?? t.day(d.day),
      t.percent(d.ratio),
      d.incidents,
      down > 0 ? t.duration(down) : null,
    );
    return `<i class="${dayClass(d.ratio)}" tabindex="-1" title="${esc(title)}"></i>`;
  };
  const common = new Map<string, string>();
  return (d, i) => {
    if (d.incidents > 0 || d.upMs !== d.observedMs) return write(d, i);
    const key = `${i}:${d.observedMs > 0}`;
    let html = common.get(key);
    if (html === undefined) {
      html = write(d, i);
      common.set(key, html);
    }
    return html;
  };
}

/**
 * The 90 days as one image to assistive technology (its label says the figures); each day a bar
 * whose title gives its date, figure, downtime and incidents, focusable by tap (not by Tab: 90
 * stops per server would bury the page).
 */
function bar(days: PageDay[], total: number | null, t: PageText, dayBar: DayBar): string {
  let bad = 0;
  let noData = 0;
  let bars = '';
  for (const [i, d] of days.entries()) {
    if (d.ratio === null) noData++;
    else if (d.ratio < 0.999) bad++;
    bars += dayBar(d, i);
  }
  const label = t.barLabel(days.length, t.percent(total), bad, noData);
  return `<div class="bar" role="img" aria-label="${esc(label)}">${bars}</div>`;
}

function incidentList(server: PageServer, at: number, t: PageText): string {
  if (server.incidents.length === 0) return `<p class="muted">${esc(t.noIncidents(INCIDENT_DAYS))}</p>`;
  const items = server.incidents.map((i) => {
    const lasted = t.duration((i.end ?? at) - i.start);
    return `<li>${esc(t.incident(t.dateTime(i.start), i.end === null ? null : t.dateTime(i.end), lasted))}</li>`;
  });
  return `<h3>${esc(t.incidentsHeading(INCIDENT_DAYS))}</h3><ul>${items.join('')}</ul>`;
}

function legend(t: PageText): string {
  const keys = (['a', 'b', 'c', 'd', 'n'] as const).map(
    (k) => `<li><i class="${k}" aria-hidden="true"></i>${esc(t.legend[k])}</li>`,
  );
  return `<h2>${esc(t.legend.heading)}</h2><ul class="key">${keys.join('')}</ul>`;
}
