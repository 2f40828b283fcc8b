import { type Logger, pino } from 'pino';
import { afterAll } from 'vitest';
import {
  createHostingClient,
  type HostingClient,
  type HostingClientOptions,
} from '../../src/hosting/index.js';
import { type ProviderSim, type SimBot, type SimServer, startProviderSim } from '../support/provider-sim.js';

export const BOT_TOKEN = 'zhb_test_bot_token_1';

export interface World {
  sim: ProviderSim;
  server: SimServer;
  bot: SimBot;
  client: HostingClient;
  /** A client of the same bot with other options. */
  clientWith(options: Partial<HostingClientOptions>): HostingClient;
}

/**
 * `startWorld` for one test file: a simulator with one server and one bot installed on it with
 * every scope. Each simulator is closed after the file rather than after each test, so tests marked
 * concurrent keep theirs.
 */
export function useWorlds(): (options?: Partial<HostingClientOptions>) => Promise<World> {
  const open: ProviderSim[] = [];
  afterAll(async () => {
    await Promise.all(open.splice(0).map((sim) => sim.close()));
  });
  return async function startWorld(options = {}) {
    const sim = await startProviderSim();
    open.push(sim);
    const server = sim.addServer();
    const bot = sim.addBot({ token: BOT_TOKEN, installedOn: [server.id] });
    const clientWith = (more: Partial<HostingClientOptions>) =>
      createHostingClient({ baseUrl: sim.url, token: bot.token, ...options, ...more });
    return { sim, server, bot, client: clientWith({}), clientWith };
  };
}

/** A pino logger at the most verbose level whose lines are kept for assertions. */
export function captureLog(): { log: Logger; lines: string[]; entries(): Array<Record<string, unknown>> } {
  const lines: string[] = [];
  const log = pino({ level: 'trace' }, { write: (line: string) => lines.push(line) });
  return { log, lines, entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>) };
}

/** Resolves with the rejection of `promise`; fails the test when it fulfils. */
export async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (err) {
    return err;
  }
  throw new Error('expected the call to fail, but it succeeded');
}
