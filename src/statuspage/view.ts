import type { Links } from '../db/links.js';
import type { PageIncidentRow, PageReads, PageServerRow } from '../db/page-reads.js';
import type { PublishedPage } from '../db/published-boards.js';
import { DAY_MS, type DayUptime, type History, type ServerUptime } from '../history/history.js';
import { ratioOf } from '../history/uptime.js';
import type { StateKind } from '../watch/state.js';

/** Days of uptime bars, and days of incidents listed. */
export const BAR_DAYS = 90;
export const INCIDENT_DAYS = 14;

export const UPTIME_WINDOWS = ['24h', '7d', '30d', '90d'] as const;
export type UptimeWindow = (typeof UPTIME_WINDOWS)[number];

/** One UTC day of the bar: uptime as hostcord observed it, and the incidents down on that day. */
export interface PageDay extends DayUptime {
  /** Time up / observed; null when nothing was observed (hostcord not running, not linked yet). */
  ratio: number | null;
  incidents: number;
}

export interface PageIncident {
  /** When the server was first seen down, and up again (null while it lasts). */
  start: number;
  end: number | null;
}

/**
 * One server as its public page shows it: only what the board shows. No server id, no address;
 * player names only when the admin published with `names:true`.
 */
export interface PageServer {
  name: string;
  state: StateKind;
  /** Since when in this state (up: since it started; down: since first seen down). */
  since: number | null;
  players: { online: number; max: number; names: string[] | null } | null;
  /** BAR_DAYS days, oldest first; the last is today so far. */
  days: PageDay[];
  uptime: Record<UptimeWindow, number | null>;
  /** Incidents down within the last INCIDENT_DAYS days, newest first. */
  incidents: PageIncident[];
}

/** A published board's page, before it is written as HTML, JSON or a badge. */
export interface PageView {
  servers: PageServer[];
  /** When hostcord last read any of these servers; null when it never did. */
  updatedAt: number | null;
  /** When this view was made: "ago" is counted from here. */
  at: number;
  /** The refresh interval: the page is made anew at most this often. */
  refreshSeconds: number;
}

export interface PageSourceDeps {
  /** "Servers linked in this guild" comes from the links only, as on the board (tenancy). */
  links: Pick<Links, 'serverIds'>;
  /** What the refresh loop stored of each server and what its game said: any instance reads the same. */
  reads: PageReads;
  history: Pick<History, 'uptimeOfMany'>;
  /** GAME_QUERY: off, no players are shown (nothing was asked). */
  games: boolean;
  refreshSeconds: number;
  now?: () => number;
}

/**
 * Reads a published board's page from the database, so every instance makes the same page: the
 * state stored by the refresh loop, the games' stored answers, uptime from the rollups (the
 * board's own 24 h, 7 d and 30 d figures) and incidents. A few queries for all servers at once.
 */
export function createPageSource(deps: PageSourceDeps) {
  const now = deps.now ?? Date.now;

  return {
    async view(page: PublishedPage): Promise<PageView> {
      const at = now();
      const ids = await deps.links.serverIds(page.guildId);
      const first = startOfDay(at) - (BAR_DAYS - 1) * DAY_MS;
      const [rows, uptimes, incidents] = await Promise.all([
        deps.reads.servers(ids),
        deps.history.uptimeOfMany(ids, BAR_DAYS, at),
        deps.reads.incidents(ids, first, at),
      ]);
      const downs = new Map<string, PageIncidentRow[]>();
      for (const i of incidents) {
        const list = downs.get(i.serverId);
        if (list) list.push(i);
        else downs.set(i.serverId, [i]);
      }
      // Never observed: the board does not show it yet either.
      const servers = rows.map((row) =>
        serverOf(
          row,
          { ...page, games: deps.games },
          uptimes.get(row.serverId),
          downs.get(row.serverId) ?? [],
          at,
        ),
      );
      let updatedAt: number | null = null;
      for (const u of uptimes.values())
        if (u.lastObservedAt !== null && (updatedAt === null || u.lastObservedAt > updatedAt))
          updatedAt = u.lastObservedAt;
      return {
        servers: servers.sort((a, b) => byName.compare(a.name, b.name)),
        updatedAt,
        at,
        refreshSeconds: deps.refreshSeconds,
      };
    },
  };
}

export type PageSource = ReturnType<typeof createPageSource>;

const startOfDay = (ms: number) => Math.floor(ms / DAY_MS) * DAY_MS;

/** As the board orders servers: by name (one collator: `localeCompare` with options makes one a call). */
const byName = new Intl.Collator('en', { sensitivity: 'base' });

function serverOf(
  row: PageServerRow,
  shown: { showNames: boolean; games: boolean },
  uptime: ServerUptime | undefined,
  downs: PageIncidentRow[],
  at: number,
): PageServer {
  const incidents = downs.map((i) => ({ start: i.downSince, end: i.closedAt }));
  const days = daysOf(uptime?.days ?? [], incidents, at);
  const state = row.state as StateKind;
  const answer = shown.games && row.gameState === 'answering' && state === 'up' ? row.answer : null;
  let upMs = 0;
  let observedMs = 0;
  for (const d of days) {
    upMs += d.upMs;
    observedMs += d.observedMs;
  }
  return {
    name: row.name?.trim() || 'Unnamed server',
    state,
    since:
      state === 'up' ? row.upSince : state === 'down' ? (row.downSince ?? row.stateSince) : row.stateSince,
    players: answer
      ? { online: answer.online, max: answer.max, names: shown.showNames ? answer.names : null }
      : null,
    days,
    uptime: {
      '24h': uptime?.windows['24h'] ?? null,
      '7d': uptime?.windows['7d'] ?? null,
      '30d': uptime?.windows['30d'] ?? null,
      '90d': ratioOf(upMs, observedMs),
    },
    incidents: incidents.filter((i) => (i.end ?? at) > at - INCIDENT_DAYS * DAY_MS).reverse(),
  };
}

/**
 * The bar's days with their ratio and the incidents down at some time within each. `daily` is
 * consecutive days, oldest first (history's list ends on the day of the last settled quarter hour,
 * a day before the bar's just after midnight).
 */
function daysOf(daily: DayUptime[], incidents: PageIncident[], at: number): PageDay[] {
  const first = startOfDay(at) - (BAR_DAYS - 1) * DAY_MS;
  const offset = daily.length > 0 ? (daily[0]!.day - first) / DAY_MS : 0;
  const days: PageDay[] = new Array(BAR_DAYS);
  for (let i = 0; i < BAR_DAYS; i++) {
    const day = first + i * DAY_MS;
    const sums = daily[i - offset];
    const upMs = sums?.upMs ?? 0;
    const observedMs = sums?.observedMs ?? 0;
    let down = 0;
    for (const x of incidents) if (x.start < day + DAY_MS && (x.end ?? at) > day) down++;
    days[i] = { day, upMs, observedMs, ratio: ratioOf(upMs, observedMs), incidents: down };
  }
  return days;
}
