import type { APIEmbed, APIMessage } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { createClaims } from '../../../src/db/claims.js';
import type { FindPosted } from '../../../src/discord/writing/post-message.js';
import { createSender } from '../../../src/pipeline/5-send/sender.js';
import { NONCE_MEMORY_MS, type SenderDeps } from '../../../src/pipeline/5-send/sender-state.js';
import { waitFor } from '../../support/wait-for.js';
import { activityEvent, GUILD, SERVER_A, SERVER_B, useDeliveryDb } from '../support/db.js';
import {
  invalidBody,
  missingAccess,
  scriptedDiscord,
  serverError,
  shown,
} from '../support/scripted-discord.js';

const open = useDeliveryDb();
const CH_A = '100000000000000001';
const CH_B = '100000000000000002';
const ROLE = '222222222222222222';
const names = { name: (id: string) => (id === SERVER_A ? 'Survival' : undefined) };
const fast = { initialMs: 50, maxMs: 200 };

function world(path?: string) {
  const w = open(path);
  const discord = scriptedDiscord();
  const sender = createSender({ outbox: w.outbox, post: discord.post, names, log: w.log, backoff: fast });
  const queue = async (serverId: string, count: number, partial = {}) => {
    const events = Array.from({ length: count }, (_, i) =>
      activityEvent(serverId, { title: `E${String(i).padStart(4, '0')}`, ...partial }),
    );
    w.store(...events);
    await w.dispatcher.drain();
    return events;
  };
  /** Wakes the channel's queue and waits until it is done. */
  const send = async (channelId = CH_A) => {
    sender.wake(channelId);
    await sender.idle();
  };
  return { ...w, discord, sender, queue, send };
}

/**
 * SERVER_A made another guild's (linked there in CH_B) and shared with this one (GUILD); resolves
 * with what ends the share.
 */
async function sharedByAnother(w: ReturnType<typeof world>): Promise<() => Promise<boolean>> {
  const owner = '100000000000000009';
  const claims = createClaims(w.db);
  await w.links.link({ guildId: owner, channelId: CH_B, serverId: SERVER_A, createdBy: 'o' });
  await claims.share({ serverId: SERVER_A, ownerGuildId: owner, guildId: GUILD, createdBy: 'o' });
  return () => claims.unshare({ serverId: SERVER_A, ownerGuildId: owner, guildId: GUILD, by: 'o' });
}

const CRASHED_ID = '999999999999999999';

/**
 * A process died after Discord made its first message for `count` events in CH_A, before the rows
 * were marked sent: the message is in the channel, and a second process opens the same file.
 */
async function crashedWhilePosting(count: number) {
  const first = world();
  first.link(CH_A);
  await first.queue(SERVER_A, count);
  void first.discord.hang(CH_A);
  first.sender.wake(CH_A);
  await waitFor(() => first.discord.calls.length === 1, 2000, 'the first attempt');
  const crashedBody = first.discord.calls[0]!.body;
  first.discord.messages.push({ id: CRASHED_ID, channelId: CH_A, body: crashedBody });
  first.handle.close();
  const second = open(first.path);
  const senderWith = (more: Partial<SenderDeps> = {}) =>
    createSender({
      outbox: second.outbox,
      post: first.discord.post,
      names,
      log: second.log,
      backoff: fast,
      ...more,
    });
  return { discord: first.discord, crashedBody, second, senderWith };
}

/** How often each marker (E0000 …) appears across the channel's messages. */
function occurrences(texts: string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const text of texts)
    for (const [m] of text.matchAll(/E\d{4}/g)) counts.set(m, (counts.get(m) ?? 0) + 1);
  return counts;
}

describe('sender', () => {
  it('posts a channel’s pending rows as one message with a nonce, and marks them sent with its id', async () => {
    const w = world();
    w.link(CH_A, SERVER_A, { mentionRoleId: ROLE, mentionSeverities: ['critical'] });
    await w.queue(SERVER_A, 2, { severity: 'critical' });
    await w.send();

    expect(w.discord.messages).toHaveLength(1);
    const [message] = w.discord.messages;
    expect(message!.body).toMatchObject({
      enforce_nonce: true,
      content: `<@&${ROLE}>`,
      allowed_mentions: { parse: [], roles: [ROLE] },
    });
    expect(String(message!.body.nonce).length).toBeLessThanOrEqual(25);
    expect(message!.body.embeds).toHaveLength(2);
    const rows = w.rows();
    expect(rows.map((r) => [r.state, r.message_id, r.nonce])).toEqual([
      ['sent', message!.id, message!.body.nonce],
      ['sent', message!.id, message!.body.nonce],
    ]);
    expect(w.handle.sqlite.prepare('SELECT count(*) AS n FROM outbox_messages').get()).toEqual({ n: 0 });
  });

  it('sends a backlog as few messages, oldest first, each with its own nonce, every event exactly once', async () => {
    const w = world();
    w.link(CH_A);
    await w.queue(SERVER_A, 25);
    await w.send();
    expect(w.discord.messages).toHaveLength(1);
    expect(JSON.stringify(w.discord.messages[0]!.body.embeds)).toContain('25 alerts');

    await w.queue(SERVER_A, 600);
    await w.send();
    const later = w.discord.messages.slice(1);
    expect(later.length).toBeGreaterThan(1);
    expect(later.length).toBeLessThan(20);
    expect(new Set(later.map((m) => m.body.nonce)).size).toBe(later.length);
    const markers = later.flatMap((m) => [...shown(m).matchAll(/E(\d{4})/g)].map((x) => Number(x[1])));
    expect(markers).toEqual(Array.from({ length: 600 }, (_, i) => i));
    expect(w.rows("state != 'sent'")).toEqual([]);
  });

  it('holds the next message while Discord says the channel’s bucket is empty, so it takes everything that came meanwhile', async () => {
    const w = world();
    w.link(CH_A);
    w.discord.emptyBucketFor(300);
    await w.queue(SERVER_A, 1);
    w.sender.wake(CH_A);
    await waitFor(() => w.discord.messages.length === 1, 2000, 'the first message');
    for (let i = 0; i < 5; i++) {
      await w.queue(SERVER_A, 3);
      w.sender.wake(CH_A);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(w.discord.messages).toHaveLength(1);
    await waitFor(() => w.discord.messages.length === 2, 2000, 'the second message');
    expect(w.discord.calls[1]!.at - w.discord.calls[0]!.at).toBeGreaterThanOrEqual(290);
    expect(w.discord.messages[1]!.body.embeds).toHaveLength(1);
    expect(JSON.stringify(w.discord.messages[1]!.body.embeds)).toContain('15 alerts');
    await w.sender.stop();
  });

  it('waits for the server list when a name is unknown, at most once a minute', async () => {
    const w = open();
    const discord = scriptedDiscord();
    const known = new Map<string, string>();
    let lists = 0;
    const names = {
      name: (id: string) => known.get(id),
      list: async () => {
        lists++;
        known.set(SERVER_A, 'Fetched name');
      },
    };
    const sender = createSender({ outbox: w.outbox, post: discord.post, names, log: w.log, backoff: fast });
    w.link(CH_A);
    w.link(CH_A, SERVER_B);
    w.store(activityEvent(SERVER_A));
    await w.dispatcher.drain();
    sender.wake(CH_A);
    await sender.idle();
    expect(JSON.stringify(discord.messages[0]!.body.embeds)).toContain('Fetched name');
    w.store(activityEvent(SERVER_B));
    await w.dispatcher.drain();
    sender.wake(CH_A);
    await sender.idle();
    expect(JSON.stringify(discord.messages[1]!.body.embeds)).toContain(SERVER_B);
    expect(lists).toBe(1);
  });

  it('after a crash between Discord taking a message and the rows being marked, sends the same message again and Discord keeps one', async () => {
    const { discord, crashedBody, second, senderWith } = await crashedWhilePosting(3);
    // Two more events came in meanwhile. Discord (the same one) still knows the first message's nonce.
    const sender = senderWith();
    second.store(activityEvent(SERVER_A, { title: 'E0003' }), activityEvent(SERVER_A, { title: 'E0004' }));
    await second.dispatcher.drain();
    await sender.start();
    await waitFor(() => second.rows("state = 'pending'").length === 0, 2000, 'all rows sent');
    await sender.idle();

    const retried = discord.calls[1]!.body;
    expect(retried).toEqual(crashedBody);
    const sent = second.rows();
    expect(sent.slice(0, 3).every((r) => r.message_id === CRASHED_ID)).toBe(true);
    expect(sent.slice(3).every((r) => r.message_id !== CRASHED_ID)).toBe(true);
    const counts = occurrences(discord.in(CH_A).map(shown));
    expect([...counts.values()]).toEqual([1, 1, 1, 1, 1]);
    expect(discord.in(CH_A)).toHaveLength(2);
  });

  it('after a crash between marking a message’s rows sent and removing the message, drops it and posts nothing again', async () => {
    const w = world();
    w.link(CH_A);
    await w.queue(SERVER_A, 2);
    await w.send();
    const [posted] = w.discord.messages;
    // The second of markSent's two statements never ran: the message is stored, its rows are sent.
    w.handle.sqlite
      .prepare('INSERT INTO outbox_messages (nonce, channel_id, body) VALUES (?, ?, ?)')
      .run(String(posted!.body.nonce), CH_A, JSON.stringify(posted!.body));
    await w.queue(SERVER_A, 1, { title: 'later' });
    await w.send();

    expect(w.discord.calls).toHaveLength(2);
    expect(w.discord.messages.map(shown)).toEqual([shown(posted!), expect.stringContaining('later')]);
    expect(w.rows().map((r) => r.state)).toEqual(['sent', 'sent', 'sent']);
    expect(w.handle.sqlite.prepare('SELECT count(*) AS n FROM outbox_messages').get()).toEqual({ n: 0 });
  });

  it('looks for a message prepared longer ago than Discord keeps nonces: a failed look waits like a failed post, a found one is not posted again', async () => {
    const { discord, second, senderWith } = await crashedWhilePosting(2);
    let looks = 0;
    const findPosted: FindPosted = async (channelId, _since, matches) => {
      if (++looks === 1) throw serverError();
      return discord.in(channelId).find((m) => matches(m.body as unknown as APIMessage))?.id;
    };
    // Back once Discord forgot the nonce.
    const sender = senderWith({ findPosted, now: () => Date.now() + NONCE_MEMORY_MS + 1000 });
    sender.wake(CH_A);
    await waitFor(() => second.rows()[0]!.attempts === 1, 2000, 'the failed look');
    expect(second.rows().map((r) => [r.state, r.attempts, r.error])).toEqual([
      ['pending', 1, expect.stringMatching(/500/)],
      ['pending', 1, expect.stringMatching(/500/)],
    ]);
    await waitFor(() => second.rows("state = 'sent'").length === 2, 2000, 'found in the channel');
    await sender.idle();
    expect(looks).toBe(2);
    expect(second.rows().map((r) => r.message_id)).toEqual([CRASHED_ID, CRASHED_ID]);
    expect(discord.calls).toHaveLength(1);
  });

  it('retries 5xx with growing waits; the rows stay pending meanwhile and are sent once', async () => {
    const w = world();
    w.link(CH_A);
    await w.queue(SERVER_A, 2);
    w.discord.fail(CH_A, serverError, 4);
    w.sender.wake(CH_A);
    await waitFor(() => w.rows()[0]!.attempts === 1, 2000, 'a failed attempt');
    expect(w.rows().map((r) => [r.state, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    expect(w.rows()[0]!.error).toMatch(/500/);
    // Waking it again (new events) does not skip the wait.
    w.sender.wake(CH_A);
    await waitFor(() => w.rows("state = 'sent'").length === 2, 5000, 'sent after the fault');
    const gaps = w.discord.calls.slice(1).map((c, i) => c.at - w.discord.calls[i]!.at);
    expect(gaps).toHaveLength(4);
    for (const gap of gaps) expect(gap).toBeGreaterThanOrEqual(35);
    expect(w.discord.messages).toHaveLength(1);
    expect(new Set(w.discord.calls.map((c) => c.body.nonce)).size).toBe(1);
  });

  it('marks the links of a channel that refuses access broken, parks its rows and never retries; other channels carry on', async () => {
    const w = world();
    const refused = w.link(CH_A);
    const fine = w.link(CH_B);
    const otherServer = w.link(CH_A, SERVER_B);
    await w.queue(SERVER_A, 3);
    w.discord.fail(CH_A, missingAccess, 1);
    w.sender.wake(CH_A);
    w.sender.wake(CH_B);
    await w.sender.idle();

    expect((await w.links.forGuild(refused.guildId)).map((l) => [l.id, l.state])).toEqual([
      [refused.id, 'broken'],
      [fine.id, 'active'],
      [otherServer.id, 'broken'],
    ]);
    expect((await w.links.forGuild(refused.guildId))[0]!.stateReason).toMatch(/Missing Access/);
    expect(w.rows(`channel_id = '${CH_A}'`).map((r) => r.state)).toEqual(['parked', 'parked', 'parked']);
    expect(w.discord.in(CH_B)).toHaveLength(1);

    // New events: none for the broken links, and no further request to the refused channel.
    await w.queue(SERVER_A, 2);
    w.sender.wake(CH_A);
    w.sender.wake(CH_B);
    await w.sender.idle();
    expect(w.discord.calls.filter((c) => c.channelId === CH_A)).toHaveLength(1);
    expect(w.discord.in(CH_B)).toHaveLength(2);

    // `/link` again repairs it.
    w.link(CH_A);
    await w.queue(SERVER_A, 1);
    await w.send();
    expect(w.discord.in(CH_A)).toHaveLength(1);
  });

  it('never lets a hanging channel hold up another', async () => {
    const w = world();
    w.link(CH_A);
    w.link(CH_B, SERVER_A);
    const release = w.discord.hang(CH_A);
    await w.queue(SERVER_A, 1);
    w.sender.wake(CH_A);
    w.sender.wake(CH_B);
    await waitFor(() => w.discord.in(CH_B).length === 1, 2000, 'the other channel');
    expect(w.discord.in(CH_A)).toHaveLength(0);
    release();
    await w.sender.idle();
    expect(w.discord.in(CH_A)).toHaveLength(1);
  });

  it('sends from a bounded number of channels at once; the others take their turn in order, none lost', async () => {
    const w = open();
    const discord = scriptedDiscord();
    const sender = createSender({
      outbox: w.outbox,
      post: discord.post,
      names,
      log: w.log,
      backoff: fast,
      sendingAtOnce: 3,
    });
    const channels = Array.from({ length: 8 }, (_, i) => `10000000000000010${i}`);
    const releases = channels.map((channelId) => {
      w.link(channelId);
      return discord.hang(channelId);
    });
    w.store(activityEvent(SERVER_A, { title: 'Crash' }));
    await w.dispatcher.drain();
    for (const channelId of channels) sender.wake(channelId);

    // Three channels' messages are with Discord (hanging); the five others have not even asked.
    await waitFor(() => discord.calls.length === 3, 2000, 'the first three sends');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(discord.calls.map((c) => c.channelId)).toEqual(channels.slice(0, 3));
    // One answered: the next channel woken takes its turn.
    releases[1]!();
    await waitFor(() => discord.calls.length === 4, 2000, 'the fourth send');
    expect(discord.calls[3]!.channelId).toBe(channels[3]);
    for (const release of releases) release();
    await sender.idle();
    expect(channels.map((channelId) => discord.in(channelId).length)).toEqual(channels.map(() => 1));
  });

  it('parks a message Discord rejects as invalid without breaking the link, and goes on', async () => {
    const w = world();
    const link = w.link(CH_A);
    await w.queue(SERVER_A, 1);
    w.discord.fail(CH_A, invalidBody, 1);
    await w.send();
    expect(w.rows().map((r) => [r.state, r.error])).toEqual([
      ['parked', expect.stringMatching(/Invalid Form Body/)],
    ]);
    expect((await w.links.forServer(SERVER_A))[0]).toMatchObject({ id: link.id, state: 'active' });
    await w.queue(SERVER_A, 1);
    await w.send();
    expect(w.discord.in(CH_A)).toHaveLength(1);
  });

  it('parks rows that carry no event (queued before rows carried events, their inbox row gone then)', async () => {
    const w = world();
    w.link(CH_A);
    const [gone] = await w.queue(SERVER_A, 2);
    w.handle.sqlite.prepare('UPDATE outbox SET event = NULL WHERE event_id = ?').run(gone!.id);
    w.handle.sqlite.prepare('DELETE FROM inbox WHERE event_id = ?').run(gone!.id);
    await w.send();
    expect(w.rows().map((r) => r.state)).toEqual(['parked', 'sent']);
  });

  it('drops alerts queued for a guild that lost the right to the server before they were sent', async () => {
    const w = world();
    // The server belongs to another guild, which shared it with this one; the share then ends.
    const unshare = await sharedByAnother(w);
    w.link(CH_A);
    await w.queue(SERVER_A, 2);
    expect(w.rows(`channel_id = '${CH_A}'`).map((r) => r.state)).toEqual(['pending', 'pending']);
    await unshare();
    w.sender.wake(CH_A);
    w.sender.wake(CH_B);
    await w.sender.idle();
    expect(w.discord.in(CH_A)).toEqual([]);
    expect(w.rows(`channel_id = '${CH_A}'`).map((r) => [r.state, r.error])).toEqual([
      ['parked', 'server no longer shared with this Discord server'],
      ['parked', 'server no longer shared with this Discord server'],
    ]);
    expect(w.discord.in(CH_B)).toHaveLength(1);
  });

  it('checks the share again right before sending: a message waiting when the share ended is withdrawn, the rest sent anew', async () => {
    const w = world();
    // SERVER_A is another guild's, shared with this one; SERVER_B is this guild's own.
    const unshare = await sharedByAnother(w);
    w.link(CH_A, SERVER_A);
    w.link(CH_A, SERVER_B);
    await w.queue(SERVER_A, 1, { title: 'Shared E0001' });
    await w.queue(SERVER_B, 1, { title: 'Own E0002' });
    // The message with both alerts is prepared, then waits (as behind a 429) while the share ends.
    const release = w.discord.hang(CH_A);
    w.sender.wake(CH_A);
    await waitFor(() => w.discord.calls.length === 1, 2000, 'the first attempt');
    await unshare();
    release();
    await w.sender.idle();
    expect(w.discord.in(CH_A)).toHaveLength(1);
    expect(occurrences(w.discord.in(CH_A).map(shown))).toEqual(new Map([['E0002', 1]]));
    expect(w.rows(`channel_id = '${CH_A}'`).map((r) => [r.state, r.error])).toEqual([
      ['parked', 'server no longer shared with this Discord server'],
      ['sent', null],
    ]);
    expect(w.handle.sqlite.prepare('SELECT count(*) AS n FROM outbox_messages').get()).toEqual({ n: 0 });
  });

  it('on stop lets an in-flight send finish, within the grace period, and starts nothing new', async () => {
    const w = world();
    w.link(CH_A);
    await w.queue(SERVER_A, 1);
    const release = w.discord.hang(CH_A);
    w.sender.wake(CH_A);
    await waitFor(() => w.discord.calls.length === 1, 2000, 'in flight');
    setTimeout(release, 50);
    await w.sender.stop(5000);
    expect(w.rows().map((r) => r.state)).toEqual(['sent']);
    await w.queue(SERVER_A, 1);
    w.sender.wake(CH_A);
    await new Promise((r) => setTimeout(r, 50));
    expect(w.discord.calls).toHaveLength(1);

    const stuck = world();
    stuck.link(CH_A);
    await stuck.queue(SERVER_A, 1);
    stuck.discord.hang(CH_A);
    stuck.sender.wake(CH_A);
    await waitFor(() => stuck.discord.calls.length === 1, 2000, 'in flight');
    const started = Date.now();
    await stuck.sender.stop(100);
    expect(Date.now() - started).toBeLessThan(1000);
    expect(stuck.rows().map((r) => r.state)).toEqual(['pending']);
  });
});

describe('a silence summary of incidents only', () => {
  it('is posted with a marker, and after a long crash is found by it in the channel instead of posted twice', async () => {
    const w = open();
    const discord = scriptedDiscord();
    const endedAt = Date.UTC(2026, 10, 26, 12);
    const silence = {
      id: 7,
      guildId: GUILD,
      channelId: CH_A,
      serverId: SERVER_A,
      until: endedAt,
      incidentId: null,
      createdBy: '1',
      createdAt: endedAt - 3_600_000,
      endedAt: null,
      endedBy: null,
    };
    const incident = {
      kind: 'incident',
      serverId: SERVER_A,
      serverName: 'Survival',
      downSince: endedAt - 1_800_000,
      closedAt: endedAt - 900_000,
      durationMs: 900_000,
    };
    let held = true;
    const heldIncidents = {
      channels: async () => (held ? [CH_A] : []),
      ended: async () =>
        held ? [{ silence, alerts: [{ id: 1, incidentId: 1 }], incidents: [incident] }] : [],
      release: async () => {
        held = false;
      },
    };
    const looked: string[] = [];
    const findPosted: FindPosted = async (channelId, _since, matches) => {
      looked.push(channelId);
      return discord.in(channelId).find((m) => matches(m.body as unknown as APIMessage))?.id;
    };
    const senderAt = (at: number) =>
      createSender({
        outbox: w.outbox,
        post: discord.post,
        names,
        log: w.log,
        heldIncidents,
        findPosted,
        now: () => at,
      });

    // Soon after the silence ended: posted, no look needed (Discord still knows its nonce).
    const first = senderAt(endedAt + 5_000);
    first.wake(CH_A);
    await first.idle();
    expect(discord.in(CH_A)).toHaveLength(1);
    expect(looked).toEqual([]);
    const [summary] = discord.in(CH_A);
    expect((summary!.body.embeds as APIEmbed[]).at(-1)?.footer?.text).toMatch(/ref [0-9a-z]{12}$/);

    // The instance died before releasing it, and comes back after Discord forgot the nonce: the
    // summary is found by its marker, released, and not posted again.
    held = true;
    const again = senderAt(endedAt + 10 * 60_000);
    again.wake(CH_A);
    await again.idle();
    expect(looked).toEqual([CH_A]);
    expect(held).toBe(false);
    expect(discord.calls.filter((c) => c.channelId === CH_A)).toHaveLength(1);
  });
});
