import type { APIEmbed } from 'discord.js';
import type { Link } from '../../db/links.js';
import { literal } from '../../discord/format.js';
import type { PostMessage } from '../../discord/post-message.js';
import { classifyFailure, type Failure } from './failures.js';
import { nonceFor } from './nonce.js';
import { renderAlertMessage } from './render/message.js';
import type { AlertEvent } from './render/types.js';

/**
 * A test alert: a sample event rendered by the alert renderer with the link's mention setting,
 * posted by the channel writer, and refused or taken by Discord exactly as an alert would be.
 *
 * It never enters the inbox or the outbox: no provider event id can collide with it, the
 * dispatcher, incidents and the event metrics never see it, and a failure is reported to whoever
 * asked instead of breaking the link (they are watching, and will fix it and try again). Its
 * nonce comes from the run and the link, so a retry inside the REST layer posts it once.
 */

export interface TestAlertDeps {
  /** The channel writer (not the counting one of delivery: a test is no alert message). */
  post: PostMessage;
  names: { name(serverId: string): string | undefined };
  now?: () => number;
}

export interface TestAlertRun {
  /** Unique per request (the interaction id, or the doctor's run): the nonce derives from it. */
  runId: string;
  /** Who asked, as shown in the message: "/alerts test by <@id>", "npm run doctor -- --send-test". */
  askedBy: string;
}

export type TestAlertOutcome = { link: Link } & ({ kind: 'posted'; messageId: string } | Failure);

export const TEST_TITLE = 'Test alert: alerts of this server reach this channel';

export async function sendTestAlerts(
  deps: TestAlertDeps,
  links: readonly Link[],
  run: TestAlertRun,
): Promise<TestAlertOutcome[]> {
  const out: TestAlertOutcome[] = [];
  // One after another: the writer's queue paces each channel, and a test is a handful of messages.
  for (const link of links) {
    const body = renderTestAlert(link, deps.names.name(link.serverId), run, (deps.now ?? Date.now)());
    const nonce = nonceFor([{ id: link.id, eventId: `hostcord-test:${run.runId}` }]);
    try {
      const result = await deps.post(link.channelId, { ...body, nonce, enforce_nonce: true });
      out.push({ link, kind: 'posted', messageId: result.id });
    } catch (err) {
      out.push({ link, ...classifyFailure(err) });
    }
  }
  return out;
}

/** The sample event, rendered as an alert for this link, and marked as a test wherever it shows. */
export function renderTestAlert(link: Link, serverName: string | undefined, run: TestAlertRun, now: number) {
  const createdAt = new Date(now).toISOString();
  const event: AlertEvent = {
    id: `hostcord-test:${run.runId}`,
    type: 'server.activity',
    serverId: link.serverId,
    createdAt,
    data: {
      id: `hostcord-test:${run.runId}`,
      serverId: link.serverId,
      category: 'test',
      type: 'test',
      severity: 'info',
      source: 'bot',
      title: TEST_TITLE,
      createdAt,
    },
  };
  // The mention setting applies whatever the severities, so the test shows whether the ping works.
  const { body } = renderAlertMessage([{ event, serverName, mentionRoleId: link.mentionRoleId }], { now });
  const [embed] = body.embeds as [APIEmbed];
  embed.title = `🧪 TEST · ${embed.title}`;
  embed.description = [
    `Nothing happened on the server: this is a test, sent with ${run.askedBy}.`,
    `Real alerts here follow this link's filters (${filterText(link)}); this test ignores them.`,
    link.mentionRoleId
      ? `Real alerts mention <@&${link.mentionRoleId}> on ${link.mentionSeverities.length === 0 ? 'every alert' : `severities ${link.mentionSeverities.map((v) => literal(v, 50)).join(', ')}`}.`
      : 'Real alerts mention nobody.',
  ].join('\n');
  embed.footer = { text: 'hostcord test alert' };
  return body;
}

function filterText(link: Link): string {
  const lists = [
    ['categories', link.categories],
    ['types', link.types],
    ['severities', link.severities],
  ] as const;
  const set = lists.filter(([, values]) => values.length > 0);
  // Values members typed: shown literally.
  const shown = (values: readonly string[]) => values.map((v) => literal(v, 50)).join(', ');
  return set.length === 0 ? 'none: every alert' : set.map(([n, v]) => `${n} ${shown(v)}`).join('; ');
}

/** What became of one test alert, in words for whoever asked; the caller names the channel. */
export function describeTestOutcome(outcome: TestAlertOutcome): { ok: boolean; text: string } {
  if (outcome.kind === 'posted') {
    const state = outcome.link.state;
    const note =
      state === 'broken'
        ? '; the link is still marked broken: run /link again to resume real alerts there'
        : state === 'inactive'
          ? '; the link is inactive (the bot is uninstalled from the server), so real alerts wait until it is installed again'
          : '';
    return { ok: true, text: `test alert posted${note}` };
  }
  if (outcome.kind === 'broken') {
    return {
      ok: false,
      text: `${outcome.reason}; grant the bot View Channel, Send Messages and Embed Links there`,
    };
  }
  if (outcome.kind === 'rejected') return { ok: false, text: outcome.reason };
  return { ok: false, text: `Discord did not take it (${outcome.reason}); try again in a minute` };
}
