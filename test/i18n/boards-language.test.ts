import { MessageFlags } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { t } from '../../src/i18n/catalogue.js';
import { formatSeconds } from '../../src/i18n/format.js';
import { LIMITS } from '../../src/limits.js';
import { ADMIN } from '../support/bot-world.js';
import type { FakeDiscord, FakeMessage } from '../support/fake-discord.js';
import { expectNoRejections } from '../support/interactions.js';
import { useLanguageWorld } from '../support/language-world.js';
import { displayTexts, manageSelect } from '../watch/support/board-world.js';

const languageWorld = useLanguageWorld();

/** The board of a channel (its one message here). */
const boardIn = (fake: FakeDiscord, channelId: string): FakeMessage | undefined =>
  fake.messagesIn(channelId).find((m) => !m.deleted && (m.flags & MessageFlags.IsComponentsV2) !== 0);

/** Edits of the messages of a channel, as sent to Discord. */
const editsIn = (fake: FakeDiscord, channelId: string) =>
  fake.requests.filter((r) => r.method === 'PATCH' && r.path.startsWith(`/channels/${channelId}/messages/`))
    .length;

describe('boards, incident messages and the language change, end to end', () => {
  it('a French guild’s board is French; /language de edits Alpha’s board into German once and Beta’s not at all; a second change waits; incidents speak German', async () => {
    const { world, alpha, beta, alphaServer, ask } = await languageWorld();
    const { fake } = world;
    const admin = { member: { permissions: ADMIN } };
    for (const guild of [alpha, beta]) {
      await ask({
        name: 'board',
        subcommand: 'create',
        guildId: guild.id,
        channelId: guild.general,
        ...admin,
      });
    }
    const alphaBoard = () => boardIn(fake, alpha.general)!;
    const betaBoard = () => boardIn(fake, beta.general)!;

    // Beta never chose: its Discord language (fr) speaks for its board, title, entry and menu alike.
    expect(displayTexts(betaBoard())[0]).toMatch(new RegExp(`^## ${t('fr', 'boards.title')}\\n`));
    expect(manageSelect(betaBoard()).placeholder).toBe(t('fr', 'boards.manage'));
    expect(displayTexts(alphaBoard())[0]).toMatch(/^## Game servers\n/);

    await world.app.watch.idle();
    const [alphaEdits, betaEdits] = [editsIn(fake, alpha.general), editsIn(fake, beta.general)];
    const chosen = await ask({ name: 'language', options: { locale: 'de' }, ...admin });
    expect(chosen.text).toBe(t('en-US', 'language.set', { language: 'Deutsch' }));
    await fake.waitFor(() => editsIn(fake, alpha.general) > alphaEdits, 10_000, 'Alpha’s board edited');
    await world.app.watch.idle();
    expect(editsIn(fake, alpha.general)).toBe(alphaEdits + 1);
    expect(editsIn(fake, beta.general)).toBe(betaEdits);
    // All of it German: nothing of the English board is left in the message.
    const german = JSON.stringify(alphaBoard().components);
    expect(displayTexts(alphaBoard())[0]).toMatch(new RegExp(`^## ${t('de', 'boards.title')}\\n`));
    expect(manageSelect(alphaBoard()).placeholder).toBe(t('de', 'boards.manage'));
    expect(german).not.toMatch(/Game servers|Manage…| up since | down since |last known/);
    expect(displayTexts(betaBoard())[0]).toMatch(new RegExp(`^## ${t('fr', 'boards.title')}\\n`));

    // Changed moments ago: another change is refused (the boards stay as they are); asking is not.
    const again = await ask({ name: 'language', options: { locale: 'fr' }, ...admin });
    const every = formatSeconds('en-US', LIMITS.languageCooldownMs / 1000);
    const [before] = t('en-US', 'boards.languageCooldown', { every, wait: '\0' }).split('\0');
    expect(again.text.startsWith(before!)).toBe(true);
    expect((await ask({ name: 'language' })).text).toBe(
      t('en-US', 'language.current', { language: 'Deutsch' }),
    );
    expect(await world.app.store.repositories.guildLanguages.get(alpha.id)).toBe('de');
    // The cooldown is Alpha's: Beta's admins may still choose.
    const inBeta = await ask({
      name: 'language',
      options: { locale: 'fr' },
      guildId: beta.id,
      channelId: beta.general,
      ...admin,
    });
    expect(inBeta.text).toBe(t('en-US', 'language.set', { language: 'Français' }));
    await world.app.watch.idle();
    expect(editsIn(fake, alpha.general)).toBe(alphaEdits + 1);

    // Alpha's server goes down: its incident message is written in German, every part of it.
    const downSince = Date.now() - 120_000;
    await world.app.store.repositories.incidents.open({
      serverId: alphaServer,
      downSince,
      openedAt: Date.now(),
      serverName: 'Survival',
      lastActivityTitle: 'Out of memory',
      targets: [{ channelId: alpha.alerts, mentionRoleId: null }],
    });
    await world.app.watch.powerSent(alphaServer);
    const alert = await fake.waitFor(
      () => fake.messagesIn(alpha.alerts).find((m) => m.embeds.length > 0),
      10_000,
      'the incident message',
    );
    const embed = alert.embeds[0]!;
    expect(embed.title).toBe(t('de', 'boards.downTitle', { server: 'Survival' }));
    expect(embed.description).toBe(
      t('de', 'boards.down', {
        since: `<t:${Math.floor(downSince / 1000)}:f>`,
        ago: `<t:${Math.floor(downSince / 1000)}:R>`,
      }),
    );
    expect(embed.fields?.map((f) => f.name)).toEqual([t('de', 'boards.lastActivity')]);
    expectNoRejections(fake);
  });
});
