import { describe, expect, it } from 'vitest';
import { hashCode } from '../../src/db/codes.js';
import { CLAIM_REFUSAL } from '../../src/discord/claim-flows.js';
import { NONE_LINKED, NOT_LINKED_HERE } from '../../src/discord/messages.js';
import { useWorld } from '../support/bot-world.js';
import { inEnglish } from '../support/english.js';
import { snowflake } from '../support/fake-discord.js';
import { button, expectNoRejections, posts, settled } from '../support/interactions.js';
import { ownershipWorld } from '../support/ownership-world.js';
import { rowsOf } from '../support/rows.js';

const REFUSAL = inEnglish(CLAIM_REFUSAL);

const startWorld = useWorld();

describe('who can control a server, end to end with the real discord.js', () => {
  it('a trusted guild links an unclaimed server directly: no code, and it owns it from then on', async () => {
    const w = await ownershipWorld(startWorld);
    expect(await w.choices(w.alpha, 'link')).toEqual([w.survival, w.creative, w.spare]);
    const linked = await w.linkDirectly(w.alpha, w.survival);
    expect(linked.text).toContain('Linked **Survival** → <#');
    expect(linked.text).toContain('It now belongs to this Discord server');
    expect(linked.message.components).toEqual([]);
    expect(await w.codeRows()).toEqual([]);
    expect(await w.app.claims.ownerOf(w.survival)).toMatchObject({
      guildId: w.alpha.id,
      claimedBy: w.fake.defaultUser.id,
      how: 'trusted',
    });
    expect(await w.audit('claim')).toEqual([
      expect.objectContaining({ guild_id: w.alpha.id, server_id: w.survival, result: 'accepted' }),
    ]);
    const [notice] = await w.fake.waitFor(
      () => w.noticesIn(w.alpha.alerts).length === 1 && w.noticesIn(w.alpha.alerts),
    );
    expect(notice).toMatch(/^🔒 \*\*Survival\*\* now belongs to this Discord server \(linked here by /);
    for (const message of w.fake.messagesIn(w.alpha.alerts))
      expect(message.allowedMentions).toEqual({ parse: [] });
    // It is no longer offered as claimable elsewhere, and still offered here.
    expect(await w.choices(w.alpha, 'link')).toEqual([w.survival, w.creative, w.spare]);
    expectNoRejections(w.fake);
  });

  it('a fresh untrusted guild sees no server, cannot link, restart or get alerts of a server another guild linked', async () => {
    const w = await ownershipWorld(startWorld);
    await w.linkDirectly(w.alpha, w.survival);

    for (const command of ['link', 'status', 'restart', 'console', 'unlink']) {
      expect(await w.choices(w.eve, command)).toEqual([]);
    }
    const servers = await w.run(w.eve, 'servers');
    for (const name of ['Survival', 'Creative', 'Spare', w.survival, w.spare])
      expect(servers.text).not.toContain(name);

    // Another guild's server, an unknown id and garbage: the same answer, and no provider call.
    const before = w.sim.requests.length;
    const values = [w.survival, '00000000-0000-4000-8000-000000000000', 'not-an-id', '../me', 'Survival'];
    const linkAnswers = await Promise.all(values.map((server) => w.run(w.eve, 'link', { server })));
    expect(new Set(linkAnswers.map((a) => a.text))).toEqual(new Set([REFUSAL.notLinkable]));
    for (const name of ['status', 'restart']) {
      for (const server of values) {
        expect((await w.run(w.eve, name, { server })).text).toBe(NOT_LINKED_HERE);
      }
    }
    expect((await w.run(w.eve, 'console', { command: 'op eve', server: w.survival })).text).toBe(
      NOT_LINKED_HERE,
    );
    expect(w.providerCalls(before)).toEqual([]);
    expect(await w.app.links.forGuild(w.eve.id)).toEqual([]);
    expect((await w.app.claims.ownerOf(w.survival))?.guildId).toBe(w.alpha.id);

    await w.crash(w.survival, 'Survival crashed');
    await w.fake.waitFor(() => w.alertsIn(w.alpha.alerts, 'Survival crashed').length === 1);
    expect(w.fake.messagesIn(w.eve.alerts)).toEqual([]);
    expect(w.fake.messagesIn(w.eve.general)).toEqual([]);
    expectNoRejections(w.fake);
  });

  it('a link row left in a guild without the right does nothing: commands, buttons and alerts ignore it', async () => {
    const w = await ownershipWorld(startWorld);
    await w.linkDirectly(w.alpha, w.survival);
    await rowsOf(
      w.app,
      "INSERT INTO links (guild_id, channel_id, server_id, created_by) VALUES (?, ?, ?, 'bug')",
      [w.eve.id, w.eve.alerts, w.survival],
    );
    const before = w.sim.requests.length;
    expect((await w.run(w.eve, 'status')).text).toBe(NONE_LINKED);
    expect((await w.run(w.eve, 'status', { server: w.survival })).text).toBe(NOT_LINKED_HERE);
    expect((await w.run(w.eve, 'restart', { server: w.survival })).text).toBe(NOT_LINKED_HERE);
    const signed = w.app.componentIds.make(w.eve.id, 'status', 'refresh', w.survival);
    const refresh = await settled(w.fake, w.press(w.eve, signed), /not linked here/);
    expect(refresh.content).toBe(NOT_LINKED_HERE);
    expect(await w.choices(w.eve, 'status')).toEqual([]);
    expect(w.serverCalls(before)).toEqual([]);

    await w.crash(w.survival, 'Crash seen by the owner only');
    await w.fake.waitFor(() => w.alertsIn(w.alpha.alerts, 'Crash seen by the owner only').length === 1);
    expect(w.fake.messagesIn(w.eve.alerts)).toEqual([]);
  });

  it('proof by name: an untrusted guild claims an unclaimed server with a code in its name and one GET', async () => {
    const w = await ownershipWorld(startWorld);
    const { code, verify, message } = await w.proofCode(w.eve, w.spare);
    expect(message.content).toContain(w.spare);
    expect(message.content).not.toContain('Spare'); // no right to its name yet
    expect(message.flags & 64).toBe(64);
    expect(w.app.componentIds.read(w.eve.id, verify)).toEqual({
      kind: 'ok',
      command: 'link',
      args: ['verify', w.spare, w.eve.alerts],
    });
    expect(await w.codeRows()).toEqual([
      expect.objectContaining({
        hash: hashCode(code),
        kind: 'proof',
        guild_id: w.eve.id,
        user_id: w.fake.defaultUser.id,
      }),
    ]);
    expect(JSON.stringify(await w.codeRows())).not.toContain(code);
    expect(await w.app.claims.ownerOf(w.spare)).toBeUndefined();

    // Verify before the rename: one read, no claim, and the code still works.
    let before = w.sim.requests.length;
    const early = await w.press(w.eve, verify, { message }).reply();
    expect(early.content).toBe(REFUSAL.codeNotInName);
    expect(w.providerCalls(before).map((r) => `${r.method} ${r.path}`)).toEqual([`GET /servers/${w.spare}`]);
    expect(await w.app.claims.ownerOf(w.spare)).toBeUndefined();

    w.sim.renameServer(w.spare, `Spare [${code.toLowerCase()}]`);
    before = w.sim.requests.length;
    const done = await w.press(w.eve, verify, { message }).reply();
    // The name is shown literally: its brackets escaped, so they can never open a masked link.
    expect(done.content).toMatch(/^Linked \*\*Spare \\\[hc-\w+\\\]\*\* → <#\d+>/);
    expect(done.content).toContain('Verified: it now belongs to this Discord server');
    // One read for the proof; the reply reads the installation to warn of what is missing.
    expect(w.providerCalls(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /servers/${w.spare}`,
      'GET /installations',
    ]);
    expect(await w.app.claims.ownerOf(w.spare)).toMatchObject({ guildId: w.eve.id, how: 'proof' });
    expect(await w.app.links.serverIds(w.eve.id)).toEqual([w.spare]);
    expect((await w.audit('claim:verify')).map((r) => r.result)).toEqual(['error', 'accepted']);
    expect(await w.audit('claim')).toHaveLength(1);
    await w.fake.waitFor(() =>
      w.noticesIn(w.eve.alerts).some((n) => n.includes('control proven at the provider')),
    );

    // The code was used: the same button does nothing more.
    expect((await w.press(w.eve, verify, { message }).reply()).content).toMatch(/^Already done/);
    // Now Eve controls it, and only it.
    w.sim.renameServer(w.spare, 'Spare');
    const restart = await w.run(w.eve, 'restart', { server: w.spare });
    const confirmed = w.press(w.eve, button(restart.message, /^Restart$/).custom_id, {
      message: restart.message,
    });
    await settled(w.fake, confirmed, /queued/);
    expect(posts(w.sim, `/servers/${w.spare}/power`)).toHaveLength(1);
    expect(await w.choices(w.eve, 'status')).toEqual([w.spare]);
    expectNoRejections(w.fake);
  });

  it('a share code lets a second guild link and control exactly that server; /links shows it; /unshare ends it at once', async () => {
    const w = await ownershipWorld(startWorld);
    await w.linkDirectly(w.alpha, w.survival);
    await w.linkDirectly(w.alpha, w.creative);

    const code = await w.shareCode(w.alpha, w.survival);
    expect(code).toMatch(/^HCS-/);
    expect(JSON.stringify(await w.codeRows())).not.toContain(code);
    expect(await w.audit('share:code')).toHaveLength(1);

    const before = w.sim.requests.length;
    const linked = await w.run(w.beta, 'link', { server: w.survival, code, channel: w.beta.alerts });
    expect(linked.text).toContain('Linked **Survival** → <#');
    expect(linked.text).toContain('Its owners shared it with this Discord server');
    expect(w.serverCalls(before)).toEqual([]);
    expect((await w.app.claims.ownerOf(w.survival))?.guildId).toBe(w.alpha.id);
    expect((await w.app.claims.sharesOf(w.survival)).map((s) => [s.guildId, s.ownerGuildId])).toEqual([
      [w.beta.id, w.alpha.id],
    ]);
    await w.fake.waitFor(() =>
      w.noticesIn(w.alpha.alerts).some((n) => n.includes('is now shared with **Beta**')),
    );

    // Beta controls Survival, and nothing else of Alpha's.
    expect(await w.choices(w.beta, 'restart')).toEqual([w.survival]);
    const restart = await w.run(w.beta, 'restart', { server: w.survival });
    await settled(
      w.fake,
      w.press(w.beta, button(restart.message, /^Restart$/).custom_id, { message: restart.message }),
      /queued/,
    );
    expect(posts(w.sim, `/servers/${w.survival}/power`)).toHaveLength(1);
    expect((await w.run(w.beta, 'status', { server: w.creative })).text).toBe(NOT_LINKED_HERE);
    expect((await w.run(w.beta, 'link', { server: w.creative, code })).text).toMatch(/already used/);
    expect((await w.run(w.beta, 'share', { server: w.survival })).text).toMatch(
      /^Only the Discord server that owns/,
    );
    await w.crash(w.survival, 'Shared crash');
    await w.fake.waitFor(() => w.alertsIn(w.beta.alerts, 'Shared crash').length === 1);
    await w.fake.waitFor(() => w.alertsIn(w.alpha.alerts, 'Shared crash').length === 1);

    const links = await w.run(w.alpha, 'links');
    expect(links.text).toContain('**Survival** is shared with **Beta**');
    expect(links.text).not.toContain('**Creative** is shared');
    expect(await w.choices(w.alpha, 'unshare', 'guild', { server: w.survival })).toEqual([w.beta.id]);

    const ended = await w.run(w.alpha, 'unshare', { server: w.survival, guild: w.beta.id });
    expect(ended.text).toMatch(/^\*\*Survival\*\* is no longer shared with \*\*Beta\*\*/);
    expect(await w.audit('unshare')).toHaveLength(1);
    // The owner's own background refreshes (the crash above asked for one) are done before counting.
    await w.app.watch.idle();
    const afterUnshare = w.sim.requests.length;
    expect((await w.run(w.beta, 'status', { server: w.survival })).text).toBe(NOT_LINKED_HERE);
    // Another member: the one who restarted a moment ago is still in the power cooldown.
    const other = { userId: snowflake() };
    expect((await w.run(w.beta, 'restart', { server: w.survival }, other)).text).toBe(NOT_LINKED_HERE);
    expect((await w.run(w.beta, 'console', { command: 'op beta', server: w.survival })).text).toBe(
      NOT_LINKED_HERE,
    );
    expect(w.serverCalls(afterUnshare)).toEqual([]);
    const betaLinks = await w.run(w.beta, 'links');
    expect(betaLinks.text).toContain(
      'no longer usable here: the Discord server that owns it ended the share',
    );
    expect(betaLinks.text).not.toContain('Survival');
    await w.crash(w.survival, 'After the share');
    await w.fake.waitFor(() => w.alertsIn(w.alpha.alerts, 'After the share').length === 1);
    expect(w.alertsIn(w.beta.alerts, 'After the share')).toEqual([]);
    expect((await w.run(w.alpha, 'unshare', { server: w.survival, guild: w.beta.id })).text).toMatch(
      /is not shared with/,
    );
    // Beta can clean up the dead link; Alpha's claim is untouched.
    expect((await w.run(w.beta, 'unlink', { server: w.survival })).text).toContain(
      `Unlinked **${w.survival}**`,
    );
    expect((await w.app.claims.ownerOf(w.survival))?.guildId).toBe(w.alpha.id);
    expectNoRejections(w.fake);
  });

  it('the owner unlinking its last link releases the server and ends its shares', async () => {
    const w = await ownershipWorld(startWorld);
    await w.linkDirectly(w.alpha, w.survival);
    await w.linkDirectly(w.alpha, w.creative);
    const code = await w.shareCode(w.alpha, w.survival);
    await w.run(w.beta, 'link', { server: w.survival, code, channel: w.beta.alerts });

    const unlinked = await w.run(w.alpha, 'unlink', { server: w.survival });
    expect(unlinked.text).toContain(
      'It no longer belongs to this Discord server, and its shares with 1 other Discord server ended',
    );
    expect(await w.app.claims.ownerOf(w.survival)).toBeUndefined();
    expect(await w.app.links.serverIds(w.beta.id)).toEqual([]);
    expect(await w.audit('release')).toEqual([
      expect.objectContaining({
        guild_id: w.alpha.id,
        server_id: w.survival,
        detail: JSON.stringify({ sharesEnded: [w.beta.id] }),
      }),
    ]);
    await w.fake.waitFor(() =>
      w.noticesIn(w.alpha.alerts).some((n) => n.includes('no longer belongs to this Discord server')),
    );
  });

  it('ALLOWED_GUILD_IDS makes a guild trusted without asking Discord who is in it', async () => {
    const w = await ownershipWorld(startWorld, {});
    await w.world.restart({ ALLOWED_GUILD_IDS: w.beta.id });
    const linked = await w.linkDirectly(w.beta, w.spare);
    expect(linked.text).toContain('Linked **Spare**');
    expect(await w.app.claims.ownerOf(w.spare)).toMatchObject({ guildId: w.beta.id, how: 'trusted' });
    expect(
      w.fake.requests.filter((r) => r.path.includes('/members/') && !r.path.endsWith(w.fake.botUser.id)),
    ).toEqual([]);
  });
});
