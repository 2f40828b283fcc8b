import { describe, expect, it } from 'vitest';
import { createLinks } from '../../src/db/links.js';
import { useDoctor } from './run-doctor.js';

const doctor = useDoctor();
const ROLE = '333333333333333333';

describe('npm run doctor -- --send-test', () => {
  it('posts one marked test alert per link next to the running bot, says where it could not, and stores nothing', async () => {
    const { code, lines, fake, app, ids } = await doctor({
      running: true,
      args: ['--send-test'],
      lockedLink: true,
      prepare: async (db, given) => {
        await createLinks(db).link({
          guildId: given.alpha,
          channelId: given.alerts,
          serverId: given.serverId,
          createdBy: 'x',
          // A filter the sample would fail, and a role for critical alerts only: both are shown, the
          // filter is bypassed and the role is mentioned.
          filters: { categories: ['power'], mentionRoleId: ROLE, mentionSeverities: ['critical'] },
        });
      },
    });
    const server = `server "Survival" (${ids.serverId})`;
    expect(lines).toContainEqual(`ok      test alert: ${server} → #alerts: test alert posted`);
    expect(lines).toContainEqual(
      `error   test alert: ${server} → #locked: the bot may not post or embed there (Missing Permissions); grant the bot View Channel, Send Messages and Embed Links there`,
    );
    expect(code).toBe(1);
    expect(lines).toContainEqual(expect.stringMatching(/^ok +events: feed polled \d+ sec ago: ok/));

    const [message, ...more] = fake.messagesIn(ids.alerts);
    expect(more).toEqual([]);
    expect(message?.embeds).toHaveLength(1);
    const embed = message!.embeds[0]!;
    expect(embed.title).toBe('🧪 TEST · Test alert: alerts of this server reach this channel');
    expect(embed.footer?.text).toBe('hostcord test alert');
    expect(embed.description).toContain(
      'Nothing happened on the server: this is a test, sent with npm run doctor -- --send-test.',
    );
    expect(embed.description).toContain(
      "Real alerts here follow this link's filters (categories power); this test ignores them.",
    );
    expect(embed.description).toContain(`Real alerts mention <@&${ROLE}> on severities critical.`);
    expect(embed.fields).toContainEqual({ name: 'Server', value: 'Survival', inline: true });
    expect(message!.content).toBe(`<@&${ROLE}>`);
    expect(message!.allowedMentions).toEqual({ parse: [], roles: [ROLE] });
    expect(typeof message!.nonce).toBe('string');
    expect(fake.rejected.filter((r) => !r.path.includes(ids.locked))).toEqual([]);

    // Not an event: nothing in the inbox or the outbox, no event counted, no link marked broken.
    const sqlite = app!.store.sqlite!.sqlite;
    expect(
      sqlite.prepare("SELECT count(*) AS n FROM inbox WHERE event_id LIKE 'hostcord-test%'").get(),
    ).toEqual({ n: 0 });
    expect(sqlite.prepare('SELECT count(*) AS n FROM outbox').get()).toEqual({ n: 0 });
    expect((await app!.links.forGuild(ids.alpha)).map((l) => l.state)).toEqual(['active', 'active']);
    const metrics = await app!.metrics.registry.metrics();
    // Every series carries the instance's labels (`instance`, `shards`).
    expect(metrics).toMatch(/^hostcord_feed_events_total\{instance="[^"]+",shards="0\/1"\} 0$/m);
    expect(metrics).not.toMatch(/^hostcord_discord_messages_total\{result="sent",[^}]*\} [1-9]/m);
  }, 30_000);
});
