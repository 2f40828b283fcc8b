import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, logFormatFor } from '../src/logger.js';

function capture() {
  const lines: string[] = [];
  const destination = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { lines, destination };
}

describe('createLogger', () => {
  const secrets = ['zhb_test_bot_token_logger', 'zhs_test_secret_logger', 'discord.test.token.logger'];

  it('scrubs configured secrets wherever they appear in a line', () => {
    const { lines, destination } = capture();
    const log = createLogger({ secrets, destination });
    log.info(
      { url: `https://x/?token=${secrets[0]}`, nested: { deep: [secrets[1]] } },
      `failed with ${secrets[2]}`,
    );
    log.error(new Error(`boom ${secrets[0]}`), 'oops');
    const text = lines.join('');
    expect(lines).toHaveLength(2);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain('[redacted]');
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'failed with [redacted]', level: 30 });
  });

  it('scrubs secrets that arrive percent-encoded or JSON-escaped', () => {
    const { lines, destination } = capture();
    const log = createLogger({ secrets, destination });
    const tail = secrets[0]!.slice(4);
    log.info({ url: `https://x/?t=zhb%5F${tail}`, echoed: `zhb\\u005F${tail}` }, `zhb%5f${tail}`);
    expect(lines.join('')).not.toContain(tail);
    expect(lines.join('').match(/\[redacted\]/g)).toHaveLength(3);
  });

  it('redacts authorization and signature headers by path', () => {
    const { lines, destination } = capture();
    const log = createLogger({ destination });
    log.warn(
      { req: { headers: { authorization: 'Bearer anything', 'service-signature': 't=1,v1=ab' } } },
      'x',
    );
    const line = JSON.parse(lines[0]!);
    expect(line.req.headers.authorization).toBe('[redacted]');
    expect(line.req.headers['service-signature']).toBe('[redacted]');
  });

  it('honours the level', () => {
    const { lines, destination } = capture();
    const log = createLogger({ level: 'warn', destination });
    log.info('hidden');
    log.warn('shown');
    expect(lines.map((l) => JSON.parse(l).msg)).toEqual(['shown']);
  });
});

describe('LOG_FORMAT', () => {
  const secret = 'zhb_test_bot_token_pretty';

  it('pretty: one readable line per entry, its fields below it, and secrets scrubbed as in JSON', () => {
    const { lines, destination } = capture();
    const log = createLogger({ secrets: [secret], destination, format: 'pretty' }).child({
      component: 'discord',
    });
    log.warn({ fix: `set ALLOWED_GUILD_IDS, not ${secret}` }, `the bot is public (${secret})`);
    log.info(`zhb%5F${secret.slice(4)} echoed`);
    const text = lines.join('');
    expect(text).toMatch(
      /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] WARN.*: discord: the bot is public \(\[redacted\]\)\n {4}fix: "set ALLOWED_GUILD_IDS, not \[redacted\]"\n/,
    );
    expect(text).toMatch(/INFO.*: discord: \[redacted\] echoed\n$/);
    expect(text).not.toContain(secret.slice(4));
    expect(text).not.toContain('"level"');
  });

  it('json unless set otherwise: pretty only for a person at a terminal', () => {
    expect(logFormatFor(undefined, true)).toBe('pretty');
    expect(logFormatFor(undefined, false)).toBe('json');
    expect(logFormatFor('json', true)).toBe('json');
    expect(logFormatFor('pretty', false)).toBe('pretty');
  });
});

describe('stack traces', () => {
  const problem = () => Object.assign(new Error('the provider refused the token'), { status: 401 });

  it('are left out of warnings, which keep the error type, message and fields', () => {
    const { lines, destination } = capture();
    const log = createLogger({ level: 'info', destination }).child({ component: 'token-watch' });
    log.warn({ err: problem() }, 'token expiry check: could not read the token identity');
    log.warn(problem());
    const [withObject, bare] = lines.map((l) => JSON.parse(l));
    expect(withObject.err).toEqual({ type: 'Error', message: 'the provider refused the token', status: 401 });
    expect(bare).toMatchObject({ msg: 'the provider refused the token', err: { status: 401 } });
    expect(lines.join('')).not.toContain('"stack"');
    expect(lines.join('')).not.toMatch(/\\n\s+at /);
  });

  it('are kept for errors, and for warnings when LOG_LEVEL is debug', () => {
    const { lines, destination } = capture();
    createLogger({ level: 'info', destination }).error({ err: problem() }, 'unexpected');
    createLogger({ level: 'debug', destination }).warn({ err: problem() }, 'asked for detail');
    expect(lines.map((l) => typeof JSON.parse(l).err.stack)).toEqual(['string', 'string']);
  });
});
