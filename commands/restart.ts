import { InteractionContextType, PermissionFlagsBits, SlashCommandBuilder } from 'discord.js';
import type { Command } from '../src/discord/command.js';
import { answerPower, askPower } from '../src/discord/power.js';
import {
  answerLater,
  askLater,
  cancelLater,
  isLaterAnswer,
  MAX_LATER_MESSAGE,
} from '../src/discord/restart-later.js';
import { autocompleteServers, resolveServer, serverOption } from '../src/discord/server-option.js';
import { UserError } from '../src/discord/user-error.js';
import { text } from '../src/i18n/catalogue.js';
import { requireDelay } from '../src/schedule/delay.js';
import { acknowledge, askRestart } from './alert-controls.js';

/** The parts of the context `/restart` uses. */
type Needs = 'provider' | 'links' | 'control' | 'interactions' | 'restarts' | 'alerts';

/**
 * `/restart [server] [in] [message]`: asks the member to confirm, then queues the restart signal,
 * or with `in` starts a countdown announced in game (see src/schedule).
 */
export const restart: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('restart')
    .setDescription('Restart a game server now or later (asks you to confirm first)')
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addStringOption(serverOption())
    .addStringOption((o) =>
      o
        .setName('in')
        .setDescription('Restart later, with warnings in game: e.g. 90s, 10m, 1h30m (1 minute to 24 hours)')
        .setMaxLength(20),
    )
    .addStringOption((o) =>
      o
        .setName('message')
        .setDescription('Added to every warning in game (needs "in")')
        .setMinLength(1)
        .setMaxLength(MAX_LATER_MESSAGE),
    ),
  scopes: ['servers:power'],
  cooldown: 'power',
  // The question is answered at once; the provider is called only after Confirm.
  defer: false,
  async execute(interaction, ctx) {
    const delay = interaction.options.getString('in');
    const message = interaction.options.getString('message');
    if (delay === null && message !== null) throw new UserError(text('schedule.messageNeedsIn'));
    const delayMs = delay === null ? undefined : requireDelay(delay);
    const serverId = await resolveServer(interaction, ctx);
    if (delayMs !== undefined) {
      await askLater(interaction, ctx, serverId, delayMs, message);
      return;
    }
    await askPower(interaction, ctx, 'restart', { serverId, signal: 'restart', killAfterSeconds: null });
  },
  autocomplete: (interaction, ctx) => autocompleteServers(interaction, ctx),
  button: (interaction, ctx, parts) => {
    if (parts[0] === 'cancel') return cancelLater(interaction, ctx, parts[1]);
    // The controls on alerts and incidents (src/discord/render/alert-controls.ts).
    if (parts[0] === 'ask' && parts[1]) return askRestart(interaction, ctx, parts[1]);
    if (parts[0] === 'ack' && parts[1]) return acknowledge(interaction, ctx, parts[1]);
    if (isLaterAnswer(parts)) return answerLater(interaction, ctx, parts);
    return answerPower(interaction, ctx, 'restart', parts);
  },
};
