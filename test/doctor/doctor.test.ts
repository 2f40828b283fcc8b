import { describe, expect, it } from 'vitest';
import { createClaims } from '../../src/db/claims.js';
import { readIdentity } from '../../src/doctor/identity.js';
import { ADMIN, BOT_TOKEN, guildFixture, useWorld } from '../support/bot-world.js';
import { ALL_SCOPES } from '../support/provider-sim.js';
import { BOT, useDoctor } from './run-doctor.js';

const doctor = useDoctor();

describe('npm run doctor', () => {
  it('reports ok for a working setup, names each linked server, and exits 0', async () => {
    const { code, lines, text, ids } = await doctor({ expiresInDays: 60 });
    const server = `server "Survival" \\(${ids.serverId}\\)`;
    expect(lines).toEqual([
      expect.stringMatching(/^ok +configuration: valid/),
      expect.stringMatching(/^ok +database: .*integrity check passed/),
      expect.stringMatching(
        /^ok +provider token: bot token, scopes .*servers:power.*, expires \d{4}-\d\d-\d\d \(in 59 days\)/,
      ),
      expect.stringMatching(/^ok +discord: logged in as /),
      expect.stringMatching(/^ok +access: the bot is private; /),
      expect.stringMatching(
        new RegExp(
          `^ok +${server}: installed, every scope the commands need is granted, subscribed to server\\.activity$`,
        ),
      ),
      expect.stringMatching(new RegExp(`^ok +${server}: #alerts: the bot can post alerts$`)),
      expect.stringMatching(
        /^warning events: nothing answers at http:\/\/127\.0\.0\.1:\d+\/healthz, so whether events arrive is not known; start hostcord/,
      ),
      expect.stringMatching(
        new RegExp(`^ok +game query: ${server}: not asked yet; hostcord asks it at its next refresh$`),
      ),
    ]);
    expect(code).toBe(0);
    expect(text).not.toContain(BOT);
  }, 30_000);

  it('warns about a public bot without ALLOWED_GUILD_IDS and lists every shared server for review', async () => {
    const { code, lines, ids } = await doctor({
      botPublic: true,
      prepare: async (db, given) => {
        // As the migration leaves it: both guilds linked the server before claims existed.
        await createClaims(db).share({
          serverId: given.serverId,
          ownerGuildId: given.alpha,
          guildId: given.beta,
          createdBy: 'migration',
        });
      },
    });
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^warning +access: the bot is public and ALLOWED_GUILD_IDS is unset: .*turn off "Public Bot" in the Discord Developer Portal .*or set ALLOWED_GUILD_IDS/,
      ),
    );
    expect(lines).toContainEqual(
      `warning shares: server "Survival" (${ids.serverId}) (owned by "Alpha" (${ids.alpha})) is shared with "Beta" (${ids.beta}) because both linked it before claims existed; review it, and end it with /unshare in the owning Discord server if that was not meant`,
    );
    expect(code).toBe(0);
  }, 30_000);

  it('says who is served when ALLOWED_GUILD_IDS is set, public or not', async () => {
    const { lines } = await doctor({ botPublic: true, env: { ALLOWED_GUILD_IDS: '123456789012345678' } });
    expect(lines).toContainEqual(
      expect.stringMatching(/^ok +access: only the 1 Discord server in ALLOWED_GUILD_IDS is served/),
    );
    expect(lines.some((l) => l.includes('Public Bot'))).toBe(false);
  }, 30_000);

  it('names the channel where the bot cannot post, and exits 1', async () => {
    const { code, lines } = await doctor({ lockedLink: true });
    expect(lines).toContainEqual(
      expect.stringMatching(/^error +server "Survival" \(.*\): #locked: the bot lacks Send Messages/),
    );
    expect(code).toBe(1);
  }, 30_000);

  it('warns of a double after a crash where the bot lacks Read Message History, and exits 0', async () => {
    const { code, lines } = await doctor({ noHistory: true });
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^warning +server "Survival" \(.*\): #alerts: the bot lacks Read Message History; alerts arrive, but one posted just as hostcord stopped abruptly may be posted twice/,
      ),
    );
    expect(code).toBe(0);
  }, 30_000);

  it('names a scope the installation lacks', async () => {
    const { lines } = await doctor({ scopes: ALL_SCOPES.filter((s) => s !== 'servers:power') });
    const line = lines.find((l) => l.includes('not granted'));
    expect(line).toMatch(/^warning +server "Survival" \(.*\): not granted servers:power;/);
    expect(line).toMatch(/Ask the server owner/);
  }, 30_000);

  it('warns when the provider token expires within 14 days', async () => {
    const { lines } = await doctor({ expiresInDays: 5 });
    expect(lines.find((l) => l.startsWith('warning') && l.includes('provider token'))).toMatch(
      /expires .*\(in 4 days\); create a new one/,
    );
  }, 30_000);

  it('names HOSTING_TOKEN and the fix when the provider refuses it', async () => {
    const { code, lines, text } = await doctor({ prepare: (_db, _ids, sim) => sim.revokeToken(BOT) });
    expect(code).toBe(1);
    expect(lines).toContainEqual(
      "error   provider token: the provider refuses HOSTING_TOKEN (401: invalid, expired or revoked): create a new bot token (zhb_…) in the provider's developer settings, put it in HOSTING_TOKEN and restart hostcord",
    );
    expect(text).not.toContain(BOT);
  }, 30_000);

  it('while deliveries fail the signature: every run is an error naming WEBHOOK_SECRET, the refused and the last accepted apart', async () => {
    const SECRET = 'zhs_test_doctor_webhook_secret';
    const { code, lines, again } = await doctor({
      running: true,
      env: { WEBHOOK_SECRET: SECRET, EVENT_SOURCE: 'webhook' },
      meanwhile: async ({ sim, base }) => {
        const deliver = async (secret: string) => {
          sim.addActivity(sim.installationsOf(BOT)[0]!.serverId, { title: 'Started' });
          return (await sim.deliver(sim.eventsFor(BOT).at(-1)!, { url: `${base}/webhook`, secret })).status;
        };
        expect(await deliver(SECRET)).toBe(200);
        // The webhook's secret was renewed at the provider; WEBHOOK_SECRET still holds the old one.
        expect(await deliver('zhs_test_renewed_webhook_secret')).toBe(401);
      },
    });
    const refused = expect.stringMatching(
      /^error +events: webhook deliveries are refused: the last \d+ sec ago \(signature: signature does not match\); the last accepted delivery from the provider came \d+ sec ago\. WEBHOOK_SECRET is not the current secret of the provider's webhook/,
    );
    expect(lines).toContainEqual(refused);
    expect(lines).toContainEqual(
      expect.stringMatching(/^ok +webhook: .* accepted a ping signed here with WEBHOOK_SECRET/),
    );
    expect(code).toBe(1);
    // The first run's own ping was accepted: it is no delivery from the provider.
    const second = await again();
    expect(second.lines).toContainEqual(refused);
    expect(second.code).toBe(1);
  }, 60_000);

  it('says so when Discord refuses the token', async () => {
    const wrong = 'wrong-discord-token-for-doctor';
    const { code, lines, text } = await doctor({ discordToken: wrong });
    expect(code).toBe(1);
    expect(lines).toContainEqual(
      expect.stringMatching(/^error +discord: Discord refused DISCORD_TOKEN; reset the token/),
    );
    expect(text).not.toContain(wrong);
  }, 30_000);
});

describe('readIdentity', () => {
  it('finds kind, scopes and expiry at the top level or one level down', () => {
    expect(
      readIdentity({ type: 'bot', scopes: ['a'], token: { expiresAt: '2027-01-01T00:00:00Z' } }),
    ).toEqual({
      kind: 'bot',
      scopes: ['a'],
      expiresAt: new Date('2027-01-01T00:00:00Z'),
    });
    expect(readIdentity({ caller: { kind: 'personal' }, expires_at: 'soon' })).toEqual({
      kind: 'personal',
      scopes: undefined,
      expiresAt: undefined,
    });
  });
});

describe('/doctor', () => {
  const startWorld = useWorld();

  it('shows admins the checks for their own guild only, privately', async () => {
    const alpha = guildFixture('Alpha');
    const beta = guildFixture('Beta');
    const world = await startWorld(
      [alpha, beta],
      { WEBHOOK_SECRET: 'zhs_test_doctor_command_secret', EVENT_SOURCE: 'both' },
      (sim) => {
        const a = sim.addServer({ name: 'A' });
        const b = sim.addServer({ name: 'B' });
        sim.addBot({ token: BOT_TOKEN, installedOn: [a.id, b.id] });
      },
    );
    const [a, b] = world.sim.installationsOf(BOT_TOKEN).map((i) => i.serverId) as [string, string];
    await world.app.links.link({ guildId: alpha.id, channelId: alpha.alerts, serverId: a, createdBy: 'x' });
    await world.app.links.link({ guildId: beta.id, channelId: beta.general, serverId: b, createdBy: 'x' });
    await world.app.claims.share({ serverId: a, ownerGuildId: alpha.id, guildId: beta.id, createdBy: 'x' });

    const ix = world.fake.interact({
      type: 'command',
      guildId: alpha.id,
      name: 'doctor',
      member: { permissions: ADMIN },
    });
    expect((await ix.ack()).type).toBe(5);
    const reply = await ix.reply(15_000);
    expect(reply.flags & 64).toBe(64);
    const text = reply.embeds[0]?.description ?? '';
    expect(text).toContain(
      `**server A (${a})**: installed, every scope the commands need is granted, subscribed to server.activity`,
    );
    expect(text).toContain(`**server A (${a})**: #alerts: the bot can post alerts`);
    expect(text).toMatch(/events\*\*: feed polled \d+ sec ago: ok/);
    expect(text).toMatch(
      /webhook\*\*: http:\/\/127\.0\.0\.1:\d+\/webhook accepted a ping signed here with WEBHOOK_SECRET/,
    );
    expect(text).toContain(
      `shares**: server A (${a}) (owned by Alpha (${alpha.id})) is shared with Beta (${beta.id}) by a share code`,
    );
    expect(text).not.toContain(b);
    expect(text).not.toContain('#general');
    // The operator's database location stays with the operator (`npm run doctor` shows it).
    expect(text).toMatch(/configuration\*\*: valid; events by both, database SQLite/);
    expect(text).not.toContain(world.dbPath);
    // The guild holding the share is not told about it: it is not its to review.
    const fromBeta = await world.fake
      .interact({ type: 'command', guildId: beta.id, name: 'doctor', member: { permissions: ADMIN } })
      .reply(15_000);
    expect(fromBeta.embeds[0]?.description).not.toContain('shares**');
    // Alpha's doctor sent a signed ping: the running bot keeps it apart from the provider's deliveries.
    expect(fromBeta.embeds[0]?.description).toContain(
      'events**: no webhook delivery from the provider since hostcord started',
    );
    expect(world.fake.commands.global.find((c) => c.name === 'doctor')?.default_member_permissions).toBe(
      '32',
    );
    expect(world.fake.rejected).toEqual([]);
  }, 30_000);
});
