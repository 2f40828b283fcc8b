import type { Link } from '../db/links.js';
import { describeTestOutcome, type TestAlertOutcome } from '../pipeline/5-send/test-alert.js';
import { type Finding, finding } from './types.js';

/** `npm run doctor -- --send-test`: one test alert per link, and what became of each. */
export async function checkTestAlerts(
  send: (links: readonly Link[]) => Promise<TestAlertOutcome[]>,
  links: readonly Link[],
  label: { server(serverId: string): string; channel(channelId: string): string },
): Promise<Finding[]> {
  if (links.length === 0) return [];
  const outcomes = await send(links);
  return outcomes.map((o) => {
    const { ok, text } = describeTestOutcome(o);
    return finding(
      ok ? 'ok' : 'error',
      'test alert',
      `${label.server(o.link.serverId)} → ${label.channel(o.link.channelId)}: ${text}`,
    );
  });
}
