import {
  type ButtonInteraction,
  type ChatInputCommandInteraction,
  type Interaction,
  MessageFlags,
} from 'discord.js';
import {
  type Accepted,
  describeHostingError,
  type HostingClient,
  isHostingError,
  type PowerAccepted,
} from '../hosting/index.js';
import { t } from '../i18n/catalogue.js';
import type { Languages } from '../i18n/languages.js';
import type { Locale } from '../i18n/locale.js';
import type { Logger } from '../logger.js';
import { literal } from '../text/literal.js';
import { type AuditWriter, audited, idempotencyKey, isOutcomeUnknown } from './audited.js';
import type { ComponentIds } from './component-id.js';
import {
  type Confirmation,
  type Confirmations,
  confirmationRow,
  newConfirmation,
  renewed,
  requireConfirmation,
} from './confirm.js';
import { type Cooldowns, memberKey, requireCooldownOver } from './cooldown.js';
import { ALREADY_ANSWERED, NO_MENTIONS, staleButton } from './messages.js';
import { decodeIntent, encodeIntent, type PowerIntent } from './power-intent.js';
import { doingText, powerVerb, questionText, queuedText, tryAgainText } from './power-text.js';
import { deferFor, updateSource } from './reply.js';
import { cachedName, shownName } from './server-name.js';
import { resolveServer, type ServerLookup } from './server-option.js';
import { UserError } from './user-error.js';

/** What a power action takes: the provider call, its audit, and the question's memory. */
export interface PowerDeps extends ServerLookup {
  hosting: Pick<HostingClient, 'power'>;
  audit: AuditWriter;
  log: Logger;
  now: () => number;
  confirmations: Confirmations;
  componentIds: Pick<ComponentIds, 'forGuild'>;
  cooldowns: Cooldowns;
  /** Questions and answers are in the member's language. */
  languages: Pick<Languages, 'forReader'>;
  /** Told after a signal went to the provider: boards refresh that server at once. */
  onPowerSent?: ((serverId: string) => void) | undefined;
}

/** Where a power action is asked from: a slash command, or a button of the board's panel. */
type Asking = ChatInputCommandInteraction | ButtonInteraction;

/**
 * Destructive signals ask first (DESIGN: restart, stop, kill), ephemerally, for the asking member
 * only. A command declares `cooldown: 'power'` (the router refused it already if one runs); a panel
 * button checks it before calling this. From a panel, the question replaces the panel.
 */
export async function askPower(
  interaction: Asking,
  deps: PowerDeps,
  command: string,
  intent: PowerIntent,
  /** From a message others see (an alert): the question is a new private answer, not an edit of it. */
  options: { apart?: boolean } = {},
): Promise<void> {
  const confirmation = newConfirmation(interaction, deps.now(), encodeIntent(intent));
  const name = literal(cachedName(deps.directory, intent.serverId), 100);
  const locale = await deps.languages.forReader(interaction);
  const question = {
    content: questionText(locale, intent, name, confirmation.expiresAt),
    components: [
      confirmationRow(
        command,
        confirmation,
        powerVerb(locale, intent.signal),
        deps.componentIds.forGuild(interaction.guildId!),
        locale,
      ),
    ],
  };
  if (interaction.isButton() && !options.apart) await updateSource(interaction, question);
  else await interaction.reply({ ...question, flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS });
}

/**
 * Starts the member's cooldown for the action of interaction `origin`. A cooldown the database
 * cannot store does not stop the action: the audit row, written before anything is sent, refuses
 * it then, with the reason.
 */
async function startCooldown(deps: PowerDeps, interaction: Interaction, origin: string): Promise<void> {
  await deps.cooldowns.start(memberKey(interaction), origin).catch(() => undefined);
}

/** A signal that needs no question (start): sent at once, answered ephemerally (or in the panel). */
export async function sendPowerNow(interaction: Asking, deps: PowerDeps, intent: PowerIntent): Promise<void> {
  await startCooldown(deps, interaction, interaction.id);
  if (interaction.isButton()) await interaction.deferUpdate();
  else await deferFor(interaction, 'ephemeral');
  const accepted = await sendPower(interaction, deps, intent, interaction.id);
  const locale = await deps.languages.forReader(interaction);
  await interaction.editReply({
    content: queuedText(locale, intent, await shownName(deps.directory, intent.serverId), accepted),
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
  deps: PowerDeps,
  command: string,
  parts: string[],
): Promise<void> {
  const { verb, confirmation } = requireConfirmation(interaction, deps.now(), parts);
  const intent = decodeIntent(confirmation.args);
  if (!intent) throw new UserError(staleButton());
  if (verb === 'no') {
    await resolveServer(interaction, deps, intent.serverId);
    const claim = deps.confirmations.state(confirmation.originId);
    if (claim === 'running' || claim === 'done') throw new UserError(ALREADY_ANSWERED);
    deps.confirmations.finish(confirmation.originId);
    const locale = await deps.languages.forReader(interaction);
    await updateSource(interaction, { content: t(locale, 'schedule.cancelled'), components: [] });
    return;
  }
  const claim = deps.confirmations.state(confirmation.originId);
  if (claim === 'running' || claim === 'done') throw new UserError(ALREADY_ANSWERED);
  // Claimed before anything is awaited: of two presses, the first to arrive carries the action out
  // and the other is told so, however long the checks below take (a database over the network).
  deps.confirmations.begin(confirmation.originId);
  try {
    await resolveServer(interaction, deps, intent.serverId);
    // Confirm is the action itself, so the cooldown applies here too; a retry of the same request
    // (Try again) is not a new action: only the first press counts.
    if (claim === undefined) await requireCooldownOver(interaction, deps.cooldowns, confirmation.originId);
  } catch (err) {
    // Refused before anything was sent: the question stands as it was.
    deps.confirmations.restore(confirmation.originId, claim);
    throw err;
  }
  await startCooldown(deps, interaction, confirmation.originId);
  await confirmPower(interaction, deps, command, intent, confirmation);
}

async function confirmPower(
  interaction: ButtonInteraction,
  deps: PowerDeps,
  command: string,
  intent: PowerIntent,
  confirmation: Confirmation,
): Promise<void> {
  const { originId } = confirmation;
  const locale = await deps.languages.forReader(interaction);
  try {
    // Answers within Discord's 3 s and takes the buttons away before the provider is called.
    await updateSource(interaction, {
      content: doingText(locale, intent, literal(cachedName(deps.directory, intent.serverId), 100)),
      components: [],
    });
    const accepted = await sendPower(interaction, deps, intent, originId);
    deps.confirmations.finish(originId);
    const name = await shownName(deps.directory, intent.serverId);
    await updateSource(interaction, { content: queuedText(locale, intent, name, accepted), components: [] });
  } catch (err) {
    if (err instanceof UserError) {
      // Nothing was sent (the audit row could not be written): the question stays open.
      deps.confirmations.release(originId);
      await updateSource(interaction, {
        content: err.in(locale),
        components: [tryAgainRow(interaction, deps, command, confirmation, locale)],
      });
      return;
    }
    if (!isHostingError(err)) {
      deps.confirmations.release(originId);
      throw err;
    }
    const unknown = isOutcomeUnknown(err);
    if (unknown) deps.confirmations.release(originId);
    else deps.confirmations.finish(originId);
    await updateSource(interaction, {
      content: unknown ? tryAgainText(locale, describeHostingError(err)) : describeHostingError(err),
      components: unknown ? [tryAgainRow(interaction, deps, command, confirmation, locale)] : [],
    });
  }
}

/** The same question for another minute, after an outcome that is not known. */
function tryAgainRow(
  interaction: ButtonInteraction,
  deps: PowerDeps,
  command: string,
  confirmation: Confirmation,
  locale: Locale,
) {
  const makeId = deps.componentIds.forGuild(interaction.guildId!);
  const label = t(locale, 'schedule.tryAgain');
  return confirmationRow(command, renewed(confirmation, deps.now()), label, makeId, locale);
}

/** POST /servers/{id}/power with the key of the asking interaction, audited. */
async function sendPower(
  interaction: Asking,
  deps: PowerDeps,
  intent: PowerIntent,
  originId: string,
): Promise<Accepted<PowerAccepted>> {
  const key = idempotencyKey(originId, intent.signal);
  try {
    return await sendAudited(interaction, deps, intent, key);
  } finally {
    // Also after an unknown outcome: the provider may have acted, and a refresh costs little.
    deps.onPowerSent?.(intent.serverId);
  }
}

function sendAudited(
  interaction: Asking,
  deps: PowerDeps,
  intent: PowerIntent,
  key: string,
): Promise<Accepted<PowerAccepted>> {
  return audited(
    interaction,
    deps,
    {
      action: `power:${intent.signal}`,
      serverId: intent.serverId,
      idempotencyKey: key,
      detail: intent.killAfterSeconds === null ? {} : { killAfterSeconds: intent.killAfterSeconds },
    },
    () =>
      deps.hosting.power(
        intent.serverId,
        { signal: intent.signal, killAfterSeconds: intent.killAfterSeconds },
        { idempotencyKey: key },
      ),
    (data) => ({ jobId: data.jobId, deduped: data.deduped }),
  );
}
