import type { Interaction, RepliableInteraction } from 'discord.js';
import { storageProblem } from '../db/storage-problem.js';
import { describeHostingError, isHostingError } from '../hosting/index.js';
import { t, text } from '../i18n/catalogue.js';
import { type Locale, pickLocale } from '../i18n/locale.js';
import { LimitReached } from '../limits.js';
import type { Metrics } from '../metrics.js';
import type { BotContext, Command } from './command.js';
import { type CommandDefaults, requireCommandAccess } from './command-access.js';
import type { CommandOverridesStore } from './command-overrides.js';
import { createAskingCooldown, requireCooldownOver } from './cooldown.js';
import { limitAnswer } from './limit-answers.js';
import { cannotStore, staleButton } from './messages.js';
import { deferFor, respond } from './reply.js';
import { UserError } from './user-error.js';

export interface RouterOptions {
  commands: readonly Command[];
  /** When set, interactions from other guilds are refused. */
  allowedGuildIds?: string[] | undefined;
  metrics?: Pick<Metrics, 'commands' | 'interactionDelay'> | undefined;
  /** What admins set in Integrations, for checking who may use a command's buttons. */
  overrides: Pick<CommandOverridesStore, 'lookup'>;
}

export const NOT_ALLOWED_HERE = t('en-US', 'refusal.notAllowedHere');
export const GUILD_ONLY = t('en-US', 'refusal.guildOnly');

/**
 * The one entry for interactions and their one error boundary: a `UserError` or a provider error
 * is shown to the member as a sentence that says what to do; anything else is logged with the
 * interaction id and answered generically. Every interaction gets an answer.
 */
export function createRouter(ctx: BotContext, options: RouterOptions) {
  const byName = new Map(options.commands.map((c) => [c.data.name, c]));
  const allowed = options.allowedGuildIds && new Set(options.allowedGuildIds);
  const defaults = new Map(options.commands.map((c) => [c.data.name, defaultsOf(c)]));
  const askHistory = createAskingCooldown('historyCooldownMs', ctx.now);

  return async function route(interaction: Interaction): Promise<void> {
    options.metrics?.interactionDelay.observe(Math.max(0, Date.now() - interaction.createdTimestamp) / 1000);
    const log = ctx.log.child({
      interactionId: interaction.id,
      guildId: interaction.guildId,
      userId: interaction.user.id,
    });

    if (interaction.isAutocomplete()) {
      const command = byName.get(interaction.commandName);
      const refuse = !interaction.inGuild() || (allowed && !allowed.has(interaction.guildId));
      try {
        if (refuse || !command?.autocomplete) await interaction.respond([]);
        else await command.autocomplete(interaction, { ...ctx, log });
      } catch (err) {
        log.warn({ err }, 'autocomplete failed');
        if (!interaction.responded) await interaction.respond([]).catch(() => undefined);
      }
      return;
    }
    if (!interaction.isRepliable()) return;

    // A custom id is checked before anything is read for it: a forged one costs one HMAC, no lookup.
    const component =
      interaction.isButton() || interaction.isStringSelectMenu()
        ? ctx.componentIds.read(interaction.guildId, interaction.customId)
        : undefined;
    const name = interaction.isChatInputCommand()
      ? interaction.commandName
      : component
        ? `${component.kind === 'ok' ? component.command : component.kind} (${interaction.isButton() ? 'button' : 'select'})`
        : 'other';
    try {
      if (component?.kind === 'forged') throw new UserError(text('refusal.forgedButton'));
      if (component?.kind === 'unsigned') throw new UserError(text('refusal.unsignedButton'));
      if (!interaction.inGuild()) throw new UserError(text('refusal.guildOnly'));
      if (allowed && !allowed.has(interaction.guildId)) throw new UserError(text('refusal.notAllowedHere'));

      if (interaction.isChatInputCommand()) {
        const command = byName.get(interaction.commandName);
        if (!command) throw new UserError(text('refusal.unknownCommand'));
        log.debug({ command: command.data.name }, 'command');
        if (command.cooldown === 'power') await requireCooldownOver(interaction, ctx.cooldowns);
        if (command.cooldown === 'history') askHistory(interaction);
        if (command.defer) await deferFor(interaction, command.defer);
        await command.execute(interaction, { ...ctx, log });
      } else if (component?.kind === 'ok' && (interaction.isButton() || interaction.isStringSelectMenu())) {
        // Buttons and select menus belong to the command their custom id names.
        const { args } = component;
        const command = byName.get(component.command);
        const handled = interaction.isButton() ? command?.button : command?.select;
        if (!command || !handled) throw new UserError(staleButton());
        await requireCommandAccess(
          interaction,
          defaults.get(command.componentsAs ?? command.data.name)!,
          options.overrides,
        );
        // History on an alert draws a chart like `/history`: the same cooldown.
        if (command.cooldown === 'history') askHistory(interaction);
        if (interaction.isButton()) await command.button?.(interaction, { ...ctx, log }, args);
        else await command.select?.(interaction, { ...ctx, log }, args);
      }
      options.metrics?.commands.inc({ command: name, outcome: 'ok' });
    } catch (err) {
      options.metrics?.commands.inc({ command: name, outcome: outcomeOf(err) });
      await answerError(interaction, err, ctx, log).catch((replyErr: unknown) =>
        log.warn({ err: replyErr }, 'could not tell the member about an error'),
      );
    }
  };
}

/** The command's name and `default_member_permissions` (null when everyone may use it). */
function defaultsOf(command: Command): CommandDefaults {
  const bits = command.data.toJSON().default_member_permissions;
  return { name: command.data.name, defaultMemberPermissions: bits == null ? null : BigInt(bits) };
}

function outcomeOf(err: unknown): string {
  if (err instanceof UserError) return 'user_error';
  if (err instanceof LimitReached) return 'limit';
  if (storageProblem(err)) return 'storage_error';
  return isHostingError(err) ? 'provider_error' : 'error';
}

async function answerError(
  interaction: RepliableInteraction,
  err: unknown,
  ctx: Pick<BotContext, 'languages'>,
  log: BotContext['log'],
): Promise<void> {
  const locale = await readerLocale(interaction, ctx, log);
  let content: string;
  const problem = storageProblem(err);
  if (err instanceof UserError) {
    content = err.in(locale);
  } else if (err instanceof LimitReached) {
    content = limitAnswer(err, locale);
  } else if (problem) {
    // The write health logs the failure itself once (src/db/write-health.ts); this is one command.
    log.warn({ err }, 'the database refused a write of this interaction');
    content = new UserError(cannotStore(problem)).in(locale);
  } else if (isHostingError(err)) {
    log.info({ err }, 'provider refused or failed');
    content = describeHostingError(err, locale);
  } else {
    log.error({ err }, 'interaction failed');
    content = t(locale, 'refusal.failed', { reference: interaction.id });
  }
  await respond(interaction, { content, embeds: [], components: [] }, { ephemeral: true });
}

/**
 * The member's language for an error: a failing database (the guild's stored choice cannot be
 * read) must not keep them from being told, so it falls back to their own Discord language.
 */
async function readerLocale(
  interaction: RepliableInteraction,
  ctx: Pick<BotContext, 'languages'>,
  log: BotContext['log'],
): Promise<Locale> {
  try {
    return await ctx.languages.forReader(interaction);
  } catch (err) {
    log.warn({ err }, 'could not read the guild language for an answer');
    return pickLocale(interaction.locale);
  }
}
