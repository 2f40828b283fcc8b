import type { APIEmbed } from 'discord.js';
import { formatUptime } from '../../history/render/title.js';
import type { HistoryPeriod, HistorySeries } from '../../history/series.js';
import { t } from '../../i18n/catalogue.js';
import { DEFAULT_LOCALE, type Locale } from '../../i18n/locale.js';
import { literal } from '../../text/literal.js';
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

/** "Uptime **99,5 %** · **2 incidents** · **peak 14 players**" in the reader's language. */
function summary(locale: Locale, series: HistorySeries): string {
  // Rounded as the picture's subtitle rounds it.
  const uptime = formatUptime(series.uptime, locale);
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
 * The file name of a period's picture and the embed that shows it. The picture (src/history)
 * and the embed around it say the same facts, both in the reader's language.
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
