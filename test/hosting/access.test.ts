import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { createTokenAccess } from '../../src/hosting/access.js';
import { createLogger } from '../../src/logger.js';

function world(periodMs = 60_000) {
  const lines: Array<Record<string, unknown>> = [];
  let clock = 1_000_000;
  const access = createTokenAccess({
    log: createLogger({ destination: { write: (l: string) => lines.push(JSON.parse(l)) } }),
    now: () => clock,
    logPeriodMs: periodMs,
  });
  return { access, lines, tick: (ms: number) => (clock += ms) };
}

describe('whether the provider takes HOSTING_TOKEN', () => {
  it('a 401 on any call is a refusal until any call is accepted', () => {
    const { access, tick } = world();
    access.observe('getResources', 200);
    expect(access.refused()).toBeUndefined();
    access.observe('getResources', 401);
    tick(5_000);
    access.observe('listServers', 401);
    expect(access.refused()).toEqual({ since: 1_000_000, status: 401, op: 'getResources' });
    access.observe('getServer', 'network');
    access.observe('getServer', 500);
    expect(access.refused()).toBeDefined();
    access.observe('me', 200);
    expect(access.refused()).toBeUndefined();
    access.stop();
  });

  it('a 403 counts only where it is about the token (no single server), and ends with that call accepted', () => {
    const { access } = world();
    access.observe('getServer', 403);
    access.observe('power', 403);
    expect(access.refused()).toBeUndefined();
    access.observe('listServers', 403);
    access.observe('getServer', 200);
    expect(access.refused()).toMatchObject({ status: 403, op: 'listServers' });
    access.observe('listServers', 200);
    expect(access.refused()).toBeUndefined();
    access.stop();
  });

  it('logs the first refusal at once, naming HOSTING_TOKEN and the fix, then one line per period with the count', async () => {
    const { access, lines } = world(100);
    for (let i = 0; i < 5; i++) access.observe('listServers', 401);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 50,
        msg: 'the provider refuses HOSTING_TOKEN (401: invalid, expired or revoked)',
        count: 1,
        fix: expect.stringMatching(/put it in HOSTING_TOKEN/),
      }),
    ]);
    await sleep(250);
    expect(lines.slice(1)).toEqual([expect.objectContaining({ msg: lines[0]!.msg, count: 4 })]);
    access.stop();
  });
});
