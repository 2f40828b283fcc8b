import { describe, expect, it } from 'vitest';
import { describeHostingError, type HostingClient, HostingValidationError } from '../../src/hosting/index.js';
import { useWorlds } from './setup.js';

const startWorld = useWorlds();

// Spec, Limits: arguments outside them are refused before anything is sent.

type Case = [label: string, field: string, call: (client: HostingClient, id: string) => Promise<unknown>];

const refused: Case[] = [
  ['an unknown power signal', 'signal', (c, id) => c.power(id, { signal: 'reboot' as 'restart' })],
  [
    'killAfterSeconds with restart',
    'killAfterSeconds',
    (c, id) => c.power(id, { signal: 'restart', killAfterSeconds: 30 }),
  ],
  [
    'killAfterSeconds below 10',
    'killAfterSeconds',
    (c, id) => c.power(id, { signal: 'stop', killAfterSeconds: 9 }),
  ],
  [
    'killAfterSeconds above 600',
    'killAfterSeconds',
    (c, id) => c.power(id, { signal: 'stop', killAfterSeconds: 601 }),
  ],
  [
    'a fractional killAfterSeconds',
    'killAfterSeconds',
    (c, id) => c.power(id, { signal: 'stop', killAfterSeconds: 10.5 }),
  ],
  ['an empty command', 'command', (c, id) => c.sendCommand(id, '')],
  ['a command of 1025 characters', 'command', (c, id) => c.sendCommand(id, 'x'.repeat(1025))],
  ['limit 0', 'limit', (c) => c.listServers({ limit: 0 })],
  ['limit 101', 'limit', (c, id) => c.listActivity(id, { limit: 101 })],
  ['a fractional limit', 'limit', (c) => c.listInstallations({ limit: 2.5 })],
  ['limit 101 on the feed', 'limit', (c) => c.events({ limit: 101 })],
  ['limit 0 on backups', 'limit', (c, id) => c.listBackups(id, { limit: 0 })],
  [
    'an empty idempotency key',
    'idempotencyKey',
    (c, id) => c.power(id, { signal: 'start' }, { idempotencyKey: '' }),
  ],
  ['a key with a space', 'idempotencyKey', (c, id) => c.sendCommand(id, 'list', { idempotencyKey: 'a b' })],
  [
    'a key of 129 characters',
    'idempotencyKey',
    (c, id) => c.createBackup(id, {}, { idempotencyKey: 'k'.repeat(129) }),
  ],
  [
    'a non-ASCII key',
    'idempotencyKey',
    (c, id) => c.power(id, { signal: 'start' }, { idempotencyKey: 'klick-ä' }),
  ],
  ['an empty server id', 'id', (c) => c.getServer('')],
  ['a dot-dot server id', 'id', (c) => c.getResources('..')],
  ['a dot deployment id', 'deploymentId', (c, id) => c.getDeployment(id, '.')],
];

describe('client-side validation', () => {
  it.each(refused)('refuses %s without a request', async (_label, field, call) => {
    const { sim, client, server } = await startWorld();
    const err = await call(client, server.id).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(HostingValidationError);
    expect(err).toMatchObject({ field });
    expect(describeHostingError(err)).toMatch(/^That was not sent to the hosting provider: /);
    expect(sim.requests).toHaveLength(0);
  });

  it('accepts the limits themselves', async () => {
    const { sim, client, server } = await startWorld();
    await client.power(server.id, { signal: 'stop', killAfterSeconds: 10 });
    await client.power(server.id, { signal: 'stop', killAfterSeconds: 600 });
    // 1024 characters counted as code points, like the provider counts them: 2048 UTF-16 units.
    await client.sendCommand(server.id, '😀'.repeat(1024));
    await client.sendCommand(server.id, 'x', { idempotencyKey: '!'.repeat(64) + '~'.repeat(64) });
    await client.listServers({ limit: 1 });
    await client.listServers({ limit: 100 });
    expect(sim.requests.map((r) => r.status)).toEqual([202, 202, 202, 202, 200, 200]);
  });

  it('refuses a token that cannot be sent in a header, without echoing it', async () => {
    const { clientWith } = await startWorld();
    expect(() => clientWith({ token: 'zhb_test_bot_token_1\nX-Evil: 1' })).toThrow(
      'hosting client: token is empty or contains characters not allowed in a header',
    );
    expect(() => clientWith({ token: '' })).toThrow(/token is empty/);
  });
});
