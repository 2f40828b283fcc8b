import { join } from 'node:path';
import type { Client, Interaction } from 'discord.js';
import { afterEach, describe, expect, it } from 'vitest';
import { createAudit } from '../../src/db/audit.js';
import { openDatabase } from '../../src/db/open.js';
import { guildName, type OwnershipRecorder, recordOwnership } from '../../src/discord/ownership-events.js';
import { t } from '../../src/i18n/catalogue.js';
import { createLogger } from '../../src/logger.js';
import { literal } from '../../src/text/literal.js';
import { useTempDir } from '../support/temp-dir.js';

const tempDir = useTempDir();
const handles: Array<ReturnType<typeof openDatabase>> = [];
afterEach(() => {
  for (const h of handles.splice(0)) h.close();
});

const OWNER = '100000000000000001';
const OTHER = '100000000000000002';
const SERVER = 'aaaaaaaa-0000-4000-8000-000000000001';
const HOSTILE = '**Raid** @everyone <@&123456789012345678>';

function recorder() {
  const handle = openDatabase(join(tempDir(), 'hostcord.db'));
  handles.push(handle);
  const notices: Array<[string, string]> = [];
  const names = new Map([
    [OWNER, { name: 'Owners' }],
    [OTHER, { name: HOSTILE }],
  ]);
  const deps: OwnershipRecorder = {
    audit: createAudit(handle.db),
    log: createLogger({ level: 'silent' }),
    notice: async (guildId, content) => {
      notices.push([guildId, content]);
    },
    client: { guilds: { cache: names } } as unknown as Pick<Client, 'guilds'>,
    directory: { name: () => HOSTILE, list: async () => [] },
  };
  return { deps, notices, audit: createAudit(handle.db) };
}

const interaction = (guildId: string) =>
  ({ guildId, user: { id: '300000000000000003', username: '@everyone' } }) as unknown as Interaction;

describe('ownership events', () => {
  it('tell the owning guild, with every outside name shown literally', async () => {
    const { deps, notices } = recorder();
    await recordOwnership(deps, interaction(OTHER), { kind: 'share', serverId: SERVER, ownerGuildId: OWNER });
    expect(notices).toHaveLength(1);
    const [guildId, text] = notices[0]!;
    expect(guildId).toBe(OWNER);
    expect(text).toMatch(/is now shared with /);
    expect(text).not.toContain('@everyone');
    expect(text).not.toContain('<@&');
    expect(text).not.toContain('**Raid**');
    expect(guildName(deps, '999999999999999999')).toBe(
      'a Discord server the bot is no longer in (999999999999999999)',
    );
  });

  it('write one audit row each, a failed proof as an error, and post nothing for codes and proofs', async () => {
    const { deps, notices, audit } = recorder();
    await recordOwnership(deps, interaction(OTHER), { kind: 'verify', serverId: SERVER, found: false });
    await recordOwnership(deps, interaction(OWNER), { kind: 'share-code', serverId: SERVER, expiresAt: 5 });
    await recordOwnership(deps, interaction(OWNER), { kind: 'claim', serverId: SERVER, how: 'trusted' });
    await recordOwnership(deps, interaction(OWNER), { kind: 'unshare', serverId: SERVER, guildId: OTHER });
    await recordOwnership(deps, interaction(OWNER), {
      kind: 'release',
      serverId: SERVER,
      sharesEnded: [OTHER],
    });
    expect(
      (await audit.forServer(SERVER)).reverse().map((r) => [r.action, r.result, r.errorCode, r.guildId]),
    ).toEqual([
      ['claim:verify', 'error', 'CODE_NOT_IN_NAME', OTHER],
      ['share:code', 'accepted', null, OWNER],
      ['claim', 'accepted', null, OWNER],
      ['unshare', 'accepted', null, OWNER],
      ['release', 'accepted', null, OWNER],
    ]);
    expect(notices.map(([guildId]) => guildId)).toEqual([OWNER, OWNER, OWNER]);
  });

  it('are written in the language of the guild they are posted in', async () => {
    const { deps, notices } = recorder();
    // The owner chose German; the other guild reads French.
    deps.languages = { guildLanguage: async (guildId) => (guildId === OWNER ? 'de' : 'fr') };
    await recordOwnership(deps, interaction(OTHER), { kind: 'share', serverId: SERVER, ownerGuildId: OWNER });
    await recordOwnership(deps, interaction(OTHER), {
      kind: 'release',
      serverId: SERVER,
      sharesEnded: [OWNER, OWNER],
    });
    const server = `**${literal(HOSTILE, 100)}**`;
    const member = literal('@everyone', 64);
    expect(notices).toEqual([
      [OWNER, t('de', 'boards.shared', { server, member, guild: server })],
      [OTHER, t('fr', 'boards.releasedShares', { server, member, count: 2 })],
    ]);
    expect(guildName(deps, '999999999999999999', 'de')).toBe(
      t('de', 'boards.guildGone', { id: '999999999999999999' }),
    );
  });
});
