import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/open.js';
import { useProcessWorld } from '../support/process-world.js';
import { waitFor } from '../support/wait-for.js';

const startProcessWorld = useProcessWorld();

/** The outbox as stored: each row's state and the message it was marked sent with. */
function outboxRows(dbPath: string) {
  const handle = openDatabase(dbPath);
  try {
    return handle.sqlite.prepare('SELECT state, message_id AS messageId FROM outbox').all() as Array<{
      state: string;
      messageId: string | null;
    }>;
  } finally {
    handle.close();
  }
}

describe('killed after Discord created the message, restarted once Discord forgot its nonce', () => {
  it('posts the alert exactly once: the message is found in the channel by its marker and marked sent', async () => {
    const world = await startProcessWorld();
    const { fake, guild } = world;
    const first = await world.start();

    // Discord creates the message; its answer never reaches hostcord, which is killed meanwhile.
    const release = fake.holdAnswers(guild.alerts);
    expect(await world.deliver(world.events(1)[0]!)).toBe(200);
    await fake.waitFor(() => fake.messagesIn(guild.alerts).length === 1, 10_000, 'the message created');
    first.kill('SIGKILL');
    expect((await first.exited).signal).toBe('SIGKILL');
    expect(outboxRows(world.dbPath)).toEqual([{ state: 'pending', messageId: null }]);

    // Minutes pass: Discord forgets the nonce, and the message was prepared that long ago.
    fake.forgetNonces();
    release();
    const handle = openDatabase(world.dbPath);
    handle.sqlite.prepare('UPDATE outbox_messages SET created_at = created_at - 600000').run();
    handle.close();

    const second = await world.start();
    await waitFor(() => outboxRows(world.dbPath)[0]?.state === 'sent', 15_000, 'the row marked sent');
    const messages = fake.messagesIn(guild.alerts);
    expect(messages).toHaveLength(1);
    expect(outboxRows(world.dbPath)).toEqual([{ state: 'sent', messageId: messages[0]!.id }]);
    expect(messages[0]!.embeds.at(-1)?.footer?.text).toMatch(/ref [0-9a-z]{12}$/);
    expect(fake.rejected).toEqual([]);

    second.kill('SIGTERM');
    expect((await second.exited).code).toBe(0);
  }, 60_000);
});
