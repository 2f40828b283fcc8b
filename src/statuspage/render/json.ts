import type { PageView } from '../view.js';
import { DEFAULT_LANG, pageText } from './text.js';

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/**
 * The page's data as JSON, for those who embed it (`GET /s/<slug>.json`): what the page shows and
 * nothing more. Field names and values are data (English names, `up`, ratios 0–1 with null when
 * nothing was observed, times ISO 8601 UTC); the one word, an unnamed server's name, is in `lang`.
 */
export function renderPageJson(view: PageView, lang: string = DEFAULT_LANG): string {
  const t = pageText(lang);
  return JSON.stringify({
    updatedAt: iso(view.updatedAt),
    generatedAt: iso(view.at),
    refreshSeconds: view.refreshSeconds,
    servers: view.servers.map((s) => ({
      name: s.name ?? t.unnamed,
      state: s.state,
      since: iso(s.since),
      players: s.players && {
        online: s.players.online,
        max: s.players.max,
        ...(s.players.names && { names: s.players.names }),
      },
      uptime: s.uptime,
      days: s.days.map((d) => ({
        date: iso(d.day)!.slice(0, 10),
        uptime: d.ratio,
        downSeconds: Math.round((d.observedMs - d.upMs) / 1000),
        incidents: d.incidents,
      })),
      incidents: s.incidents.map((i) => ({ start: iso(i.start), end: iso(i.end) })),
    })),
  });
}
