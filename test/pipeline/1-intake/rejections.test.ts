import { randomUUID } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import { createLogger } from '../../../src/logger.js';
import { createRejectionLog, headerPrefix } from '../../../src/pipeline/1-intake/rejection-log.js';
import { signPayload } from '../../../src/pipeline/1-intake/signature.js';
import { useTempDir } from '../../support/temp-dir.js';
import { BOT, SECRET, useDeliveryWorld } from '../support/world.js';

const tempDir = useTempDir();
const startWorld = useDeliveryWorld();

/** The real app logging at info into a file, as `npm start` logs to standard output. */
async function startLoggingApp() {
  const logFile = join(tempDir(), 'hostcord.log');
  const destination = pino.destination({ dest: logFile, sync: true });
  const log = createLogger({ level: 'info', destination, secrets: [BOT, SECRET] });
  const { base } = await startWorld({ log });
  return { base, logFile };
}

async function flood(count: number, concurrency: number, send: (i: number) => Promise<Response>) {
  const statuses = new Map<number, number>();
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const res = await send(next++);
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return statuses;
}

describe('rejected webhook deliveries', () => {
  it('3,000 unsigned requests with long headers add less than 100 KB of log; metrics count every one', async () => {
    const { base, logFile } = await startLoggingApp();
    const before = statSync(logFile).size;
    // Each header is 4,000 characters of what a sender chose, including a line break look-alike.
    const long = (i: number) => `${i}-${'A\\u2028<script>'.repeat(300)}`.slice(0, 4000);
    const statuses = await flood(3000, 32, (i) =>
      fetch(`${base}/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'service-delivery-id': long(i),
          'service-event-id': long(i),
        },
        body: '{}',
      }),
    );
    expect([...statuses]).toEqual([[401, 3000]]);
    const added = statSync(logFile).size - before;
    expect(added).toBeLessThan(100 * 1024);
    const text = readFileSync(logFile, 'utf8');
    expect(text).toMatch(/webhook delivery rejected: signature/);
    // Never more of a header than a short, cleaned prefix.
    expect(text).not.toContain('A\\u2028<script>A');
    expect(text).not.toContain('<script>');

    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(
      /^hostcord_webhook_deliveries_total\{result="rejected",reason="signature",instance="[^"]+",shards="0\/1"\} 3000$/m,
    );
  }, 60_000);

  it('a correctly timed delivery signed with another secret: logged at once, naming WEBHOOK_SECRET and the fix', async () => {
    const { base, logFile } = await startLoggingApp();
    const body = JSON.stringify({
      id: randomUUID(),
      type: 'ping',
      serverId: null,
      createdAt: new Date().toISOString(),
      data: {},
    });
    const other = 'zhs_test_renewed_secret_at_the_provider';
    for (let i = 0; i < 3; i++) {
      const res = await fetch(`${base}/webhook`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'service-signature': signPayload(body, other, Math.floor(Date.now() / 1000)),
        },
        body,
      });
      expect(res.status).toBe(401);
    }
    const lines = readFileSync(logFile, 'utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => String(l.msg).startsWith('webhook delivery rejected'));
    // The first at once; the two after it wait for the minute's summary.
    expect(lines).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'webhook delivery rejected: signature does not match WEBHOOK_SECRET',
        count: 1,
        fix: expect.stringMatching(
          /^WEBHOOK_SECRET is not the current secret of the provider's webhook .*copy the zhs_… secret/,
        ),
      }),
    ]);
    expect(readFileSync(logFile, 'utf8')).not.toContain(SECRET);
  });

  it('wrong media type and malformed bodies are counted, not logged one by one', async () => {
    const { base, logFile } = await startLoggingApp();
    const before = statSync(logFile).size;
    const statuses = await flood(500, 16, (i) =>
      fetch(`${base}/webhook`, {
        method: 'POST',
        headers: {
          'content-type': i % 2 === 0 ? 'text/plain' : 'application/json',
          'service-event-id': 'x'.repeat(2000),
        },
        body: i % 2 === 0 ? 'hello' : '{"not json',
      }),
    );
    expect(statuses.get(415)).toBe(250);
    expect(statuses.get(401)).toBe(250);
    expect(statSync(logFile).size - before).toBeLessThan(20 * 1024);
    const metrics = await (await fetch(`${base}/metrics`)).text();
    expect(metrics).toMatch(
      /^hostcord_webhook_deliveries_total\{result="rejected",reason="media_type",instance="[^"]+",shards="0\/1"\} 250$/m,
    );
  }, 60_000);
});

describe('the rejection log', () => {
  it('logs the first rejection of a reason at once, then one summary per period with the count', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const log = createLogger({
      level: 'info',
      destination: { write: (line: string) => lines.push(JSON.parse(line)) },
    });
    const rejections = createRejectionLog(log, { periodMs: 100 });
    for (let i = 0; i < 50; i++) rejections.rejected('signature', { why: `try ${i}` });
    rejections.rejected('media_type');
    expect(lines.map((l) => [l.reason, l.count])).toEqual([
      ['signature', 1],
      ['media_type', 1],
    ]);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(lines.slice(2).map((l) => [l.reason, l.count, l.why])).toEqual([['signature', 49, 'try 49']]);
    rejections.rejected('signature');
    rejections.stop();
    expect(lines.slice(3).map((l) => [l.reason, l.count])).toEqual([['signature', 1]]);
    expect(lines.every((l) => l.msg === `webhook delivery rejected: ${l.reason}`)).toBe(true);
  });

  it('keeps at most a short, cleaned prefix of an unverified header', () => {
    expect(headerPrefix('0c4ad4b2-5a57-4c1f-9f0e-4fb5d1c4c2a7')).toBe('0c4ad4b2-5a57-4c1f-9f0e-4fb5d1c4c2a7');
    expect(headerPrefix('abc\n{"level":60} <x>')).toBe('abclevel:60x');
    expect(headerPrefix('y'.repeat(10_000))).toBe('y'.repeat(36));
    expect(headerPrefix(' \u2028 ')).toBeUndefined();
  });
});
