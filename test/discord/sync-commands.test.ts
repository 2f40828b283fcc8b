import { REST } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import { createKv } from '../../src/db/kv.js';
import { syncCommands } from '../../src/discord/sync-commands.js';
import { TRANSLATIONS } from '../../src/i18n/catalogue.js';
import { localizeCommand } from '../../src/i18n/commands.js';
import { createLogger } from '../../src/logger.js';
import { guildFixture } from '../support/bot-world.js';
import { useDatabases } from '../support/databases.js';
import { validateCommand } from '../support/fake-discord/commands.js';
import { startFakeDiscord } from '../support/fake-discord.js';

const databases = useDatabases();
const names = TRANSLATIONS.de.commands.names as Record<string, string>;
const restartName = names.restart!;
afterEach(() => {
  names.restart = restartName;
});

describe('command registration and languages', () => {
  it('registers again when only a translation changed, and not when nothing did', async () => {
    const guild = guildFixture('Alpha');
    const fake = await startFakeDiscord({ guilds: [guild.config] });
    databases.onClose(() => fake.close());
    const rest = new REST({ api: fake.apiUrl }).setToken(fake.botToken);
    const kv = createKv(databases.sqlite().db);
    const sync = () =>
      syncCommands({
        rest,
        applicationId: fake.applicationId,
        commands,
        kv,
        log: createLogger({ level: 'silent' }),
      });

    expect(await sync()).toEqual({ registered: true });
    expect(await sync()).toEqual({ registered: false });
    names.restart = 'neu-starten';
    expect(await sync()).toEqual({ registered: true });
    const restart = fake.commands.global.find((c) => c.name === 'restart');
    expect(restart?.name_localizations?.de).toBe('neu-starten');
  });

  it('the fake Discord refuses what Discord would: a bad localized name, an unknown locale', () => {
    const status = localizeCommand(commands.find((c) => c.data.name === 'status')!.data.toJSON());
    expect(validateCommand(status as never)).toEqual([]);
    const broken = (patch: object) =>
      validateCommand({ ...status, ...patch } as never).map((e) => e.path.join('.'));
    expect(broken({ name_localizations: { de: 'Status' } })).toEqual(['name_localizations.de']);
    expect(broken({ name_localizations: { de: 'zwei wörter' } })).toEqual(['name_localizations.de']);
    expect(broken({ description_localizations: { fr: 'x'.repeat(101) } })).toEqual([
      'description_localizations.fr',
    ]);
    expect(broken({ name_localizations: { xx: 'status' } })).toEqual(['name_localizations.xx']);
  });
});
