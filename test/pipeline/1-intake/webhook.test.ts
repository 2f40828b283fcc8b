import { createHmac, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/open.js';
import { createHealth } from '../../../src/health.js';
import { buildServer } from '../../../src/http/server.js';
import { createLogger, type Logger } from '../../../src/logger.js';
import { createGroupCommit } from '../../../src/pipeline/1-intake/group-commit.js';
import { createSqliteEventStore, type Filing } from '../../../src/pipeline/2-inbox/event-store.js';
import { createInboxStatements } from '../../../src/pipeline/2-inbox/inbox.js';
import { activityEvent } from '../../support/events.js';
import { useTempDir } from '../../support/temp-dir.js';

const SECRET = 'zhs_test_webhook_route_secret';
const NOW = 1_800_000_000;
const tempDir = useTempDir();
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

function setup(options: { accepting?: () => boolean; log?: Logger; filing?: Filing } = {}) {
  const { filing, ...deps } = options;
  const handle = openDatabase(join(tempDir(), 'hostcord.db'));
  const inbox = createInboxStatements(handle.db);
  const woken: string[] = [];
  const results: string[] = [];
  const app = buildServer({
    log: createLogger({ level: 'silent' }),
    health: createHealth(),
    webhook: {
      secret: SECRET,
      store: createGroupCommit(createSqliteEventStore(handle.db, inbox, filing)).store,
      log: createLogger({ level: 'silent' }),
      nowSeconds: () => NOW,
      onPending: (event) => woken.push(event.id),
      onResult: (result, reason) => results.push(`${result}:${reason}`),
      ...deps,
    },
  });
  closers.push(
    () => handle.close(),
    () => app.close(),
  );
  const count = () => (handle.sqlite.prepare('SELECT count(*) AS n FROM inbox').get() as { n: number }).n;
  return { app, handle, inbox, woken, results, count };
}

function event(overrides: Record<string, unknown> = {}) {
  return { ...activityEvent(randomUUID(), {}, NOW * 1000), ...overrides };
}

function sign(raw: string, secret = SECRET, t = NOW) {
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${raw}`).digest('hex')}`;
}

function deliveryHeaders(raw: string, id: string, signature = sign(raw)) {
  return {
    'content-type': 'application/json',
    'service-signature': signature,
    'service-event-id': id,
    'service-event-type': 'server.activity',
    'service-delivery-id': randomUUID(),
  };
}

describe('POST /webhook', () => {
  it('stores a signed event, then answers 200, and tells the dispatcher', async () => {
    const { app, inbox, woken } = setup();
    const ev = event();
    const raw = JSON.stringify(ev);
    const res = await post(app, raw, deliveryHeaders(raw, ev.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, duplicate: false });
    const [row] = inbox.pending();
    expect(row).toMatchObject({
      eventId: ev.id,
      source: 'webhook',
      raw,
      serverId: ev.serverId,
      dispatchedAt: null,
    });
    expect(row?.createdAt).toBe(NOW * 1000);
    expect(woken).toEqual([ev.id]);
  });

  it('accepts activity filed as it is stored, and wakes nobody: nothing waits for the dispatcher', async () => {
    const recorded: string[] = [];
    const { app, count, inbox, woken, results } = setup({
      filing: { wanted: () => false, seen: { record: (serverId) => recorded.push(serverId) > 0 } },
    });
    const ev = event();
    const raw = JSON.stringify(ev);
    const res = await post(app, raw, deliveryHeaders(raw, ev.id));
    expect(res.json()).toEqual({ received: true, duplicate: false });
    expect(count()).toBe(1);
    expect(inbox.pending()).toEqual([]);
    expect(recorded).toEqual([ev.serverId]);
    expect(woken).toEqual([]);
    expect(results).toEqual(['accepted:']);

    const again = await post(app, raw, deliveryHeaders(raw, ev.id));
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(results).toEqual(['accepted:', 'duplicate:']);
  });

  const bad: Array<[string, (raw: string, id: string) => { headers: Record<string, string>; body: string }]> =
    [
      [
        'no signature header',
        (raw, id) => ({ headers: omit(deliveryHeaders(raw, id), 'service-signature'), body: raw }),
      ],
      ['an empty header', (raw, id) => ({ headers: deliveryHeaders(raw, id, ''), body: raw })],
      [
        'no t',
        (raw, id) => ({ headers: deliveryHeaders(raw, id, sign(raw).replace(/^t=\d+,/, '')), body: raw }),
      ],
      [
        'a non-numeric t',
        (raw, id) => ({ headers: deliveryHeaders(raw, id, sign(raw).replace(/^t=\d+/, 't=abc')), body: raw }),
      ],
      [
        't 301 s old',
        (raw, id) => ({ headers: deliveryHeaders(raw, id, sign(raw, SECRET, NOW - 301)), body: raw }),
      ],
      [
        't 301 s ahead',
        (raw, id) => ({ headers: deliveryHeaders(raw, id, sign(raw, SECRET, NOW + 301)), body: raw }),
      ],
      ['no v1', (raw, id) => ({ headers: deliveryHeaders(raw, id, `t=${NOW}`), body: raw })],
      [
        'v1 not hex',
        (raw, id) => ({ headers: deliveryHeaders(raw, id, `t=${NOW},v1=${'x'.repeat(64)}`), body: raw }),
      ],
      [
        'v1 of wrong length',
        (raw, id) => ({ headers: deliveryHeaders(raw, id, sign(raw).slice(0, -2)), body: raw }),
      ],
      [
        'another secret',
        (raw, id) => ({ headers: deliveryHeaders(raw, id, sign(raw, 'zhs_someone_else')), body: raw }),
      ],
      [
        'the secret without its prefix',
        (raw, id) => ({ headers: deliveryHeaders(raw, id, sign(raw, SECRET.slice(4))), body: raw }),
      ],
      [
        'a body changed by one byte',
        (raw, id) => ({ headers: deliveryHeaders(raw, id), body: raw.replace('crashed', 'crashes') }),
      ],
      [
        'a body re-serialised with other whitespace',
        (raw, id) => ({
          headers: deliveryHeaders(raw, id),
          body: JSON.stringify(JSON.parse(raw), null, 2),
        }),
      ],
      [
        'a header for another timestamp',
        (raw, id) => ({
          headers: deliveryHeaders(raw, id, sign(raw, SECRET, NOW - 5).replace(/^t=\d+/, `t=${NOW}`)),
          body: raw,
        }),
      ],
      [
        'a signature over an empty body',
        (raw, id) => ({ headers: deliveryHeaders(raw, id, sign('')), body: raw }),
      ],
    ];

  it.each(bad)('rejects %s with a bare 401 and stores nothing', async (_name, make) => {
    const { app, count, woken } = setup();
    const ev = event();
    const { headers, body } = make(JSON.stringify(ev), ev.id);
    const res = await post(app, body, headers);
    expect(res.statusCode).toBe(401);
    expect(res.body).toBe('');
    expect(count()).toBe(0);
    expect(woken).toEqual([]);
  });

  it('rejects an oversized body with 413 before anything else, counted as too_large', async () => {
    const { app, count, results } = setup();
    const ev = event({ data: { title: 'x'.repeat(1024 * 1024) } });
    const raw = JSON.stringify(ev);
    const res = await post(app, raw, deliveryHeaders(raw, ev.id));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
    expect(count()).toBe(0);
    expect(results).toEqual(['rejected:too_large']);
  });

  it('rejects a body that is not JSON by content type with 415, counted as media_type', async () => {
    const { app, count, results } = setup();
    const ev = event();
    const raw = JSON.stringify(ev);
    const headers = { ...deliveryHeaders(raw, ev.id), 'content-type': 'text/plain' };
    const res = await post(app, raw, headers);
    expect(res.statusCode).toBe(415);
    expect(count()).toBe(0);
    expect(results).toEqual(['rejected:media_type']);
  });

  it.each([
    ['invalid JSON', '{"id":'],
    ['a JSON array', '[]'],
    ['no id', JSON.stringify(omit(event(), 'id'))],
    ['a numeric type', JSON.stringify(event({ type: 7 }))],
    ['a bad date', JSON.stringify(event({ createdAt: 'yesterday' }))],
    ['data not an object', JSON.stringify(event({ data: 'x' }))],
    // An unknown type keeps any object as data, but only an object.
    ['an unknown type with a list as data', JSON.stringify(event({ type: 'server.renamed', data: [] }))],
    ['an unknown type with null data', JSON.stringify(event({ type: 'server.renamed', data: null }))],
    [
      'activity data without its title',
      JSON.stringify(event({ data: { ...event().data, title: undefined } })),
    ],
    ['no serverId field', JSON.stringify(omit(event(), 'serverId'))],
  ])('answers 400 to a signed body with %s', async (name, raw) => {
    const { app, count } = setup();
    // The body's own id in the header, so that only the body itself can be what is refused.
    const id = /"id":"([^"]+)"/.exec(raw)?.[1] ?? 'x';
    const res = await post(app, raw, deliveryHeaders(raw, id));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(name === 'invalid JSON' ? 'body is not JSON' : 'not an event');
    expect(count()).toBe(0);
  });

  it('answers 400 when Service-Event-Id differs from the body id', async () => {
    const { app, count } = setup();
    const ev = event();
    const raw = JSON.stringify(ev);
    const res = await post(app, raw, deliveryHeaders(raw, randomUUID()));
    expect(res.statusCode).toBe(400);
    expect(count()).toBe(0);
  });

  it('stores an unknown event type and a ping, and acknowledges them', async () => {
    const { app, inbox } = setup();
    const unknown = event({ type: 'server.renamed', data: { anything: true } });
    const ping = event({ type: 'ping', serverId: null, data: { botId: randomUUID(), message: 'hello' } });
    for (const ev of [unknown, ping]) {
      const raw = JSON.stringify(ev);
      const res = await post(app, raw, deliveryHeaders(raw, ev.id));
      expect(res.statusCode).toBe(200);
    }
    expect(
      inbox
        .pending()
        .map((r) => r.type)
        .sort(),
    ).toEqual(['ping', 'server.renamed']);
  });

  it('logs the first accepted delivery at once, then the count of the others, not a line each', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const log = createLogger({
      level: 'info',
      destination: { write: (line: string) => lines.push(JSON.parse(line)) },
    });
    const { app } = setup({ log });
    const events = Array.from({ length: 5 }, () => event());
    for (const ev of events) {
      const raw = JSON.stringify(ev);
      expect((await post(app, raw, deliveryHeaders(raw, ev.id))).statusCode).toBe(200);
    }
    const received = () => lines.filter((l) => l.msg === 'webhook event received');
    expect(received().map((l) => [l.count, l.eventId, l.type])).toEqual([
      [1, events[0]!.id, 'server.activity'],
    ]);
    // The summary is due a minute later, or when the server closes.
    await app.close();
    expect(
      received()
        .slice(1)
        .map((l) => [l.count, l.eventId]),
    ).toEqual([[4, events[4]!.id]]);
    expect(lines.filter((l) => l.msg === 'webhook delivery stored')).toEqual([]);
  });

  it('stores a delivery sent twice, or ten times at once, exactly once', async () => {
    const { app, count, woken } = setup();
    const ev = event();
    const raw = JSON.stringify(ev);
    const send = () => post(app, raw, deliveryHeaders(raw, ev.id));
    const first = await send();
    const again = await send();
    const burst = await Promise.all(Array.from({ length: 10 }, send));
    expect(first.json()).toEqual({ received: true, duplicate: false });
    expect(again.json()).toEqual({ received: true, duplicate: true });
    expect(burst.every((r) => r.statusCode === 200)).toBe(true);
    expect(count()).toBe(1);
    expect(woken).toEqual([ev.id]);
  });

  it('answers 503 when the database fails, so the provider retries', async () => {
    const { app, handle } = setup();
    handle.close();
    const ev = event();
    const raw = JSON.stringify(ev);
    const res = await post(app, raw, deliveryHeaders(raw, ev.id));
    expect(res.statusCode).toBe(503);
  });

  it('answers 503 while not accepting (shutting down), storing nothing', async () => {
    const { app, count } = setup({ accepting: () => false });
    const ev = event();
    const raw = JSON.stringify(ev);
    const res = await post(app, raw, deliveryHeaders(raw, ev.id));
    expect(res.statusCode).toBe(503);
    expect(count()).toBe(0);
  });

  it('survives fuzzed bodies with valid signatures: only 400 or 200, never a crash', async () => {
    const { app } = setup();
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const pieces = [
      '{',
      '}',
      '[',
      ']',
      '"id"',
      '"type"',
      ':',
      ',',
      'null',
      '1e999',
      '"\\u0000"',
      '"x"',
      'true',
      '-0',
      '"data"',
      '{}',
      '"serverId"',
      '"createdAt"',
      '"2026-01-01T00:00:00Z"',
      '\uFFFF',
      '\\',
    ];
    const statuses = new Set<number>();
    for (let i = 0; i < 300; i++) {
      let raw = '';
      const n = 1 + Math.floor(random() * 30);
      for (let j = 0; j < n; j++) raw += pieces[Math.floor(random() * pieces.length)];
      if (i % 3 === 0)
        raw = JSON.stringify(
          i % 2 ? { ...event(), [String(random())]: raw } : event({ type: 'x.unknown', data: { raw } }),
        );
      const res = await post(app, raw, deliveryHeaders(raw, JSON.parse(safeJson(raw))?.id ?? 'x'));
      statuses.add(res.statusCode);
    }
    expect([...statuses].every((s) => s === 200 || s === 400)).toBe(true);
    expect(statuses.has(200)).toBe(true);
    expect(statuses.has(400)).toBe(true);
  });
});

function post(app: ReturnType<typeof setup>['app'], body: string, headers: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/webhook', headers, body });
}

function omit<T extends Record<string, unknown>, K extends keyof T>(obj: T, key: K): Omit<T, K> {
  const { [key]: _, ...rest } = obj;
  return rest;
}

function safeJson(raw: string): string {
  try {
    JSON.parse(raw);
    return raw;
  } catch {
    return 'null';
  }
}
