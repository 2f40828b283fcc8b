import { describe, expect, it } from 'vitest';
import { NOT_LINKED_HERE } from '../../src/discord/messages.js';
import { useWorld } from '../support/bot-world.js';
import { controlWorld } from '../support/control-world.js';
import { answer, expectNoRejections, posts, settled } from '../support/interactions.js';

const startWorld = useWorld();

const commandsPath = (serverId: string) => `/servers/${serverId}/commands`;

describe('/say and /console, end to end', () => {
  it('/say sends `say <text>` under a key from the interaction and says that no answer comes back', async () => {
    const w = await controlWorld(startWorld);
    const ix = w.command({ name: 'say', options: { message: 'Restart in 5 minutes, @everyone!' } });
    const reply = await answer(ix);
    expect(reply.ack.type).toBe(5);
    expect(reply.message.flags & 64).toBe(64);
    expect(reply.text).toMatch(/Sent to the console of \*\*Survival\*\*/);
    expect(reply.text).toMatch(/gives no answer.*console of the provider's panel/s);
    expect(reply.message.allowedMentions).toEqual({ parse: [] });

    const [request, ...more] = posts(w.sim, commandsPath(w.serverId));
    expect(more).toEqual([]);
    expect(request?.body).toEqual({ command: 'say Restart in 5 minutes, @everyone!' });
    expect(request?.headers['idempotency-key']).toBe(`hostcord:${ix.id}:say`);
    expect(w.sim.effects.commands.map((c) => c.command)).toEqual(['say Restart in 5 minutes, @everyone!']);
    const rows = await w.audit.forServer(w.serverId);
    expect(rows).toMatchObject([
      {
        action: 'console:say',
        userId: w.fake.defaultUser.id,
        result: 'accepted',
        idempotencyKey: `hostcord:${ix.id}:say`,
        requestId: request?.requestId,
      },
    ]);
    expect(JSON.parse(rows[0]!.detail!)).toEqual({ command: 'say Restart in 5 minutes, @everyone!' });
    expectNoRejections(w.fake);
  });

  it('/console sends the command as typed, up to 1024 characters counted as the provider counts them', async () => {
    const w = await controlWorld(startWorld);
    const first = w.command({ name: 'console', options: { command: 'whitelist add Steve' } });
    await settled(w.fake, first, /Sent to the console/);
    // 1,020 emoji are 2,040 UTF-16 units but 1,020 characters: with `say ` exactly at the limit.
    const emoji = '🎉'.repeat(1020);
    await settled(w.fake, w.command({ name: 'say', options: { message: emoji } }), /Sent to the console/);
    await settled(w.fake, w.command({ name: 'console', options: { command: 'x'.repeat(1024) } }), /Sent/);
    expect(posts(w.sim, commandsPath(w.serverId)).map((r) => r.body)).toEqual([
      { command: 'whitelist add Steve' },
      { command: `say ${emoji}` },
      { command: 'x'.repeat(1024) },
    ]);
    expect(posts(w.sim, commandsPath(w.serverId))[0]?.headers['idempotency-key']).toBe(
      `hostcord:${first.id}:command`,
    );
    expect((await w.audit.forServer(w.serverId)).map((r) => r.action)).toEqual([
      'console:command',
      'console:say',
      'console:command',
    ]);
  });

  it.each([
    ['say', 'message', 'a\nstop', /line break or another control character/],
    ['say', 'message', '\r', /line break or another control character/],
    ['say', 'message', '\u0000', /line break or another control character/],
    ['say', 'message', 'x'.repeat(1021), /at most 1024 characters including `say`.*this one has 1025/],
    ['say', 'message', '   ', /empty/],
    ['console', 'command', 'op Steve\u0085deop Alex', /control character/],
    ['console', 'command', 'kick a\u001b[2Jb', /control character/],
    ['console', 'command', 'say a\u2028stop', /control character/],
    ['console', 'command', 'x'.repeat(1025), /at most 1024 characters; this one has 1025/],
  ])('/%s refuses the %s %j before any call', async (name, option, value, refusal) => {
    const w = await controlWorld(startWorld);
    const reply = await answer(w.command({ name, options: { [option]: value } }));
    expect(reply.text).toMatch(refusal);
    expect(reply.text).toMatch(/^Not sent/);
    expect(reply.message.flags & 64).toBe(64);
    expect(posts(w.sim, commandsPath(w.serverId))).toEqual([]);
    expect(await w.audit.forServer(w.serverId)).toEqual([]);
    expectNoRejections(w.fake);
  });

  it('names the missing servers:console scope, and audits the refusal', async () => {
    const w = await controlWorld(startWorld, { scopes: ['servers:read', 'servers:power'] });
    const ix = w.command({ name: 'say', options: { message: 'hello' } });
    const reply = await settled(w.fake, ix, /servers:console/);
    expect(reply.content).toMatch(/Ask the server owner/);
    expect(w.sim.effects.commands).toEqual([]);
    expect(await w.audit.forServer(w.serverId)).toMatchObject([
      {
        action: 'console:say',
        result: 'error',
        errorCode: 'INSUFFICIENT_SCOPE',
        idempotencyKey: `hostcord:${ix.id}:say`,
      },
    ]);
  });

  it('refuses another guild’s server as not linked here, without a call', async () => {
    const w = await controlWorld(startWorld);
    const inputs: { name: string; options: Record<string, string> }[] = [
      { name: 'say', options: { message: 'hi', server: w.otherServerId } },
      { name: 'console', options: { command: 'stop', server: w.otherServerId } },
    ];
    for (const input of inputs) {
      expect((await answer(w.command(input))).text).toBe(NOT_LINKED_HERE);
    }
    expect(w.sim.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('registers /say for Manage Server and /console for Administrator', async () => {
    const w = await controlWorld(startWorld);
    const registered = new Map(w.fake.commands.global.map((c) => [c.name, c]));
    expect(registered.get('say')?.default_member_permissions).toBe('32');
    expect(registered.get('console')?.default_member_permissions).toBe('8');
  });
});
