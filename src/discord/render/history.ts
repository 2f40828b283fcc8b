import type { APIEmbed } from 'discord.js';
import type { HistoryPeriod, HistorySeries } from '../../history/series.js';
import { t } from '../../i18n/catalogue.js';
import { formatPercent } from '../../i18n/format.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale.js';
import { literal } from '../format.js';
import { NO_MENTIONS } from '../messages.js';

const TITLES = {
  '24h': 'views.historyTitle24h',
  '7d': 'views.historyTitle7d',
  '30d': 'views.historyTitle30d',
} as const satisfies Record<HistoryPeriod, string>;

/** Neutral: the picture carries the colours. */
const EMBED_COLOUR = 0x2b2d31;

/** `/history` with nothing stored yet for the server: a sentence, no picture. Pure. */
export function renderHistoryNoData(serverName: string, locale: Locale = DEFAULT_LOCALE) {
  return {
    content: t(locale, 'views.historyNoData', { server: literal(serverName, 100) }),
    embeds: [],
    allowedMentions: NO_MENTIONS,
  };
}

/**
 * Uptime as the chart's caption rounds it (src/history/render/title.ts): two decimals, rounded
 * down, so a server that was down at all never shows as 100 %; "no data" when nothing was observed.
 */
function uptimeText(locale: Locale, uptime: number | null): string {
  if (uptime === null) return t(locale, 'status.noData');
  const shown = Math.floor(uptime * 100 * 100) / 100;
  return formatPercent(locale, shown, shown === 100 ? 0 : 2);
}

/** "Uptime **99,5 %** · **2 incidents** · **peak 14 players**" in the reader's language. */
function summary(locale: Locale, series: HistorySeries): string {
  const uptime = uptimeText(locale, series.uptime);
  const incidents = t(locale, 'views.incidents', { count: series.incidentCount });
  return series.playersPeak === null
    ? t(locale, 'views.historySummary', { uptime, incidents })
    : t(locale, 'views.historySummaryPeak', {
        uptime,
        incidents,
        peak: t(locale, 'views.peak', { count: series.playersPeak }),
      });
}

/**
 * The file name of a period's picture and the embed that shows it. The picture itself is drawn
 * once per server and period for every reader (src/history), so its own words stay as drawn; the
 * embed around it says the same in the reader's language.
 */
function historyEmbed(
  serverName: string,
  series: HistorySeries,
  locale: Locale,
): { file: string; embed: APIEmbed } {
  const file = `history-${series.period}.png`;
  return {
    file,
    embed: {
      title: t(locale, TITLES[series.period], { server: literal(serverName, 200) }),
      description: summary(locale, series),
      image: { url: `attachment://${file}` },
      footer: {
        text: t(locale, series.playersPeak === null ? 'views.historyFooter' : 'views.historyFooterPlayers'),
      },
      color: EMBED_COLOUR,
    },
  };
}

/**
 * `/history` with a chart: the PNG as an attachment shown inside an embed whose description says
 * uptime and incidents in words (the picture repeats them, but text is what screen readers and
 * notifications see). Pure.
 */
export function renderHistoryReply(
  serverName: string,
  series: HistorySeries,
  png: Buffer,
  locale: Locale = DEFAULT_LOCALE,
) {
  const { file, embed } = historyEmbed(serverName, series, locale);
  return {
    content: '',
    embeds: [embed],
    files: [{ attachment: png, name: file }],
    allowedMentions: NO_MENTIONS,
  };
}

/**
 * The same message as Discord's API takes it, for a chart worker that attaches the picture and
 * sends it itself (src/history/chart-workers.ts). Pure.
 */
export function renderHistoryPayload(
  serverName: string,
  series: HistorySeries,
  locale: Locale = DEFAULT_LOCALE,
) {
  const { file, embed } = historyEmbed(serverName, series, locale);
  return {
    fileName: file,
    payload: {
      content: '',
      embeds: [embed],
      attachments: [{ id: 0, filename: file }],
      allowed_mentions: { parse: [] },
    },
  };
}
