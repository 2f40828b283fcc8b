import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { createBoards } from '../../src/db/boards.js';
import { createLinks } from '../../src/db/links.js';
import { checkRefreshBudget } from '../../src/doctor/refresh-budget.js';
import { wordsIn } from '../../src/doctor/types.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();

const env = {
  DISCORD_TOKEN: 'fake-discord-token-for-the-doctor-budget-test',
  HOSTING_API_URL: 'https://panel.example.com/',
  HOSTING_TOKEN: 'zhb_doctor_budget_test_token',
};

/** 40 servers linked in guild g1 (which has a board) and 200 in g2 (which has none). */
async function fleet() {
  const { db } = databases.sqlite();
  const links = createLinks(db);
  const boards = createBoards(db);
  for (let i = 0; i < 240; i++)
    await links.link({
      guildId: i < 40 ? 'g1' : 'g2',
      channelId: 'c1',
      serverId: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
      createdBy: 'u1',
      claim: 'trusted',
    });
  await boards.create({ guildId: 'g1', channelId: 'c9', createdBy: 'u1' });
  return { links, boards };
}

describe('the doctor on the provider budget', () => {
  it('warns when the servers on boards need more calls than a refresh may make, and says how long', async () => {
    const { links, boards } = await fleet();
    // 1 call a second over 30 s, less a tenth: 27 calls; boards need 40 + 3 list pages.
    const tight = loadConfig({ ...env, PROVIDER_CALLS_PER_SECOND: '1', BOARD_REFRESH_SECONDS: '30' });
    const [warning] = await checkRefreshBudget(tight, boards, links);
    expect(warning?.level).toBe('warning');
    expect(wordsIn('en-US', warning!.message)).toBe(
      'servers on boards: 40; a refresh needs 43 provider calls, more than the 27 that PROVIDER_CALLS_PER_SECOND allows in BOARD_REFRESH_SECONDS (30 s): reading them takes 48 s. Raise PROVIDER_CALLS_PER_SECOND to what your provider allows, or BOARD_REFRESH_SECONDS',
    );
    // The default (50 a second over 60 s): room for them, the other 200 servers read in turns.
    const [ok] = await checkRefreshBudget(loadConfig(env), boards, links);
    expect(ok?.level).toBe('ok');
    expect(wordsIn('en-US', ok!.message)).toContain('a refresh needs 43 provider calls of the 2,700');
  });
});
