import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { limitAnswer } from '../../src/discord/limit-answers.js';
import { LIMITS, type LimitName, LimitReached } from '../../src/limits.js';
import { MEMBER, useWorld } from '../support/bot-world.js';
import { controlWorld } from '../support/control-world.js';
import { snowflake } from '../support/fake-discord.js';
import { answer, button } from '../support/interactions.js';
import { ownershipWorld } from '../support/ownership-world.js';

// Finding 4 of issue #29: nothing per community was capped. Each limit of src/limits.ts answers the
// member with its own text, naming it (README, "Limits per community"). What is already held is
// seeded straight into the database; the request that passes the limit goes through Discord.

const startWorld = useWorld();

const told = (limit: LimitName) => limitAnswer(new LimitReached(limit));
/** A cooldown's answer: its wait depends on how fast the machine was. */
const cooldownAnswer = (limit: 'codeCooldownMs' | 'historyCooldownMs') =>
  new RegExp(
    `^${limitAnswer(new LimitReached(limit, 1000))
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('Wait 1 second', 'Wait \\d+ seconds?')}$`,
  );

describe('limits per community, as members meet them', () => {
  it('boards, schedules, restart questions and charts', async () => {
    const w = await controlWorld(startWorld);
    const repositories = w.world.app.store.repositories;

    for (let i = 0; i < LIMITS.boardsPerGuild; i++) {
      await repositories.boards.create({ guildId: w.guild.id, channelId: snowflake(), createdBy: 'seed' });
    }
    expect((await answer(w.command({ name: 'board', subcommand: 'create' }))).text).toBe(
      told('boardsPerGuild'),
    );

    const at = Date.now() + 86_400_000;
    const first = { runAt: at, nextOffset: 900, nextStepAt: at - 900_000 };
    const seed = (serverId: string) =>
      repositories.restartSchedules.add(
        { guildId: w.guild.id, serverId, time: '04:00', timeZone: 'UTC', days: [], createdBy: 'seed' },
        first,
      );
    for (let i = 0; i < LIMITS.schedulesPerServer; i++) await seed(w.serverId);
    const schedule = () =>
      answer(
        w.command({
          name: 'schedule',
          subcommand: 'restart',
          options: { server: w.serverId, time: '05:00' },
        }),
      );
    expect((await schedule()).text).toBe(told('schedulesPerServer'));
    for (let i = LIMITS.schedulesPerServer; i < LIMITS.schedulesPerGuild; i++) await seed(`other-${i}`);
    expect((await schedule()).text).toBe(told('schedulesPerGuild'));

    for (let i = 0; i < LIMITS.draftsPerMember; i++) {
      expect((await answer(w.command({ name: 'restart', options: { in: '10m' } }))).text).toMatch(
        /^Restart /,
      );
    }
    expect((await answer(w.command({ name: 'restart', options: { in: '10m' } }))).text).toBe(
      told('draftsPerMember'),
    );

    // Sent together, so well within the cooldown: the second is refused before anything is drawn.
    const chart = () => w.command({ name: 'history', member: { permissions: MEMBER }, user: { id: 'u1' } });
    const [one, two] = [chart(), chart()];
    expect((await answer(one)).text).toMatch(/Survival/);
    const refused = await answer(two);
    expect(refused.text).toMatch(cooldownAnswer('historyCooldownMs'));
    expect(refused.message.flags & 64).toBe(64);
    // None of the refused requests left anything behind.
    expect(await repositories.boards.forGuild(w.guild.id)).toHaveLength(LIMITS.boardsPerGuild);
    expect(await repositories.restartSchedules.forGuild(w.guild.id)).toHaveLength(LIMITS.schedulesPerGuild);
    expect(w.sim.requests.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('ownership and share codes: open per member and per Discord server, one code per member at a time', async () => {
    const w = await ownershipWorld(startWorld);
    const sqlite = w.app.store.sqlite!.sqlite;
    const seedCodes = (kind: 'proof' | 'share', guildId: string, createdBy: string, count: number) => {
      const insert = sqlite.prepare(
        'INSERT INTO one_time_codes (hash, kind, server_id, guild_id, user_id, created_by, created_at, expires_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      for (let i = 0; i < count; i++) {
        const userId = kind === 'proof' ? createdBy : null;
        insert.run(
          randomUUID(),
          kind,
          `seeded-${i}`,
          guildId,
          userId,
          createdBy,
          Date.now() - 60_000,
          Date.now() + 600_000,
        );
      }
    };
    const link = (guild: typeof w.beta, userId: string, serverId = w.survival) =>
      w.run(guild, 'link', { server: serverId }, { userId });

    // One code per member every 10 s: a second one at once is refused.
    const eve = snowflake();
    expect((await link(w.eve, eve)).text).toMatch(/HC-[A-Z0-9]{8}/);
    expect((await link(w.eve, eve, w.creative)).text).toMatch(cooldownAnswer('codeCooldownMs'));

    const [m1, m2] = [snowflake(), snowflake()];
    seedCodes('proof', w.beta.id, m1, LIMITS.proofCodesPerMember);
    expect((await link(w.beta, m1)).text).toBe(told('proofCodesPerMember'));
    seedCodes('proof', w.beta.id, snowflake(), LIMITS.proofCodesPerGuild - LIMITS.proofCodesPerMember);
    expect((await link(w.beta, m2)).text).toBe(told('proofCodesPerGuild'));

    await w.linkDirectly(w.alpha, w.survival);
    const share = async (userId: string) => {
      const question = await w.run(w.alpha, 'share', { server: w.survival }, { userId });
      const press = w.press(w.alpha, button(question.message, /Create share code/).custom_id, {
        message: question.message,
        userId,
      });
      return press.reply();
    };
    const [s1, s2] = [snowflake(), snowflake()];
    seedCodes('share', w.alpha.id, s1, LIMITS.shareCodesPerMember);
    expect((await share(s1)).content).toBe(told('shareCodesPerMember'));
    seedCodes('share', w.alpha.id, snowflake(), LIMITS.shareCodesPerGuild - LIMITS.shareCodesPerMember);
    expect((await share(s2)).content).toBe(told('shareCodesPerGuild'));

    const open = sqlite
      .prepare('SELECT kind, guild_id AS guild, count(*) AS n FROM one_time_codes GROUP BY 1, 2')
      .all();
    expect(open).toEqual(
      expect.arrayContaining([
        { kind: 'proof', guild: w.beta.id, n: LIMITS.proofCodesPerGuild },
        { kind: 'proof', guild: w.eve.id, n: 1 },
        { kind: 'share', guild: w.alpha.id, n: LIMITS.shareCodesPerGuild },
      ]),
    );
  });
});
