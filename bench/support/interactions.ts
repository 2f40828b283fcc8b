import type { FakeDiscord } from '../../test/support/fake-discord.js';
import type { Shipped } from './shipped.js';

/** Milliseconds from INTERACTION_CREATE to the bot's first callback and, for deferred ones, to its edit. */
export interface Sample {
  ack: number;
  final?: number;
}

export type Interaction = [label: string, one: () => Promise<Sample>];

/**
 * The interactions the benchmarks send, each resolving once the bot answered completely: /status
 * (deferred reply, then the embed), its refresh button (deferred update, then the embed) and
 * /status autocomplete (the choices), in the guild's general channel.
 */
export async function statusInteractions(shipped: Shipped): Promise<Interaction[]> {
  const { fake, guild } = shipped;
  const where = { guildId: guild.id, channelId: guild.general };
  const statusMessage = await fake.interact({ type: 'command', ...where, name: 'status' }).reply(10_000);
  // The Refresh button's id as the bot signed it (src/discord/component-id.ts).
  const refreshId = (statusMessage.components[0]?.components as Array<{ custom_id: string }> | undefined)?.[0]
    ?.custom_id;
  if (!refreshId) throw new Error('the /status answer has no Refresh button');
  return [
    [
      '/status (deferred reply)',
      () => complete(fake, fake.interact({ type: 'command', ...where, name: 'status' }), 5),
    ],
    [
      'refresh button (deferred update)',
      () =>
        complete(
          fake,
          fake.interact({
            type: 'button',
            ...where,
            customId: refreshId,
            message: statusMessage.id,
          }),
          6,
        ),
    ],
    [
      '/status autocomplete (choices)',
      async () => {
        const ix = fake.interact({
          type: 'autocomplete',
          ...where,
          name: 'status',
          options: { server: 'surv' },
          focused: 'server',
        });
        const choices = await ix.choices(5000);
        if (choices.length !== 1) throw new Error(`${choices.length} choices`);
        return { ack: ix.callback!.elapsedMs };
      },
    ],
  ];
}

/** Waits for the acknowledgement of the given type, then for the first edit of the original message. */
async function complete(
  fake: FakeDiscord,
  ix: ReturnType<FakeDiscord['interact']>,
  type: number,
): Promise<Sample> {
  const ack = await ix.ack(5000);
  if (ack.type !== type) throw new Error(`response type ${ack.type}`);
  const edit = await fake.waitFor(() => ix.edits[0], 10_000, `the edit of ${ix.id}`);
  return { ack: ack.elapsedMs, final: edit.elapsedMs };
}
