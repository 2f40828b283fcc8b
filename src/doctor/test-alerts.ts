import type { Link } from '../db/links.js';
import type { TestAlertOutcome } from '../discord/ports.js';
import { text } from '../i18n/catalogue.js';
import { describeTestOutcome } from '../pipeline/5-send/test-alert.js';
import { type Finding, finding } from './types.js';

/**
 * `npm run doctor -- --send-test`: one test alert per link, and what became of each. Only the
 * operator's console runs it, so the outcome is said in English.
 */
export async function checkTestAlerts(
  send: (links: readonly Link[]) => Promise<TestAlertOutcome[]>,
  links: readonly Link[],
  label: { server(serverId: string): string; channel(channelId: string): string },
): Promise<Finding[]> {
  if (links.length === 0) return [];
  const outcomes = await send(links);
  return outcomes.map((o) => {
    const { ok, text: outcome } = describeTestOutcome(o);
    return finding(
      ok ? 'ok' : 'error',
      text('doctor.area.testAlert'),
      () => `${label.server(o.link.serverId)} → ${label.channel(o.link.channelId)}: ${outcome}`,
    );
  });
}
