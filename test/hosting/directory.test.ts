import { afterEach, describe, expect, it } from 'vitest';
import { createServerDirectory } from '../../src/hosting/directory.js';
import { createHostingClient } from '../../src/hosting/index.js';
import { createLogger } from '../../src/logger.js';
import { startProviderSim } from '../support/provider-sim.js';

const BOT = 'zhb_test_directory_bot_token';
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0).reverse()) await fn();
});

async function setup() {
  const sim = await startProviderSim();
  cleanup.push(() => sim.close());
  const server = sim.addServer({ name: 'Survival' });
  sim.addBot({ token: BOT, installedOn: [server.id] });
  const hosting = createHostingClient({ baseUrl: sim.url, token: BOT, maxAttempts: 1 });
  const directory = createServerDirectory(hosting, createLogger({ level: 'silent' }));
  const listCalls = () => sim.requests.filter((r) => r.path === '/servers').length;
  return { sim, server, directory, listCalls };
}

describe('server directory', () => {
  it('serves keystrokes from its cache: one provider call for many lookups', async () => {
    const { server, directory, listCalls } = await setup();
    for (let i = 0; i < 5; i++) expect((await directory.list()).map((s) => s.name)).toEqual(['Survival']);
    expect(directory.name(server.id)).toBe('Survival');
    expect(listCalls()).toBe(1);
  });

  it('does not ask again on every keystroke after the provider failed', async () => {
    const { sim, directory, listCalls } = await setup();
    sim.fault({ path: '/servers', status: 500, times: 10 });
    for (let i = 0; i < 5; i++) expect(await directory.list()).toEqual([]);
    expect(listCalls()).toBe(1);
  });
});
