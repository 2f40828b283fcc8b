import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
} from 'discord.js';
import type { Command, ContextOf } from '../src/discord/command.js';
import { NO_MENTIONS } from '../src/discord/messages.js';
import { scheduleWarnings } from '../src/discord/restart-later-text.js';
import { cachedName, shownName } from '../src/discord/server-name.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { t, text } from '../src/i18n/catalogue.js';
import {
  DEFAULT_TIME_ZONE,
  daysInWords,
  requireDays,
  requireTime,
  requireTimeZone,
  timeZoneChoices,
} from '../src/schedule/recurrence.js';
import { literal, truncate } from '../src/text/literal.js';

const at = (ms: number, style: 'f' | 'R') => `<t:${Math.floor(ms / 1000)}:${style}>`;

/** The parts of the context `/schedule` uses. */
type Needs = 'provider' | 'links' | 'ownership' | 'restarts';

/** Discord: an autocomplete choice's name is 1 to 100 characters. */
export const MAX_CHOICE_NAME = 100;

/**
 * `/schedule restart|list|remove`: recurring restarts of a server, each with the same countdown as
 * `/restart in:` (src/schedule carries them out).
 */
export const schedule: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('schedule')
    .setDescription('Recurring restarts, announced in game before they happen')
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addSubcommand((s) =>
      s
        .setName('restart')
        .setDescription('Restart a server every day (or on chosen weekdays) at a time of day')
        .addStringOption(serverOption(true))
        .addStringOption((o) =>
          o
            .setName('time')
            .setDescription('HH:MM on a 24-hour clock, e.g. 04:00')
            .setRequired(true)
            .setMaxLength(10),
        )
        .addStringOption((o) =>
          o
            .setName('timezone')
            .setDescription('IANA time zone, e.g. Europe/Berlin (default: UTC)')
            .setAutocomplete(true)
            .setMaxLength(64),
        )
        .addStringOption((o) =>
          o
            .setName('days')
            .setDescription('e.g. mon, wed, fri or weekdays or weekends (default: every day)')
            .setMaxLength(100),
        ),
    )
    .addSubcommand((s) =>
      s.setName('list').setDescription("This Discord server's schedules with their next run"),
    )
    .addSubcommand((s) =>
      s
        .setName('remove')
        .setDescription('Remove a schedule (its next restart is called off)')
        .addIntegerOption((o) =>
          o
            .setName('schedule')
            .setDescription('The schedule (start typing; /schedule list shows them)')
            .setRequired(true)
            .setAutocomplete(true)
            .setMinValue(1),
        ),
    ),
  scopes: ['servers:power', 'servers:console'],
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const sub = interaction.options.getSubcommand();
    if (sub === 'list') return list(interaction, ctx);
    if (sub === 'remove') return remove(interaction, ctx);
    return add(interaction, ctx);
  },
  async autocomplete(interaction, ctx) {
    const focused = interaction.options.getFocused(true);
    if (focused.name === 'timezone') {
      await interaction.respond(timeZoneChoices(String(focused.value)).map((z) => ({ name: z, value: z })));
    } else if (focused.name === 'schedule') {
      await interaction.respond(await scheduleChoices(interaction, ctx, String(focused.value)));
    } else {
      await autocompleteServers(interaction, ctx);
    }
  },
};

async function add(interaction: ChatInputCommandInteraction, ctx: ContextOf<Needs>): Promise<void> {
  // Every value is checked before anything is stored.
  const time = requireTime(interaction.options.getString('time', true));
  const given = interaction.options.getString('timezone');
  const timeZone = requireTimeZone(given);
  const days = requireDays(interaction.options.getString('days'));
  const serverId = await resolveServer(interaction, ctx);
  const { schedule: made, run } = await ctx.restarts.addSchedule({
    guildId: interaction.guildId ?? '',
    serverId,
    createdBy: interaction.user.id,
    time,
    timeZone,
    days,
  });
  const locale = await ctx.languages.forReader(interaction);
  const zone = given ? timeZone : t(locale, 'schedule.zoneDefault', { zone: DEFAULT_TIME_ZONE });
  const server = await shownName(ctx.directory, serverId);
  const next = { time: at(run.runAt, 'f'), relative: at(run.runAt, 'R') };
  await interaction.editReply({
    content: [
      t(locale, 'schedule.made', { id: made.id, server, days: daysInWords(locale, days), time, zone }),
      `${t(locale, 'schedule.madeNext', next)} ${scheduleWarnings(locale, run)}`,
      t(locale, 'schedule.removeHint', { command: `/schedule remove schedule:${made.id}` }),
    ].join('\n'),
    allowedMentions: NO_MENTIONS,
  });
}

async function list(interaction: ChatInputCommandInteraction, ctx: ContextOf<Needs>): Promise<void> {
  const schedules = await ctx.restarts.schedulesOf(interaction.guildId ?? '');
  const locale = await ctx.languages.forReader(interaction);
  if (schedules.length === 0) {
    await interaction.editReply({
      content: t(locale, 'schedule.none', { command: '/schedule restart' }),
      allowedMentions: NO_MENTIONS,
    });
    return;
  }
  await ctx.directory.list().catch(() => undefined);
  const names = await namesHere(ctx, interaction.guildId ?? '', schedules);
  const lines = schedules.map((s) => {
    const next =
      s.nextRunAt === null
        ? t(locale, 'schedule.listNoRun')
        : t(locale, 'schedule.listNext', { time: at(s.nextRunAt, 'f'), relative: at(s.nextRunAt, 'R') });
    const name = names.get(s.serverId);
    const server = name === undefined ? t(locale, 'schedule.notUsable') : `**${literal(name, 80)}**`;
    const days = daysInWords(locale, s.days);
    return t(locale, 'schedule.listLine', { id: s.id, server, days, time: s.time, zone: s.timeZone, next });
  });
  const title = t(locale, 'schedule.listTitle', { count: schedules.length });
  await interaction.editReply({
    content: `${title}\n${lines.join('\n')}`.slice(0, 2000),
    allowedMentions: NO_MENTIONS,
  });
}

async function remove(interaction: ChatInputCommandInteraction, ctx: ContextOf<Needs>): Promise<void> {
  const id = interaction.options.getInteger('schedule', true);
  const removed = await ctx.restarts.removeSchedule(interaction.guildId ?? '', id, interaction.user.id);
  if (!removed) throw new UserError(text('schedule.noSuch', { id, command: '/schedule list' }));
  const locale = await ctx.languages.forReader(interaction);
  const name = (await namesHere(ctx, interaction.guildId ?? '', [removed])).get(removed.serverId);
  const server = name === undefined ? t(locale, 'schedule.notUsable') : `**${literal(name, 100)}**`;
  await interaction.editReply({
    content: t(locale, 'schedule.removed', {
      id,
      server,
      days: daysInWords(locale, removed.days),
      time: removed.time,
      zone: removed.timeZone,
    }),
    allowedMentions: NO_MENTIONS,
  });
}

/**
 * The names of these schedules' servers, for the servers the guild may still use. A server whose
 * owners ended the share (or that was unlinked) keeps its schedule until the scheduler removes it,
 * and a former guest must not learn its name from then on: its current name is not shown.
 */
async function namesHere(
  ctx: ContextOf<Needs>,
  guildId: string,
  schedules: ReadonlyArray<{ serverId: string }>,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const serverId of new Set(schedules.map((s) => s.serverId))) {
    if (await ctx.claims.mayUse(guildId, serverId)) names.set(serverId, cachedName(ctx.directory, serverId));
  }
  return names;
}

async function scheduleChoices(interaction: AutocompleteInteraction, ctx: ContextOf<Needs>, typed: string) {
  const schedules = await ctx.restarts.schedulesOf(interaction.guildId ?? '');
  const names = await namesHere(ctx, interaction.guildId ?? '', schedules);
  const locale = await ctx.languages.forReader(interaction);
  // A server that is no longer usable shows what it is instead of its name (see namesHere).
  return schedules
    .map((s) => ({
      name: truncate(
        t(locale, 'schedule.choice', {
          id: s.id,
          server: names.get(s.serverId) ?? t(locale, 'schedule.notUsable'),
          days: daysInWords(locale, s.days),
          time: s.time,
          zone: s.timeZone,
        }),
        MAX_CHOICE_NAME,
      ),
      value: s.id,
    }))
    .filter((c) => c.name.toLowerCase().includes(typed.trim().toLowerCase()))
    .slice(0, 25);
}
