import { inspect } from 'node:util';
import { describe, expect, it } from 'vitest';
import { describeHostingError, type HostingClient } from '../../src/hosting/index.js';
import { BOT_TOKEN, captureLog, rejectionOf, useWorlds } from './setup.js';

const startWorld = useWorlds();

// The token must never reach an error message, an error property or a log line. The calls below go
// through every path that sees the Authorization header: success, retry, API error, network error,
// timeout — logged at the most verbose level.

function expectNoToken(text: string): void {
  expect(text).not.toContain(BOT_TOKEN);
  // The distinctive tail alone, in case something shortens or re-encodes the token.
  expect(text).not.toContain('test_bot_token_1');
}

function everythingAbout(err: unknown): string {
  return [
    inspect(err, { depth: Number.POSITIVE_INFINITY, showHidden: true }),
    JSON.stringify(err),
    err instanceof Error ? `${err.message}\n${err.stack}` : '',
    describeHostingError(err),
  ].join('\n');
}

describe('the token stays secret', () => {
  it('appears in no log line and no error, on any path', async () => {
    const { sim, server, clientWith } = await startWorld();
    const { log, lines, entries } = captureLog();
    const client: HostingClient = clientWith({ log, timeoutMs: 300 });
    const errors: unknown[] = [];

    await client.getServer(server.id);
    sim.fault({ path: `/servers/${server.id}/resources`, status: 500 });
    await client.getResources(server.id);
    await client.power(server.id, { signal: 'start' }, { idempotencyKey: 'k-1' });
    // A provider that echoes the token into its error body.
    sim.fault({
      path: `/servers/${server.id}/commands`,
      status: 400,
      code: 'VALIDATION_ERROR',
      message: `Bearer ${BOT_TOKEN} is not allowed to send this`,
      errors: { authorization: [`got Bearer ${BOT_TOKEN}`] },
    });
    errors.push(await rejectionOf(client.sendCommand(server.id, 'op someone')));
    sim.fault({ path: '/me', status: 502, rawBody: `<html>upstream said ${BOT_TOKEN}</html>` });
    errors.push(await rejectionOf(clientWith({ log, maxAttempts: 1 }).me()));
    sim.fault({ path: `/servers/${server.id}/power`, drop: true });
    errors.push(await rejectionOf(client.power(server.id, { signal: 'stop' })));
    sim.fault({ path: '/servers', delayMs: 2_000 });
    errors.push(await rejectionOf(client.listServers()));
    sim.revokeToken(BOT_TOKEN);
    errors.push(await rejectionOf(client.listBackups(server.id)));

    // The log does record every call: an empty log would pass the check below for the wrong reason.
    const calls = entries().filter((e) => e.msg === 'hosting call');
    expect(calls.length).toBeGreaterThanOrEqual(7);
    expect(calls[0]).toMatchObject({
      op: 'getServer',
      method: 'GET',
      path: `/servers/${server.id}`,
      status: 200,
      attempt: 1,
      requestId: sim.requests[0]?.requestId,
    });
    expect(typeof calls[0]?.ms).toBe('number');
    expect(calls.every((e) => e.headers === undefined)).toBe(true);
    expectNoToken(lines.join('\n'));

    expect(errors).toHaveLength(5);
    for (const err of errors) expectNoToken(everythingAbout(err));
    expect((errors[0] as Error).message).toBe('Bearer [redacted] is not allowed to send this');
    expect(describeHostingError(errors[0])).toContain('got Bearer [redacted]');
  });
});

/** The token as a provider may echo it: JSON-escaped or percent-encoded, wholly or in part. */
const jsonEscaped = (text: string) =>
  [...text].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
const ENCODED = [
  `zhb\\u005f${BOT_TOKEN.slice(4)}`,
  jsonEscaped(BOT_TOKEN),
  `zhb%5F${BOT_TOKEN.slice(4)}`,
  `zhb%5f${BOT_TOKEN.slice(4)}`,
  encodeURIComponent(BOT_TOKEN).replace(/[a-z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`),
];

describe('the token stays secret when the provider encodes it', () => {
  it.each(ENCODED)('an error body and headers carrying %s', async (encoded) => {
    const { sim, server, clientWith } = await startWorld();
    const { log, lines } = captureLog();
    const client = clientWith({ log, maxAttempts: 1 });
    // Written as JSON text, so the escapes reach the client exactly as a provider would send them.
    const body = `{"code":"VALIDATION_ERROR","message":"bad ${encoded}","requestId":"r-${encoded}","errors":{"f":["got ${encoded}"]},"scope":"${encoded}"}`;
    sim.fault({
      path: `/servers/${server.id}/commands`,
      status: 400,
      rawBody: body,
      headers: { 'x-request-id': `r-${encoded}` },
    });
    const err = await rejectionOf(client.sendCommand(server.id, 'say hi'));
    expect(describeHostingError(err)).toContain('[redacted]');
    expectNoToken(everythingAbout(err));
    expectNoToken(decodeURIComponent(everythingAbout(err).replace(/%(?![0-9a-f]{2})/gi, '')));
    expectNoToken(lines.join('\n'));
  });

  it('a token in the X-Request-Id header of an answer is scrubbed', async () => {
    const { sim, server, clientWith } = await startWorld();
    const { log, lines, entries } = captureLog();
    sim.fault({
      path: `/servers/${server.id}`,
      status: 500,
      headers: { 'x-request-id': `req-${BOT_TOKEN}` },
    });
    const err = await rejectionOf(clientWith({ log, maxAttempts: 1 }).getServer(server.id));
    expect(entries().find((e) => e.msg === 'hosting call')?.requestId).toBe('req-[redacted]');
    expectNoToken(everythingAbout(err));
    expectNoToken(lines.join('\n'));
    // Without an error body, the header's id is the one an error carries and a member is shown.
    sim.fault({
      path: `/servers/${server.id}`,
      status: 502,
      rawBody: 'bad gateway',
      headers: { 'x-request-id': `req-${BOT_TOKEN}` },
    });
    const bare = await rejectionOf(clientWith({ log, maxAttempts: 1 }).getServer(server.id));
    expect((bare as { requestId?: string }).requestId).toBe('req-[redacted]');
    expectNoToken(everythingAbout(bare));
  });

  it('parsed values of a successful answer are scrubbed after decoding', async () => {
    const { sim, clientWith } = await startWorld();
    const named = sim.addServer({ name: `Survival zhb%5F${BOT_TOKEN.slice(4)}` });
    sim.install(BOT_TOKEN, named.id);
    const server = await clientWith({}).getServer(named.id);
    expect(server.name).toBe('Survival [redacted]');
  });
});
