import type { APIEmbed } from 'discord.js';
import { formatIncidents, formatPeak, formatUptime } from '../../history/render/title.js';
import type { HistoryPeriod, HistorySeries } from '../../history/series.js';
import { literal } from '../format.js';
import { NO_MENTIONS } from '../messages.js';

const PERIOD_TEXT: Record<HistoryPeriod, string> = {
  '24h': 'last 24 hours',
  '7d': 'last 7 days',
  '30d': 'last 30 days',
};

/** Neutral: the picture carries the colours. */
const EMBED_COLOUR = 0x2b2d31;

/** `/history` with nothing stored yet for the server: a sentence, no picture. Pure. */
export function renderHistoryNoData(serverName: string) {
  return {
    content: `No data yet for ${literal(serverName, 100)}, check back in a few minutes.`,
    embeds: [],
    allowedMentions: NO_MENTIONS,
  };
}

/** The file name of a period's picture and the embed that shows it. */
function historyEmbed(serverName: string, series: HistorySeries): { file: string; embed: APIEmbed } {
  const file = `history-${series.period}.png`;
  return {
    file,
    embed: {
      title: `${literal(serverName, 200)}: ${PERIOD_TEXT[series.period]}`,
      description: `Uptime **${formatUptime(series.uptime)}** · **${formatIncidents(series.incidentCount)}**${peakText(series.playersPeak)}`,
      image: { url: `attachment://${file}` },
      footer: {
        text: `CPU % of one core and memory${series.playersPeak === null ? '' : ', players online'} over time; red: down, amber: incident, grey: no data`,
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
export function renderHistoryReply(serverName: string, series: HistorySeries, png: Buffer) {
  const { file, embed } = historyEmbed(serverName, series);
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
export function renderHistoryPayload(serverName: string, series: HistorySeries) {
  const { file, embed } = historyEmbed(serverName, series);
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

/** The players' peak of the period ("· **peak 14 players**"), when a game answered in it. */
function peakText(peak: number | null): string {
  const text = formatPeak(peak);
  return text ? ` · **${text}**` : '';
}
