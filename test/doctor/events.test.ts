import { describe, expect, it } from 'vitest';
import { checkEvents } from '../../src/doctor/events.js';
import { wordsIn } from '../../src/doctor/types.js';

const NOW = Date.parse('2026-11-22T12:00:00Z');
const at = (secondsAgo: number) => new Date(NOW - secondsAgo * 1000).toISOString();
const lines = (report: Parameters<typeof checkEvents>[0]) =>
  checkEvents(report, NOW).map((f) => `${f.level} ${wordsIn('en-US', f.message)}`);

describe('the doctor on events (from the running bot’s /healthz)', () => {
  it('says when the feed was polled and the last event arrived', () => {
    expect(
      lines({
        ok: true,
        source: 'poll',
        webhook: 'off',
        feed: 'ok',
        lastPollAt: at(12),
        lastEventReceivedAt: at(300),
      }),
    ).toEqual(['ok feed polled 12 sec ago: ok; last event received 5 min 0 sec ago']);
  });

  it('fails with what to fix when the provider refuses the feed, and warns while a poll is retried', () => {
    const fix = 'event feed not found: HOSTING_API_URL is not the provider’s base address; …';
    expect(lines({ feed: 'operator-error', feedError: fix, webhook: 'off' })).toEqual([
      `error the event feed fails: ${fix}`,
    ]);
    expect(lines({ feed: 'retrying', feedError: 'HTTP 503', webhook: 'off' })).toEqual([
      'warning the last feed poll failed (HTTP 503); hostcord keeps retrying',
    ]);
  });

  it('reports the last webhook delivery from the provider, and a refusal newer than it with both apart', () => {
    expect(
      lines({
        webhook: 'served',
        lastDeliveryAt: at(600),
        lastRejection: { at: at(30), reason: 'invalid_json', why: 'body is not JSON' },
      }),
    ).toEqual([
      'warning webhook deliveries are refused: the last 30 sec ago (invalid_json: body is not JSON); the last accepted delivery from the provider came 10 min 0 sec ago; the log says why',
    ]);
    expect(
      lines({ webhook: 'served', lastDeliveryAt: at(5), lastRejection: { at: at(30), reason: 'x' } }),
    ).toEqual(['ok last webhook delivery from the provider taken 5 sec ago']);
    expect(lines({ webhook: 'served', lastDeliveryAt: null, lastRejection: null })).toEqual([
      'warning no webhook delivery from the provider since hostcord started; the provider\'s "send test event" sends one',
    ]);
  });

  it('a signature that does not match: an error naming WEBHOOK_SECRET, whatever the doctor’s own ping did', () => {
    const [line, ...more] = lines({
      webhook: 'served',
      lastDeliveryAt: null,
      lastSelfTestAt: at(1),
      lastRejection: { at: at(20), reason: 'signature', why: 'signature does not match' },
    });
    expect(more).toEqual([]);
    expect(line).toMatch(
      /^error webhook deliveries are refused: the last 20 sec ago \(signature: signature does not match\); none was accepted since hostcord started\. WEBHOOK_SECRET is not the current secret of the provider's webhook/,
    );
  });

  it('warns when hostcord is not running, so nothing can be said about events', () => {
    expect(lines(new Error('nothing answers at http://127.0.0.1:8080/healthz …'))).toEqual([
      'warning nothing answers at http://127.0.0.1:8080/healthz …',
    ]);
  });
});
