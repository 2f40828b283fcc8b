import { describe, expect, it } from 'vitest';
import { describeHostingError, HostingApiError } from '../../src/hosting/index.js';
import { waitFor } from '../support/wait-for.js';
import { BOT_TOKEN, rejectionOf, useWorlds } from './setup.js';

const startWorld = useWorlds();

// Spec, Errors: every row of the table surfaces as one HostingApiError with its fields, and
// describeHostingError turns it into a sentence that says what to do.

async function apiError(promise: Promise<unknown>): Promise<HostingApiError> {
  const err = await rejectionOf(promise);
  expect(err).toBeInstanceOf(HostingApiError);
  return err as HostingApiError;
}

function expectRequestIdMatches(err: HostingApiError, requestId: string | undefined): void {
  expect(err.requestId).toBeDefined();
  expect(err.requestId).toBe(requestId);
}

describe('the Errors table', () => {
  it('400 VALIDATION_ERROR carries the field messages (invalid cursor)', async () => {
    const { sim, client } = await startWorld();
    const err = await apiError(client.listServers({ cursor: 'not-a-cursor' }));
    expect(err).toMatchObject({ status: 400, code: 'VALIDATION_ERROR', op: 'listServers' });
    expect(err.errors).toEqual({ cursor: ['cursor is not a cursor of this list'] });
    expectRequestIdMatches(err, sim.requests[0]?.requestId);
    const sentence = describeHostingError(err);
    expect(sentence).toContain('`cursor`: `cursor is not a cursor of this list`');
    expect(sentence).toContain(err.requestId);
  });

  it('400 SERVER_NOT_READY while installing or suspended', async () => {
    const { sim, client, server } = await startWorld();
    sim.setNotReady(server.id, true);
    const err = await apiError(client.sendCommand(server.id, 'save-all'));
    expect(err).toMatchObject({ status: 400, code: 'SERVER_NOT_READY' });
    expect(describeHostingError(err)).toMatch(/being installed, or it is suspended/);
    expect(sim.effects.commands).toHaveLength(0);
  });

  it('409 SERVER_NOT_READY (the panel rejects) reads the same', async () => {
    const { sim, client, server } = await startWorld();
    sim.fault({ path: `/servers/${server.id}/power`, status: 409, code: 'SERVER_NOT_READY' });
    const err = await apiError(client.power(server.id, { signal: 'start' }));
    expect(err).toMatchObject({ status: 409, code: 'SERVER_NOT_READY' });
    expect(describeHostingError(err)).toMatch(/being installed, or it is suspended/);
  });

  it('401 TOKEN_INVALID for a revoked token asks an admin to update HOSTING_TOKEN', async () => {
    const { sim, client } = await startWorld();
    sim.revokeToken(BOT_TOKEN);
    const err = await apiError(client.me());
    expect(err).toMatchObject({ status: 401, code: 'TOKEN_INVALID' });
    expect(describeHostingError(err)).toContain('HOSTING_TOKEN');
    expect(sim.requests).toHaveLength(1);
  });

  it('403 INSUFFICIENT_SCOPE names the scope to ask the server owner for', async () => {
    const { sim, clientWith } = await startWorld();
    const server = sim.addServer();
    const bot = sim.addBot({
      token: 'zhb_test_bot_token_2',
      scopes: ['servers:read'],
      installedOn: [server.id],
    });
    const err = await apiError(clientWith({ token: bot.token }).power(server.id, { signal: 'restart' }));
    expect(err).toMatchObject({ status: 403, code: 'INSUFFICIENT_SCOPE', scope: 'servers:power' });
    expect(describeHostingError(err)).toBe(
      "The server owner has not granted this bot the `servers:power` permission. Ask the server owner to add it to the bot's installation.",
    );
  });

  it('403 FORBIDDEN when the acting user has no grant', async () => {
    const { sim, client, server } = await startWorld();
    sim.denyGrant(BOT_TOKEN, server.id);
    const err = await apiError(client.getServer(server.id));
    expect(err).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(describeHostingError(err)).toMatch(/does not let the bot do this/);
  });

  it('403 FORBIDDEN for a personal token on the bot-only feed', async () => {
    const { sim, clientWith } = await startWorld();
    const token = sim.addPersonalToken({ token: 'zhp_test_personal_token_1' });
    const err = await apiError(clientWith({ token }).events());
    expect(err).toMatchObject({ status: 403, code: 'FORBIDDEN', op: 'events' });
  });

  it('404 NOT_FOUND for a server the bot cannot see', async () => {
    const { sim, client } = await startWorld();
    const hidden = sim.addServer();
    const err = await apiError(client.getServer(hidden.id));
    expect(err).toMatchObject({ status: 404, code: 'NOT_FOUND', path: `/servers/${hidden.id}` });
    expect(describeHostingError(err)).toMatch(/cannot see that server/);
    expect(sim.requests).toHaveLength(1);
  });

  it('409 CONFLICT when every backup slot is locked', async () => {
    const { sim, client, server } = await startWorld();
    sim.setBackupLimit(server.id, 1);
    sim.addBackup(server.id, { isLocked: true });
    const err = await apiError(client.createBackup(server.id));
    expect(err).toMatchObject({ status: 409, code: 'CONFLICT' });
    expect(describeHostingError(err)).toMatch(/busy with something that conflicts/);
  });

  it.each([
    ['CAPACITY_UNAVAILABLE', /no free capacity/],
    ['START_BLOCKED', /not allowing this server to start/],
    ['SOMETHING_NEW', /conflicts with this action.*SOMETHING_NEW/],
  ])('409 %s', async (code, sentence) => {
    const { sim, client, server } = await startWorld();
    sim.fault({ path: `/servers/${server.id}/power`, method: 'POST', status: 409, code });
    const err = await apiError(client.power(server.id, { signal: 'start' }, { idempotencyKey: `k-${code}` }));
    expect(err).toMatchObject({ status: 409, code });
    expect(describeHostingError(err)).toMatch(sentence);
    expect(sim.requests).toHaveLength(1);
  });

  it('409 IDEMPOTENCY_IN_PROGRESS surfaces when no attempt is left', async () => {
    const { sim, server, clientWith } = await startWorld();
    sim.fault({ path: `/servers/${server.id}/power`, delayMs: 400 });
    const first = clientWith({}).power(server.id, { signal: 'start' }, { idempotencyKey: 'double-click' });
    await waitFor(() => sim.requests.length === 1, 2000, 'the first request');
    const err = await apiError(
      clientWith({ maxAttempts: 1 }).power(
        server.id,
        { signal: 'start' },
        { idempotencyKey: 'double-click' },
      ),
    );
    expect(err).toMatchObject({ status: 409, code: 'IDEMPOTENCY_IN_PROGRESS' });
    expect(describeHostingError(err)).toMatch(/still being processed/);
    await first;
    expect(sim.effects.power).toHaveLength(1);
  });

  it('422 IDEMPOTENCY_KEY_REUSED for a key of another request', async () => {
    const { sim, client, server } = await startWorld();
    await client.power(server.id, { signal: 'start' }, { idempotencyKey: 'button-1' });
    const err = await apiError(client.power(server.id, { signal: 'kill' }, { idempotencyKey: 'button-1' }));
    expect(err).toMatchObject({ status: 422, code: 'IDEMPOTENCY_KEY_REUSED' });
    expect(describeHostingError(err)).toMatch(/already used for a different request/);
    expect(sim.effects.power.map((p) => p.signal)).toEqual(['start']);
  });

  it('429 RATE_LIMITED beyond the deadline is thrown with retryAfter and the wait in the sentence', async () => {
    const { sim, clientWith } = await startWorld();
    sim.rateLimit({ retryAfter: 30, times: 1 });
    const err = await apiError(clientWith({ timeoutMs: 2_000 }).listServers());
    expect(err).toMatchObject({ status: 429, code: 'RATE_LIMITED', retryAfter: 30 });
    expect(describeHostingError(err)).toBe(
      'The hosting provider is limiting how often the bot may call it. Try again in 30 seconds.',
    );
    expect(sim.requests).toHaveLength(1);
  });

  it('500 INTERNAL_ERROR after the bounded attempts quotes the request id for support', async () => {
    const { sim, client, server } = await startWorld();
    sim.fault({ path: `/servers/${server.id}`, status: 500, times: Number.POSITIVE_INFINITY });
    const err = await apiError(client.getServer(server.id));
    expect(err).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(sim.requests).toHaveLength(3);
    expectRequestIdMatches(err, sim.requests[2]?.requestId);
    expect(describeHostingError(err)).toContain(`quote request id \`${err.requestId}\``);
  });

  it('a non-spec error body still becomes a HostingApiError with HTTP_<status> and the header request id', async () => {
    const { sim, clientWith, server } = await startWorld();
    sim.fault({ path: `/servers/${server.id}`, status: 502, rawBody: '<html>Bad gateway</html>' });
    const err = await apiError(clientWith({ maxAttempts: 1 }).getServer(server.id));
    expect(err).toMatchObject({
      status: 502,
      code: 'HTTP_502',
      method: 'GET',
      path: `/servers/${server.id}`,
    });
    expectRequestIdMatches(err, sim.requests[0]?.requestId);
    expect(describeHostingError(err)).toContain(err.requestId);
  });

  it('an unknown 4xx code gets a generic sentence with code and request id', async () => {
    const { sim, client } = await startWorld();
    sim.fault({ path: '/me', status: 418, code: 'TEAPOT' });
    const err = await apiError(client.me());
    expect(describeHostingError(err)).toBe(
      `The hosting provider refused the request (code \`TEAPOT\`, request id \`${err.requestId}\`). If it keeps happening, tell a bot admin.`,
    );
  });
});

describe('describeHostingError beyond the simulator', () => {
  const site = { op: 'power', method: 'POST', path: '/servers/x/power' };

  it('says "1 second" and falls back when Retry-After is missing', () => {
    const once = new HostingApiError({
      ...site,
      status: 429,
      code: 'RATE_LIMITED',
      message: 'slow',
      retryAfter: 1,
    });
    const unknown = new HostingApiError({ ...site, status: 429, code: 'RATE_LIMITED', message: 'slow' });
    expect(describeHostingError(once)).toMatch(/Try again in 1 second\.$/);
    expect(describeHostingError(unknown)).toMatch(/Try again in a moment\.$/);
  });

  it('names no scope when the provider did not say which one', () => {
    const err = new HostingApiError({ ...site, status: 403, code: 'INSUFFICIENT_SCOPE', message: 'no' });
    expect(describeHostingError(err)).toMatch(
      /^The server owner has not granted this bot a permission this action needs\./,
    );
  });

  it('lists at most five fields and shortens long messages', () => {
    const errors = Object.fromEntries(Array.from({ length: 7 }, (_, i) => [`f${i}`, ['x'.repeat(300)]]));
    const err = new HostingApiError({
      ...site,
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'bad',
      errors,
    });
    const sentence = describeHostingError(err);
    expect(sentence).toContain('`f4`');
    expect(sentence).not.toContain('`f5`');
    expect(sentence).toContain('and 2 more');
    expect(sentence.length).toBeLessThan(1_300);
  });

  it('quotes what the provider wrote only inside code spans, where nothing renders or pings', () => {
    const err = new HostingApiError({
      ...site,
      status: 400,
      code: 'VALIDATION_ERROR',
      message: 'bad',
      requestId: 'req`1 [x](https://evil.example)',
      errors: { 'na`me': ['[re-enter your password](https://evil.example) @everyone\n# hi'] },
    });
    const sentence = describeHostingError(err);
    // Outside a code span there is no provider text at all.
    const outside = sentence.replace(/`[^`]*`/g, '');
    expect(outside).toBe('The hosting provider rejected the request as invalid: : . (request id )');
    expect(sentence).toContain('`name`: `[re-enter your password](https://evil.example) @everyone # hi`');
    const scope = new HostingApiError({
      ...site,
      status: 403,
      code: 'INSUFFICIENT_SCOPE',
      message: 'no',
      scope: 'servers:power` @everyone',
    });
    expect(describeHostingError(scope).replace(/`[^`]*`/g, '')).not.toMatch(/@everyone/);
    const odd = new HostingApiError({ ...site, status: 418, code: '`@here`', message: 'x' });
    expect(describeHostingError(odd).replace(/`[^`]*`/g, '')).not.toMatch(/@here/);
  });

  it('gives a generic sentence for errors that did not come from the hosting client', () => {
    expect(describeHostingError(new Error('boom'))).toMatch(
      /^Something went wrong while talking to the hosting provider/,
    );
  });
});
