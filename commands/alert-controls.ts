import { type ButtonInteraction, MessageFlags, type StringSelectMenuInteraction } from 'discord.js';
import { isRunning, type Silence } from '../src/db/silences.js';
import type { ContextOf } from '../src/discord/command.js';
import { requireCooldownOver } from '../src/discord/cooldown.js';
import { NO_MENTIONS, staleButton } from '../src/discord/messages.js';
import { askPower } from '../src/discord/power.js';
import {
  renderServerControls,
  SILENCE_CHOICES,
  SILENCE_MS,
  type SilenceChoice,
} from '../src/discord/render/alert-controls.js';
import { cachedName } from '../src/discord/server-name.js';
import { resolveServer } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { t, text } from '../src/i18n/catalogue.js';
import { literal } from '../src/text/literal.js';

const at = (ms: number, style: 'R' | 'f') => `<t:${Math.floor(ms / 1000)}:${style}>`;

/** "@member is on it since …": someone else pressed Acknowledge first. */
const onIt = (userId: string, since: number) =>
  text('controls.onIt', { user: `<@${userId}>`, since: at(since, 'f'), relative: at(since, 'R') });

const privately = { flags: MessageFlags.Ephemeral, allowedMentions: NO_MENTIONS } as const;

/** Restart on an alert: the same question, cooldown and idempotency as `/restart`, asked privately. */
export async function askRestart(
  interaction: ButtonInteraction,
  ctx: ContextOf<'provider' | 'links' | 'alerts' | 'control' | 'interactions'>,
  given: string,
): Promise<void> {
  const serverId = await resolveServer(interaction, ctx, given);
  if (await ctx.alertControls.restartUnderway(serverId)) {
    throw new UserError(
      text('controls.restartUnderway', { server: literal(cachedName(ctx.directory, serverId), 100) }),
    );
  }
  await requireCooldownOver(interaction, ctx.cooldowns);
  await askPower(
    interaction,
    ctx,
    'restart',
    { serverId, signal: 'restart', killAfterSeconds: null },
    { apart: true },
  );
}

/** The server select of a digest: that server's controls, for the member alone. */
export async function pickServer(
  interaction: StringSelectMenuInteraction,
  ctx: ContextOf<'provider' | 'links' | 'alerts' | 'interactions'>,
): Promise<void> {
  const serverId = await resolveServer(interaction, ctx, interaction.values[0] ?? '');
  const incident = await ctx.alertControls.incidents.openFor(serverId);
  const locale = await ctx.languages.forReader(interaction);
  await interaction.reply({
    ...privately,
    content: t(locale, 'controls.pick', { server: literal(cachedName(ctx.directory, serverId), 100) }),
    components: renderServerControls({
      makeId: ctx.componentIds.forGuild(interaction.guildId!),
      serverId,
      incident: incident && { id: incident.id, open: true },
      restartUnderway: await ctx.alertControls.restartUnderway(serverId),
      locale,
    }),
  });
}

/**
 * The Silence select: the server's alerts in this channel are held until the chosen end, then
 * posted as one summary. Audited; `/links` shows it.
 */
export async function silence(
  interaction: StringSelectMenuInteraction,
  ctx: ContextOf<'provider' | 'links' | 'alerts' | 'control'>,
  given: string,
): Promise<void> {
  const choice = interaction.values[0] as SilenceChoice | undefined;
  if (!choice || !SILENCE_CHOICES.includes(choice)) throw new UserError(staleButton());
  const serverId = await resolveServer(interaction, ctx, given);
  const guildId = interaction.guildId!;
  const channelId = interaction.channelId;
  const linked = (await ctx.links.forServer(serverId)).some(
    (l) => l.guildId === guildId && l.channelId === channelId,
  );
  if (!linked) throw new UserError(text('controls.notInChannel'));
  const name = literal(cachedName(ctx.directory, serverId), 100);
  const now = ctx.now();
  let incidentId: number | null = null;
  if (choice === 'incident') {
    const open = await ctx.alertControls.incidents.openFor(serverId);
    if (!open) throw new UserError(text('controls.noIncident', { server: name }));
    incidentId = open.id;
  }
  const until = choice === 'incident' ? null : now + SILENCE_MS[choice];
  const started = await ctx.alertControls.silences.start({
    guildId,
    channelId,
    serverId,
    until,
    incidentId,
    createdBy: interaction.user.id,
    at: now,
  });
  await ctx.audit.record({
    guildId,
    userId: interaction.user.id,
    action: 'alerts:silence',
    serverId,
    idempotencyKey: null,
    result: 'accepted',
    detail: { silenceId: started.id, channelId, until, incidentId },
  });
  const locale = await ctx.languages.forReader(interaction);
  const where = { server: name, channel: `<#${channelId}>`, command: '/links' };
  const content =
    until === null
      ? t(locale, 'controls.silencedUntilResolved', where)
      : t(locale, 'controls.silencedUntil', { ...where, until: at(until, 'f'), relative: at(until, 'R') });
  await interaction.reply({ ...privately, content });
}

/** Unsilence (`/links`): ends a running silence of this guild now; its summary goes out at once. */
export async function unsilence(
  interaction: ButtonInteraction,
  ctx: ContextOf<'provider' | 'links' | 'alerts' | 'control'>,
  given: string,
): Promise<void> {
  const id = Number(given);
  if (!Number.isSafeInteger(id) || id <= 0) throw new UserError(staleButton('/links'));
  const guildId = interaction.guildId!;
  const found = await ctx.alertControls.silences.byId(id);
  // Another guild's silence reads as one that ended: nothing about it is shown.
  if (!found || found.guildId !== guildId || !isRunning(found, ctx.now())) {
    throw new UserError(text('controls.notSilenced'));
  }
  // Still linked here (a share may have ended): the same check as any command on it.
  await resolveServer(interaction, ctx, found.serverId);
  const ended = await ctx.alertControls.silences.end(id, guildId, interaction.user.id, ctx.now());
  if (!ended) throw new UserError(text('controls.notSilenced'));
  await auditEnd(ctx, interaction.user.id, ended);
  ctx.alertControls.wake(ended.channelId);
  await interaction.reply({
    ...privately,
    content: t(await ctx.languages.forReader(interaction), 'controls.unsilenced', {
      server: literal(cachedName(ctx.directory, ended.serverId), 100),
      channel: `<#${ended.channelId}>`,
    }),
  });
}

function auditEnd(ctx: ContextOf<'control'>, userId: string, ended: Silence): Promise<boolean> {
  return ctx.audit.record({
    guildId: ended.guildId,
    userId,
    action: 'alerts:unsilence',
    serverId: ended.serverId,
    idempotencyKey: null,
    result: 'accepted',
    detail: { silenceId: ended.id, channelId: ended.channelId },
  });
}

/** Acknowledge on an open incident: the first member to press it is shown on its alerts. Audited. */
export async function acknowledge(
  interaction: ButtonInteraction,
  ctx: ContextOf<'provider' | 'links' | 'alerts' | 'control'>,
  given: string,
): Promise<void> {
  const id = Number(given);
  if (!Number.isSafeInteger(id) || id <= 0) throw new UserError(staleButton());
  const incident = await ctx.alertControls.incidents.byId(id);
  if (!incident) throw new UserError(text('controls.noSuchIncident'));
  // The incident's server must be usable here: an id from another guild's alert is refused.
  await resolveServer(interaction, ctx, incident.serverId);
  if (incident.closedAt !== null) throw new UserError(text('controls.resolved'));
  if (incident.acknowledgedBy !== null && incident.acknowledgedAt !== null) {
    throw new UserError(onIt(incident.acknowledgedBy, incident.acknowledgedAt));
  }
  await interaction.deferReply({ flags: MessageFlags.Ephemeral });
  const now = ctx.now();
  const stored = await ctx.alertControls.acknowledge(id, interaction.user.id, now);
  if (stored?.acknowledgedBy !== interaction.user.id) {
    // Someone else's press came first.
    const by = stored?.acknowledgedBy;
    throw new UserError(
      by && stored.acknowledgedAt !== null ? onIt(by, stored.acknowledgedAt) : text('controls.resolved'),
    );
  }
  await ctx.audit.record({
    guildId: interaction.guildId!,
    userId: interaction.user.id,
    action: 'incident:acknowledge',
    serverId: incident.serverId,
    idempotencyKey: null,
    result: 'accepted',
    detail: { incidentId: id },
  });
  await interaction.editReply({
    content: t(await ctx.languages.forReader(interaction), 'controls.acknowledged'),
    allowedMentions: NO_MENTIONS,
  });
}
