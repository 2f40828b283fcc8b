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
  /** null: the provider gives it none (the page says so in its language). */
  name: string | null;
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
  const finished = createFinishedDays();

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
      const shown = { showNames: page.showNames, games: deps.games };
      const servers = rows.map((row) => {
        const uptime = uptimes.get(row.serverId);
        const incidents = (downs.get(row.serverId) ?? []).map((i) => ({
          start: i.downSince,
          end: i.closedAt,
        }));
        const days = finished.daysOf(row.serverId, uptime?.days ?? [], incidents, at);
        return serverOf(row, shown, uptime, days, incidents, at);
      });
      let updatedAt: number | null = null;
      for (const u of uptimes.values())
        if (u.lastObservedAt !== null && (updatedAt === null || u.lastObservedAt > updatedAt))
          updatedAt = u.lastObservedAt;
      return {
        servers: servers.sort((a, b) => byName.compare(a.name ?? '', b.name ?? '')),
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
  days: PageDay[],
  incidents: PageIncident[],
  at: number,
): PageServer {
  const state = row.state as StateKind;
  const answer = shown.games && row.gameState === 'answering' && state === 'up' ? row.answer : null;
  let upMs = 0;
  let observedMs = 0;
  for (const d of days) {
    upMs += d.upMs;
    observedMs += d.observedMs;
  }
  return {
    name: row.name?.trim() || null,
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

/** A server's finished days as the page last gave them, and what they were made from. */
interface Finished {
  /** The history's day objects of the finished days (kept by history for the whole day). */
  from: readonly DayUptime[];
  first: number;
  /** The incidents' start and end, as `incidentsKey` writes them. */
  incidents: string;
  days: PageDay[];
}

const incidentsKey = (incidents: PageIncident[]) => incidents.map((i) => `${i.start}-${i.end}`).join();

/**
 * The bar's days of each server, its finished days (all but today) given as the same objects
 * for as long as what they are made of is the same, so the renderer writes their bars once
 * (render/page.ts); never changed once made.
 */
function createFinishedDays() {
  const byServer = new Map<string, Finished>();
  let firstKept = 0;
  return {
    daysOf(serverId: string, daily: readonly DayUptime[], incidents: PageIncident[], at: number): PageDay[] {
      const first = startOfDay(at) - (BAR_DAYS - 1) * DAY_MS;
      // A new day makes every server's days anew: those of servers no longer shown go.
      if (first !== firstKept) byServer.clear();
      firstKept = first;
      const key = incidentsKey(incidents);
      const kept = byServer.get(serverId);
      const same =
        kept !== undefined &&
        kept.first === first &&
        kept.incidents === key &&
        kept.from.length === daily.length - 1 &&
        kept.from.every((d, i) => d === daily[i]);
      if (same) return [...kept.days, dayOf(BAR_DAYS - 1, daily, incidents, at)];
      const days = Array.from({ length: BAR_DAYS }, (_, i) => dayOf(i, daily, incidents, at));
      byServer.set(serverId, { from: daily.slice(0, -1), first, incidents: key, days: days.slice(0, -1) });
      return days;
    },
  };
}

/**
 * The bar's `i`th day (0: the oldest) with its ratio and the incidents down at some time within
 * it. `daily` is consecutive days, oldest first (history's list ends on the day of the last
 * settled quarter hour, a day before the bar's just after midnight).
 */
function dayOf(i: number, daily: readonly DayUptime[], incidents: PageIncident[], at: number): PageDay {
  const first = startOfDay(at) - (BAR_DAYS - 1) * DAY_MS;
  const offset = daily.length > 0 ? (daily[0]!.day - first) / DAY_MS : 0;
  const day = first + i * DAY_MS;
  const sums = daily[i - offset];
  const upMs = sums?.upMs ?? 0;
  const observedMs = sums?.observedMs ?? 0;
  let down = 0;
  for (const x of incidents) if (x.start < day + DAY_MS && (x.end ?? at) > day) down++;
  return { day, upMs, observedMs, ratio: ratioOf(upMs, observedMs), incidents: down };
}
