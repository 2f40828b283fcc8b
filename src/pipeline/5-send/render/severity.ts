import type { AlertEvent } from './types.js';

/**
 * Colours and marks per severity. The provider does not publish its severities (spec, Activity
 * entry), so common names are recognised case-insensitively and anything else looks neutral.
 */
export interface SeverityStyle {
  colour: number;
  emoji: string;
  /** Higher is more severe; a digest takes the colour of its most severe event. */
  rank: number;
}

const CRITICAL: SeverityStyle = { colour: 0x992d22, emoji: '🚨', rank: 5 };
const ERROR: SeverityStyle = { colour: 0xe74c3c, emoji: '🔴', rank: 4 };
const WARNING: SeverityStyle = { colour: 0xe67e22, emoji: '🟠', rank: 3 };
const SUCCESS: SeverityStyle = { colour: 0x2ecc71, emoji: '🟢', rank: 2 };
const INFO: SeverityStyle = { colour: 0x3498db, emoji: '🔵', rank: 1 };
export const NEUTRAL: SeverityStyle = { colour: 0x95a5a6, emoji: '⚪', rank: 0 };

const BY_NAME: Record<string, SeverityStyle> = {
  critical: CRITICAL,
  fatal: CRITICAL,
  emergency: CRITICAL,
  alert: CRITICAL,
  error: ERROR,
  err: ERROR,
  high: ERROR,
  warning: WARNING,
  warn: WARNING,
  medium: WARNING,
  success: SUCCESS,
  ok: SUCCESS,
  info: INFO,
  information: INFO,
  notice: INFO,
  low: INFO,
};

export function severityStyle(severity: string | undefined): SeverityStyle {
  return (severity !== undefined && BY_NAME[severity.trim().toLowerCase()]) || NEUTRAL;
}

/** How an alert ranks and looks in digests and summaries: activity by its severity, the rest neutral. */
export function alertStyle(event: AlertEvent): SeverityStyle {
  switch (event.type) {
    case 'server.activity':
      return severityStyle(event.data.severity);
    case 'installation.created':
    case 'installation.deleted':
      return NEUTRAL;
    default:
      return event satisfies never;
  }
}
