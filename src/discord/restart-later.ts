import {
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  MessageFlags,
} from 'discord.js';
import { t, text } from '../i18n/catalogue.js';
import type { Languages } from '../i18n/languages.js';
import { LOCALES } from '../i18n/locale.js';
import type { Logger } from '../logger.js';
import { ANNOUNCE_OFFSETS, announcementText } from '../schedule/countdown.js';
import { literal } from '../text/literal.js';
import type { ComponentIds } from './component-id.js';
import { confirmationRow, newConfirmation, readConfirmation, requireConfirmation } from './confirm.js';
import { consoleLength, MAX_CONSOLE_COMMAND, requireConsoleCommand, SAY_PREFIX } from './console-input.js';
import { NO_MENTIONS, staleButton } from './messages.js';
import type { RestartPlanner } from './ports.js';
import { button, buttonRow } from './render/buttons.js';
import { updateSource } from './reply.js';
import { cancelledText, laterQuestionText, REFUSED, scheduledText } from './restart-later-text.js';
import { cachedName, shownName } from './server-name.js';
import { resolveServer, type ServerLookup } from './server-option.js';
import { UserError } from './user-error.js';

/** What a restart later takes: the plans, the clock, and the guild's servers. */
export interface LaterDeps extends ServerLookup {
  restarts: RestartPlanner;
  now: () => number;
  log: Logger;
  componentIds: Pick<ComponentIds, 'forGuild' | 'make'>;
  /** The question in the member's language; the public message and its changes in the guild's. */
  languages: Pick<Languages, 'forReader' | 'guildLanguage'>;
}

/**
 * The longest message the countdown can carry: the longest announcement, in the wordiest language
 * (the guild's language may change while it counts down), must still fit the console. Each
 * announcement is measured with a one-character message, that character then taken off.
 */
export const MAX_LATER_MESSAGE =
  MAX_CONSOLE_COMMAND -
  SAY_PREFIX.length -
  Math.max(
    ...LOCALES.flatMap((l) => ANNOUNCE_OFFSETS.map((o) => consoleLength(announcementText(l, o, 'x')) - 1)),
  );

/** The question's arguments carry the draft's id after this marker (a power intent never starts so). */
const LATER = 'later';

/**
 * `/restart in:` asks first, like a restart now. The draft (with the message) is stored before
 * the question, so Confirm needs only its id; each announcement is checked as console input here,
 * before anything is planned.
 */
export async function askLater(
  interaction: ChatInputCommandInteraction,
  deps: LaterDeps,
  serverId: string,
  delayMs: number,
  message: string | null,
): Promise<void> {
  // In every language: the guild's may change while it counts down.
  for (const locale of LOCALES) {
    for (const offset of ANNOUNCE_OFFSETS) {
      requireConsoleCommand(announcementText(locale, offset, message), SAY_PREFIX);
    }
  }
  const locale = await deps.languages.forReader(interaction);
  const draft = await deps.restarts.ask({
    runKey: interaction.id,
    guildId: interaction.guildId ?? '',
    serverId,
    requestedBy: interaction.user.id,
    message,
    delayMs,
  });
  const confirmation = newConfirmation(interaction, deps.now(), [LATER, String(draft.id)]);
  const name = literal(cachedName(deps.directory, serverId), 100);
  await interaction.reply({
    content: laterQuestionText(locale, name, delayMs, message, confirmation.expiresAt),
    components: [
      confirmationRow(
        'restart',
        confirmation,
        t(locale, 'schedule.scheduleButton'),
        deps.componentIds.forGuild(interaction.guildId!),
        locale,
      ),
    ],
    flags: MessageFlags.Ephemeral,
    allowedMentions: NO_MENTIONS,
  });
}

/** Whether a `/restart` button answers a restart-later question. */
export function isLaterAnswer(parts: string[]): boolean {
  return readConfirmation(parts)?.confirmation.args[0] === LATER;
}

/** Confirm or Cancel of the question: only the asking member, within the minute, once. */
export async function answerLater(
  interaction: ButtonInteraction,
  deps: LaterDeps,
  parts: string[],
): Promise<void> {
  const { verb, confirmation } = requireConfirmation(interaction, deps.now(), parts);
  const run = await ownRun(interaction, deps, confirmation.args[1]);
  const locale = await deps.languages.forReader(interaction);
  if (verb === 'no') {
    await deps.restarts.withdraw(run);
    await updateSource(interaction, { content: t(locale, 'schedule.cancelled'), components: [] });
    return;
  }
  const confirmed = await deps.restarts.confirm(run, interaction.user.id);
  if (!confirmed) {
    throw new UserError(text(run.state === 'cancelled' ? 'schedule.cancelled' : 'schedule.laterAlready'));
  }
  await updateSource(interaction, { content: t(locale, 'schedule.laterConfirmed'), components: [] });
  const name = await shownName(deps.directory, run.serverId);
  // Public, so that other moderators see it coming and can cancel it: in the guild's language.
  const guildLocale = await deps.languages.guildLanguage(run.guildId);
  const cancelId = deps.componentIds.make(interaction.guildId!, 'restart', 'cancel', String(confirmed.id));
  await interaction.followUp({
    content: scheduledText(guildLocale, name, confirmed, deps.now()),
    components: [buttonRow(button(cancelId, t(guildLocale, 'schedule.cancelButton'), ButtonStyle.Danger))],
    allowedMentions: NO_MENTIONS,
  });
}

/**
 * The public Cancel button. The router already checked that the presser holds `/restart`'s
 * permission; the run must be this guild's and its server still usable here.
 */
export async function cancelLater(
  interaction: ButtonInteraction,
  deps: LaterDeps,
  runId: string | undefined,
): Promise<void> {
  const run = await ownRun(interaction, deps, runId);
  const result = await deps.restarts.cancel(run.id, run.guildId, interaction.user.id);
  if ('refused' in result) {
    throw new UserError(result.refused === 'unknown' ? staleButton('/restart') : REFUSED[result.refused]);
  }
  // Answered within Discord's 3 s: the cached name, no provider call before the answer.
  const name = literal(cachedName(deps.directory, run.serverId), 100);
  // The public message stays in the guild's language.
  const locale = await deps.languages.guildLanguage(run.guildId);
  await updateSource(interaction, {
    content: cancelledText(locale, name, result, interaction.user.id),
    components: [],
  });
  await deps.restarts.tellPlayers(result);
}

/** The run a button names, when it belongs to this guild and its server is still usable here. */
async function ownRun(interaction: ButtonInteraction, deps: LaterDeps, id: string | undefined) {
  const run = id && /^\d{1,12}$/.test(id) ? await deps.restarts.get(Number(id)) : undefined;
  if (!run || run.guildId !== interaction.guildId) throw new UserError(staleButton('/restart'));
  await resolveServer(interaction, deps, run.serverId);
  return run;
}
