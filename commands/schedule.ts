import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  InteractionContextType,
  PermissionFlagsBits,
  SlashCommandBuilder,
} from 'discord.js';
import type { BotContext, Command } from '../src/discord/command.js';
import { literal } from '../src/discord/format.js';
import { NO_MENTIONS } from '../src/discord/messages.js';
import { scheduleWarnings } from '../src/discord/restart-later-text.js';
import { cachedName, shownName } from '../src/discord/server-name.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import {
  DEFAULT_TIME_ZONE,
  daysInWords,
  requireDays,
  requireTime,
  requireTimeZone,
  timeZoneChoices,
} from '../src/schedule/recurrence.js';

const at = (ms: number, style: 'f' | 'R') => `<t:${Math.floor(ms / 1000)}:${style}>`;

/**
 * `/schedule restart|list|remove`: recurring restarts of a server, each with the same countdown as
 * `/restart in:` (src/schedule carries them out).
 */
export const schedule: Command = {
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

async function add(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
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
  const zone = given ? timeZone : `${DEFAULT_TIME_ZONE} (no time zone given, so UTC)`;
  await interaction.editReply({
    content:
      `🔁 Schedule #${made.id}: **${await shownName(ctx.directory, serverId)}** restarts ${daysInWords(days)} at ${time}, time zone ${zone}.\n` +
      `Next restart: ${at(run.runAt, 'f')} (${at(run.runAt, 'R')}). ${scheduleWarnings(run)}\n` +
      `\`/schedule remove schedule:${made.id}\` removes it.`,
    allowedMentions: NO_MENTIONS,
  });
}

async function list(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const schedules = await ctx.restarts.schedulesOf(interaction.guildId ?? '');
  if (schedules.length === 0) {
    await interaction.editReply({
      content: 'No restarts are scheduled in this Discord server. `/schedule restart` adds one.',
      allowedMentions: NO_MENTIONS,
    });
    return;
  }
  await ctx.directory.list().catch(() => undefined);
  const names = await namesHere(ctx, interaction.guildId ?? '', schedules);
  const lines = schedules.map((s) => {
    const next =
      s.nextRunAt === null ? 'no run planned' : `next ${at(s.nextRunAt, 'f')} (${at(s.nextRunAt, 'R')})`;
    const name = names.get(s.serverId);
    const server = name === undefined ? NOT_USABLE : `**${literal(name, 80)}**`;
    return `#${s.id} · ${server} · ${daysInWords(s.days)} at ${s.time} ${s.timeZone} · ${next}`;
  });
  await interaction.editReply({
    content: `Scheduled restarts (${schedules.length}):\n${lines.join('\n')}`.slice(0, 2000),
    allowedMentions: NO_MENTIONS,
  });
}

async function remove(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void> {
  const id = interaction.options.getInteger('schedule', true);
  const removed = await ctx.restarts.removeSchedule(interaction.guildId ?? '', id, interaction.user.id);
  if (!removed) {
    throw new UserError(`There is no schedule #${id} in this Discord server. \`/schedule list\` shows them.`);
  }
  const name = (await namesHere(ctx, interaction.guildId ?? '', [removed])).get(removed.serverId);
  const server = name === undefined ? NOT_USABLE : `**${literal(name, 100)}**`;
  await interaction.editReply({
    content: `🗑️ Schedule #${id} removed: ${server} no longer restarts ${daysInWords(removed.days)} at ${removed.time} ${removed.timeZone}.`,
    allowedMentions: NO_MENTIONS,
  });
}

/** What a schedule of a server this guild may no longer use shows instead of the server's name. */
const NOT_USABLE = 'a server this Discord server can no longer use';

/**
 * The names of these schedules' servers, for the servers the guild may still use. A server whose
 * owners ended the share (or that was unlinked) keeps its schedule until the scheduler removes it,
 * and a former guest must not learn its name from then on: its current name is not shown.
 */
async function namesHere(
  ctx: BotContext,
  guildId: string,
  schedules: ReadonlyArray<{ serverId: string }>,
): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const serverId of new Set(schedules.map((s) => s.serverId))) {
    if (await ctx.claims.mayUse(guildId, serverId)) names.set(serverId, cachedName(ctx.directory, serverId));
  }
  return names;
}

async function scheduleChoices(interaction: AutocompleteInteraction, ctx: BotContext, typed: string) {
  const schedules = await ctx.restarts.schedulesOf(interaction.guildId ?? '');
  const names = await namesHere(ctx, interaction.guildId ?? '', schedules);
  return schedules
    .map((s) => ({
      name: `#${s.id} ${names.get(s.serverId) ?? NOT_USABLE} · ${daysInWords(s.days)} at ${s.time} ${s.timeZone}`.slice(
        0,
        100,
      ),
      value: s.id,
    }))
    .filter((c) => c.name.toLowerCase().includes(typed.trim().toLowerCase()))
    .slice(0, 25);
}
