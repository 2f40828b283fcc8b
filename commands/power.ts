import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { answerPower, askPower, sendPowerNow } from '../src/discord/power.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { text } from '../src/i18n/catalogue.js';

const ACTIONS = ['start', 'stop', 'kill'] as const;
type Action = (typeof ACTIONS)[number];

/** The parts of the context `/power` uses. */
type Needs = 'provider' | 'links' | 'control' | 'interactions';

/** Spec, Limits: `killAfterSeconds` is 10 to 600, only for `stop`. */
const KILL_AFTER_MIN = 10;
const KILL_AFTER_MAX = 600;

/** `/power action [server] [kill-after]`: start at once; stop and kill ask to confirm first. */
export const power: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('power')
    .setDescription('Start, stop or kill a game server (stop and kill ask you to confirm)')
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addStringOption((o) =>
      o
        .setName('action')
        .setDescription('What to do')
        .setRequired(true)
        .addChoices(
          { name: 'start', value: 'start' },
          { name: 'stop', value: 'stop' },
          { name: 'kill (ends the process without saving)', value: 'kill' },
        ),
    )
    .addStringOption(serverOption())
    .addIntegerOption((o) =>
      o
        .setName('kill-after')
        .setDescription('Only with stop: kill it if still running after this many seconds (10–600)')
        .setMinValue(KILL_AFTER_MIN)
        .setMaxValue(KILL_AFTER_MAX),
    ),
  scopes: ['servers:power'],
  cooldown: 'power',
  // Stop and kill answer at once with a question; start defers itself before calling the provider.
  defer: false,
  async execute(interaction, ctx) {
    const action = interaction.options.getString('action', true);
    if (!(ACTIONS as readonly string[]).includes(action)) {
      throw new UserError(text('schedule.chooseAction'));
    }
    const killAfterSeconds = interaction.options.getInteger('kill-after');
    if (killAfterSeconds !== null && action !== 'stop') {
      throw new UserError(text('schedule.killAfterOnlyStop'));
    }
    if (
      killAfterSeconds !== null &&
      (killAfterSeconds < KILL_AFTER_MIN || killAfterSeconds > KILL_AFTER_MAX)
    ) {
      throw new UserError(text('schedule.killAfterRange', { min: KILL_AFTER_MIN, max: KILL_AFTER_MAX }));
    }
    const serverId = await resolveServer(interaction, ctx);
    const intent = { serverId, signal: action as Action, killAfterSeconds };
    if (action === 'start') await sendPowerNow(interaction, ctx, intent);
    else await askPower(interaction, ctx, 'power', intent);
  },
  autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx),
  button: (interaction, ctx, parts) => answerPower(interaction, ctx, 'power', parts),
};
