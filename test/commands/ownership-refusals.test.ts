import { describe, expect, it } from 'vitest';
import { CLAIM_REFUSAL } from '../../src/discord/claim-flows.js';
import { FORGED_ANSWER } from '../../src/discord/component-id.js';
import { NOT_YOURS } from '../../src/discord/confirm.js';
import { NOT_LINKED_HERE } from '../../src/discord/messages.js';
import { useWorld } from '../support/bot-world.js';
import { inEnglish } from '../support/english.js';
import { snowflake } from '../support/fake-discord.js';
import { button, expectNoRejections } from '../support/interactions.js';
import { type OwnershipWorld, ownershipWorld } from '../support/ownership-world.js';

const REFUSAL = inEnglish(CLAIM_REFUSAL);

const startWorld = useWorld();

/** What ownership looks like: who owns what, who shares what, which links exist. */
function ownershipState(w: OwnershipWorld) {
  const all = (table: string) =>
    w.app.store.sqlite!.sqlite.prepare(`SELECT * FROM ${table} ORDER BY rowid`).all();
  return { claims: all('claims'), shares: all('shares'), links: all('links') };
}

describe('refusals: codes, races and buttons', () => {
  it('refuses wrong, expired, reused, other-server, other-member, own and void codes with a sentence, changing nothing and calling no provider', async () => {
    const w = await ownershipWorld(startWorld);
    await w.linkDirectly(w.alpha, w.survival);
    await w.linkDirectly(w.alpha, w.creative);
    const used = await w.shareCode(w.alpha, w.survival);
    await w.run(w.beta, 'link', { server: w.survival, code: used });
    const expired = await w.shareCode(w.alpha, w.survival, snowflake());
    w.app.store
      .sqlite!.sqlite.prepare('UPDATE one_time_codes SET expires_at = ? WHERE used_at IS NULL')
      .run(Date.now() - 60_000);
    const forSurvival = await w.shareCode(w.alpha, w.survival, snowflake());
    const colleague = snowflake();
    const proof = await w.proofCode(w.eve, w.spare, colleague);

    const state = ownershipState(w);
    const before = w.sim.requests.length;
    const cases: Array<[string, Record<string, string>, string, typeof w.eve, string?]> = [
      ['wrong', { server: w.survival, code: 'HCS-AAAA-BBBB-CCCC-DDDD' }, REFUSAL.wrongCode, w.eve],
      ['garbage', { server: w.survival, code: "'); DROP TABLE claims; --" }, REFUSAL.wrongCode, w.eve],
      ['expired', { server: w.survival, code: expired }, REFUSAL.expiredCode, w.eve],
      ['reused', { server: w.survival, code: used }, REFUSAL.usedCode, w.eve],
      ['another server', { server: w.creative, code: forSurvival }, REFUSAL.otherServerCode, w.eve],
      ['another member', { server: w.spare, code: proof.code }, REFUSAL.notYourCode, w.eve],
      ['another guild', { server: w.spare, code: proof.code }, REFUSAL.notYourCode, w.beta, colleague],
      ['its own share code', { server: w.survival, code: forSurvival }, REFUSAL.ownShareCode, w.alpha],
    ];
    for (const [what, options, sentence, guild, userId] of cases) {
      const reply = await w.run(guild, 'link', options, { userId });
      expect(reply.text, what).toBe(sentence);
      expect(reply.message.flags & 64, what).toBe(64);
    }
    expect(w.providerCalls(before)).toEqual([]);
    expect(ownershipState(w)).toEqual(state);

    // A code whose maker no longer owns the server is void.
    await w.run(w.alpha, 'unlink', { server: w.survival });
    const afterRelease = ownershipState(w);
    expect((await w.run(w.eve, 'link', { server: w.survival, code: forSurvival })).text).toBe(
      REFUSAL.voidCode,
    );
    expect(ownershipState(w)).toEqual(afterRelease);
    expect(w.providerCalls(before)).toEqual([]);
    expectNoRejections(w.fake);
  });

  it('a claim race: two guilds verifying the same server at once end with exactly one owner', async () => {
    const w = await ownershipWorld(startWorld);
    const beta = await w.proofCode(w.beta, w.spare);
    const eve = await w.proofCode(w.eve, w.spare);
    // The server's owner is in both communities and put both codes into its name.
    w.sim.renameServer(w.spare, `Spare ${beta.code} ${eve.code}`);
    const before = w.sim.requests.length;
    const [fromBeta, fromEve] = await Promise.all([
      w.press(w.beta, beta.verify, { message: beta.message }).reply(),
      w.press(w.eve, eve.verify, { message: eve.message }).reply(),
    ]);
    const texts = [fromBeta.content, fromEve.content];
    expect(texts.filter((t) => t.startsWith('Linked **Spare'))).toHaveLength(1);
    expect(texts.filter((t) => t === REFUSAL.claimTaken)).toHaveLength(1);
    const claims = w.app.store.sqlite!.sqlite.prepare('SELECT guild_id FROM claims').all() as Array<{
      guild_id: string;
    }>;
    expect(claims).toHaveLength(1);
    const winner = claims[0]!.guild_id;
    expect(w.app.store.sqlite!.sqlite.prepare('SELECT guild_id FROM links').all()).toEqual([
      { guild_id: winner },
    ]);
    // One read per Verify, and the winner's reply reads the installation to warn of what is missing.
    expect(w.providerCalls(before).map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /servers/${w.spare}`,
      `GET /servers/${w.spare}`,
      'GET /installations',
    ]);
  });

  it('refuses a tampered Verify or share button, one pressed by another member or in another guild: nothing changes, no provider call', async () => {
    const w = await ownershipWorld(startWorld);
    await w.linkDirectly(w.alpha, w.survival);
    const proof = await w.proofCode(w.eve, w.spare);
    w.sim.renameServer(w.spare, `Spare ${proof.code}`);
    const question = await w.run(w.alpha, 'share', { server: w.survival });
    const create = button(question.message, /Create share code/).custom_id;
    const ids = w.app.componentIds;
    const read = ids.read(w.alpha.id, create);
    if (read.kind !== 'ok') throw new Error(`the share button is not signed: ${read.kind}`);
    expect(read).toMatchObject({ command: 'share', args: expect.arrayContaining(['yes', w.survival]) });
    // Ids made with hostcord's key, as if a member had it: the checks behind the MAC still refuse.
    const signed = (guild: typeof w.eve, ...parts: string[]) =>
      ids.make(guild.id, parts[0]!, ...parts.slice(1));

    const state = ownershipState(w);
    const codes = await w.codeRows();
    const before = w.sim.requests.length;
    const presses: Array<[string, typeof w.eve, string, string | undefined, RegExp | string]> = [
      [
        'verify for another server',
        w.eve,
        signed(w.eve, 'link', 'verify', w.creative, w.eve.alerts),
        undefined,
        REFUSAL.verifyNotYours,
      ],
      ['verify by another member', w.eve, proof.verify, snowflake(), REFUSAL.verifyNotYours],
      [
        'verify in another guild',
        w.beta,
        signed(w.beta, 'link', 'verify', w.spare, w.beta.alerts),
        undefined,
        REFUSAL.verifyNotYours,
      ],
      ['verify pressed in another guild', w.beta, proof.verify, undefined, FORGED_ANSWER],
      ['verify cut short', w.eve, signed(w.eve, 'link', 'verify', w.spare), undefined, /no longer works/],
      [
        'share for another server',
        w.alpha,
        signed(w.alpha, 'share', ...read.args.map((a) => (a === w.survival ? w.spare : a))),
        undefined,
        NOT_LINKED_HERE,
      ],
      [
        'share with an altered argument',
        w.alpha,
        create.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
        undefined,
        FORGED_ANSWER,
      ],
      ['share by another member', w.alpha, create, snowflake(), NOT_YOURS],
      ['share pressed in another guild', w.eve, create, undefined, FORGED_ANSWER],
      [
        'share in another guild, signed there',
        w.eve,
        signed(w.eve, 'share', ...read.args),
        undefined,
        NOT_LINKED_HERE,
      ],
      [
        'share with extra parts',
        w.alpha,
        signed(w.alpha, 'share', ...read.args, 'x'),
        undefined,
        /no longer works/,
      ],
    ];
    for (const [what, guild, customId, userId, expected] of presses) {
      const reply = await w.press(guild, customId, { userId }).reply();
      if (typeof expected === 'string') expect(reply.content, what).toBe(expected);
      else expect(reply.content, what).toMatch(expected);
      expect(reply.flags & 64, what).toBe(64);
    }
    expect(w.providerCalls(before)).toEqual([]);
    expect(ownershipState(w)).toEqual(state);
    expect(await w.codeRows()).toEqual(codes);
    expect(await w.audit('share:code')).toEqual([]);
    expectNoRejections(w.fake);
  });

  it('an expired ownership code: Verify refuses without reading the server', async () => {
    const w = await ownershipWorld(startWorld);
    const proof = await w.proofCode(w.eve, w.spare);
    w.sim.renameServer(w.spare, `Spare ${proof.code}`);
    w.app.store.sqlite!.sqlite.prepare('UPDATE one_time_codes SET expires_at = ?').run(Date.now() - 1000);
    const before = w.sim.requests.length;
    const reply = await w.press(w.eve, proof.verify, { message: proof.message }).reply();
    expect(reply.content).toBe(REFUSAL.verifyNotYours);
    expect(w.providerCalls(before)).toEqual([]);
    expect(await w.app.claims.ownerOf(w.spare)).toBeUndefined();
    expect((await w.run(w.eve, 'link', { server: w.spare, code: proof.code })).text).toBe(
      REFUSAL.expiredCode,
    );
  });
});
