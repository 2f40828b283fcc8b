import { type ButtonInteraction, type ChatInputCommandInteraction, MessageFlags } from 'discord.js';
import {
  type Accepted,
  describeHostingError,
  isHostingError,
  type PowerAccepted,
  type PowerSignal,
  powerSignals,
} from '../hosting/index.js';
import { audited, idempotencyKey, isOutcomeUnknown } from './audited.js';
import type { BotContext } from './command.js';
import {
  type Confirmation,
  confirmationRow,
  newConfirmation,
  renewed,
  requireConfirmation,
} from './confirm.js';
import { memberKey, requireCooldownOver } from './cooldown.js';
import { code, literal } from './format.js';
import { ALREADY_ANSWERED, NO_MENTIONS, staleButton } from './messages.js';
import { deferFor, updateSource } from './reply.js';
import { cachedName, shownName } from './server-name.js';
import { resolveServer } from './server-option.js';
import { UserError } from './user-error.js';

export interface PowerIntent {
  serverId: string;
  signal: PowerSignal;
  /** Spec, endpoint 6: 10 to 600, only with `stop`. */
  killAfterSeconds: number | null;
}

const WORDING: Record<PowerSignal, { verb: string; doing: string }> = {
  start: { verb: 'Start', doing: 'Starting' },
  restart: { verb: 'Restart', doing: 'Restarting' },
  stop: { verb: 'Stop', doing: 'Stopping' },
  kill: { verb: 'Kill', doing: 'Killing' },
};

const CONSEQUENCE: Record<PowerSignal, string> = {
  start: '',
  restart: 'Players are disconnected while it restarts.',
  stop: 'Players are disconnected and the server stays off until someone starts it.',
  kill: 'The process ends at once, without saving: unsaved progress is lost.',
};

/** The question's buttons carry the intent: `<server id>:<signal>:<kill after or empty>`. */
function intentArgs(intent: PowerIntent): string[] {
  return [intent.serverId, intent.signal, intent.killAfterSeconds?.toString() ?? ''];
}

function readIntent(args: string[]): PowerIntent {
  const [serverId, signal, killAfter] = args;
  const killAfterSeconds = killAfter ? Number(killAfter) : null;
  if (
    !serverId ||
    !(powerSignals as readonly string[]).includes(signal ?? '') ||
    Number.isNaN(killAfterSeconds)
  ) {
    throw new UserError(staleButton());
  }
  return { serverId, signal: signal as PowerSignal, killAfterSeconds };
}

/** Destructive signals ask first (DESIGN: restart, stop, kill), ephemerally, for the asking member only. */
export async function askPower(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  command: string,
  intent: PowerIntent,
): Promise<void> {
  requireCooldownOver(interaction, ctx);
  const confirmation = newConfirmation(interaction, ctx, intentArgs(intent));
  const words = WORDING[intent.signal];
  const killAfter =
    intent.killAfterSeconds === null
      ? ''
      : ` If it is still running after ${intent.killAfterSeconds} seconds, it is killed.`;
  await interaction.reply({
    content:
      `${words.verb} **${literal(cachedName(ctx, intent.serverId), 100)}**? ${CONSEQUENCE[intent.signal]}${killAfter}\n` +
      `Only you can answer; the buttons work until <t:${confirmation.expiresAt}:T> (<t:${confirmation.expiresAt}:R>).`,
    components: [confirmationRow(command, confirmation, words.verb)],
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  });
}

/** A signal that needs no question (start): sent at once, answered ephemerally. */
export async function sendPowerNow(
  interaction: ChatInputCommandInteraction,
  ctx: BotContext,
  intent: PowerIntent,
): Promise<void> {
  requireCooldownOver(interaction, ctx);
  ctx.cooldowns.start(memberKey(interaction));
  await deferFor(interaction, 'ephemeral');
  const accepted = await sendPower(interaction, ctx, intent, interaction.id);
  await interaction.editReply({
    content: await queuedText(ctx, intent, accepted),
    allowedMentions: NO_MENTIONS,
  });
}

/**
 * A Confirm or Cancel press: only the asking member, within the minute, on a server still linked
 * here, once. An answer that got lost (5xx, no answer) offers Try again with the same key, so the
 * provider replays instead of acting twice.
 */
export async function answerPower(
  interaction: ButtonInteraction,
  ctx: BotContext,
  command: string,
  parts: string[],
): Promise<void> {
  const { verb, confirmation } = requireConfirmation(interaction, ctx, parts);
  const intent = readIntent(confirmation.args);
  resolveServer(interaction, ctx, intent.serverId);
  const claim = ctx.confirmations.state(confirmation.originId);
  if (claim === 'running' || claim === 'done') throw new UserError(ALREADY_ANSWERED);

  if (verb === 'no') {
    ctx.confirmations.finish(confirmation.originId);
    await updateSource(interaction, {
      content: 'Cancelled. Nothing more is sent from this question.',
      components: [],
    });
    return;
  }
  // A retry of the same request is not a new action: the cooldown applies to the first press only.
  if (claim === undefined) requireCooldownOver(interaction, ctx);
  ctx.confirmations.begin(confirmation.originId);
  ctx.cooldowns.start(memberKey(interaction));
  await confirmPower(interaction, ctx, command, intent, confirmation);
}

async function confirmPower(
  interaction: ButtonInteraction,
  ctx: BotContext,
  command: string,
  intent: PowerIntent,
  confirmation: Confirmation,
): Promise<void> {
  const { originId } = confirmation;
  try {
    // Answers within Discord's 3 s and takes the buttons away before the provider is called.
    await updateSource(interaction, {
      content: `${WORDING[intent.signal].doing} **${literal(cachedName(ctx, intent.serverId), 100)}**…`,
      components: [],
    });
    const accepted = await sendPower(interaction, ctx, intent, originId);
    ctx.confirmations.finish(originId);
    await updateSource(interaction, { content: await queuedText(ctx, intent, accepted), components: [] });
  } catch (err) {
    if (!isHostingError(err)) {
      ctx.confirmations.release(originId);
      throw err;
    }
    const unknown = isOutcomeUnknown(err);
    if (unknown) ctx.confirmations.release(originId);
    else ctx.confirmations.finish(originId);
    await updateSource(interaction, {
      content: unknown
        ? `${describeHostingError(err)}\n**Try again** repeats the same request: if it already reached the provider, it is not carried out twice.`
        : describeHostingError(err),
      components: unknown ? [confirmationRow(command, renewed(confirmation, ctx), 'Try again')] : [],
    });
  }
}

/** POST /servers/{id}/power with the key of the asking interaction, audited. */
function sendPower(
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  ctx: BotContext,
  intent: PowerIntent,
  originId: string,
): Promise<Accepted<PowerAccepted>> {
  const key = idempotencyKey(originId, intent.signal);
  return audited(
    interaction,
    ctx,
    {
      action: `power:${intent.signal}`,
      serverId: intent.serverId,
      idempotencyKey: key,
      detail: intent.killAfterSeconds === null ? {} : { killAfterSeconds: intent.killAfterSeconds },
    },
    () =>
      ctx.hosting.power(
        intent.serverId,
        { signal: intent.signal, killAfterSeconds: intent.killAfterSeconds },
        { idempotencyKey: key },
      ),
    (data) => ({ jobId: data.jobId, deduped: data.deduped }),
  );
}

async function queuedText(
  ctx: BotContext,
  intent: PowerIntent,
  accepted: Accepted<PowerAccepted>,
): Promise<string> {
  const { jobId, deduped } = accepted.data;
  const lines = [
    `✅ ${WORDING[intent.signal].verb} queued for **${await shownName(ctx, intent.serverId)}**${jobId ? ` (job ${code(jobId, 64)})` : ''}.`,
  ];
  if (deduped) {
    lines.push('The provider reports it as deduped: it joined the same signal queued moments ago.');
  }
  if (accepted.replayed) {
    lines.push('This request had already reached the provider; it answered as before and did not act twice.');
  }
  lines.push("The result appears in the server's activity (`/activity`).");
  return lines.join('\n');
}
