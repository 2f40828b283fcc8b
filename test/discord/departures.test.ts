import { execFile } from 'node:child_process';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDepartures, type Departed, type Departures } from '../../src/discord/departures.js';

// The thread requests to Discord leave from at their slots (src/discord/departures.ts), against a
// real HTTP server on 127.0.0.1.

interface Received {
  method: string;
  path: string;
  headers: IncomingMessage['headers'];
  body: Buffer;
}

const received: Received[] = [];
let server: Server;
let base: string;
let departures: Departures;

beforeAll(async () => {
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({
        method: req.method!,
        path: req.url!,
        headers: req.headers,
        body: Buffer.concat(chunks),
      });
      if (req.url === '/empty') {
        res.writeHead(204).end();
        return;
      }
      res.setHeader('set-cookie', ['a=1', 'b=2']);
      res.writeHead(req.url?.startsWith('/limited') ? 429 : 200, {
        'content-type': 'application/json',
        'x-ratelimit-remaining': '4',
        'retry-after': '2',
      });
      res.end(JSON.stringify({ echoed: req.url }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  departures = createDepartures();
  // The thread starts with the first request (under tests, through tsx's loader: a while).
  await departures.send(`${base}/warm`, { method: 'GET' }, Date.now(), 60_000);
}, 30_000);

afterAll(async () => {
  await departures.close();
  await new Promise((resolve) => server.close(resolve));
});

const since = () => received.length;
const departed = (result: Departed | 'late'): Departed => {
  if (result === 'late') throw new Error('the request was let pass');
  return result;
};

describe('the departure thread', () => {
  it('sends a request at its time while this event loop is held past it', async () => {
    const before = since();
    const departAt = Date.now() + 100;
    const sending = departures.send(
      `${base}/channels/1/messages`,
      { method: 'POST', body: '{}' },
      departAt,
      // Room for a busy machine to be late with the thread too: what is asserted is that it left
      // while this loop was held.
      400,
    );
    // This loop is busy for 600 ms from before the request's time to well after it.
    const heldUntil = Date.now() + 600;
    while (Date.now() < heldUntil) {
      // held
    }
    const { departedAt, response } = departed(await sending);
    expect(departedAt).toBeGreaterThanOrEqual(departAt);
    expect(departedAt).toBeLessThan(heldUntil);
    expect(response.status).toBe(200);
    expect(received.slice(before)).toHaveLength(1);
  });

  it('sends the method, headers and body as given, and gives back the answer as it came', async () => {
    const before = since();
    const { response } = departed(
      await departures.send(
        `${base}/limited?x=1`,
        {
          method: 'PATCH',
          headers: { authorization: 'Bot test', 'content-type': 'application/json' },
          body: '{"a":1}',
        },
        Date.now(),
        1000,
      ),
    );
    const [request] = received.slice(before);
    expect(request).toMatchObject({ method: 'PATCH', path: '/limited?x=1' });
    expect(request!.headers).toMatchObject({ authorization: 'Bot test', 'content-type': 'application/json' });
    expect(request!.body.toString()).toBe('{"a":1}');
    expect(response.status).toBe(429);
    expect(response.ok).toBe(false);
    expect(response.statusText).toBe('Too Many Requests');
    expect(response.headers.get('retry-after')).toBe('2');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('4');
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(await response.json()).toEqual({ echoed: '/limited?x=1' });
  });

  it('sends a form (files) as its multipart bytes, and a bodyless answer as one', async () => {
    const before = since();
    const form = new FormData();
    form.append('files[0]', new Blob([Buffer.from('PNGDATA')], { type: 'image/png' }), 'chart.png');
    form.append('payload_json', '{"content":"x"}');
    const { response } = departed(
      await departures.send(`${base}/empty`, { method: 'POST', body: form }, Date.now(), 1000),
    );
    expect(response.status).toBe(204);
    expect(await response.arrayBuffer()).toHaveProperty('byteLength', 0);
    const [request] = received.slice(before);
    expect(request!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const text = request!.body.toString();
    expect(text).toContain('filename="chart.png"');
    expect(text).toContain('PNGDATA');
    expect(text).toContain('{"content":"x"}');
  });

  it('sends nothing for a request handed over past its time and margin: it says late', async () => {
    const before = since();
    const result = await departures.send(
      `${base}/channels/2/messages`,
      { method: 'POST' },
      Date.now() - 200,
      25,
    );
    expect(result).toBe('late');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received.slice(before)).toEqual([]);
  });

  it('sends nothing for a request aborted before its time, and rejects with the reason', async () => {
    const before = since();
    const controller = new AbortController();
    const sending = departures.send(
      `${base}/channels/3/messages`,
      { method: 'POST', signal: controller.signal },
      Date.now() + 150,
      25,
    );
    controller.abort(new DOMException('timed out', 'AbortError'));
    await expect(sending).rejects.toMatchObject({ name: 'AbortError' });
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect(received.slice(before)).toEqual([]);
  });

  it('fails as the HTTP call does: a refused connection keeps its code', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(
      departures.send(`http://127.0.0.1:${port}/x`, { method: 'GET' }, Date.now(), 1000),
    ).rejects.toMatchObject({ code: 'ECONNREFUSED' });
  });

  it('after close, sends from this event loop at the request’s time', async () => {
    // The HTTP call of this event loop, each call's time kept: the thread never calls it.
    const calledAt: number[] = [];
    const own = createDepartures(async (url, init) => {
      calledAt.push(Date.now());
      return fetch(url, init as RequestInit);
    });
    await own.close();
    const departAt = Date.now() + 80;
    const { departedAt, response } = departed(
      await own.send(`${base}/after`, { method: 'GET' }, departAt, 25),
    );
    expect(calledAt).toHaveLength(1);
    expect(calledAt[0]).toBeGreaterThanOrEqual(departAt);
    expect(departedAt).toBeGreaterThanOrEqual(departAt);
    expect(await response.json()).toEqual({ echoed: '/after' });
  });

  it('keeps a process alive while a request waits for it, and not after: the process ends by itself', async () => {
    // A process of its own (the thread is one per process), sending one request to this server.
    const script = [
      `import { createDepartures } from ${JSON.stringify(new URL('../../src/discord/departures.ts', import.meta.url).href)};`,
      `const left = await createDepartures().send(${JSON.stringify(`${base}/alone`)}, { method: 'GET' }, Date.now(), 60_000);`,
      'console.log(left.response.status);',
    ].join('\n');
    const run = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--input-type=module', '-e', script],
      {
        timeout: 30_000,
      },
    );
    // Kept alive by an idle thread, the process would run until the timeout kills it; not kept
    // alive while the request waits, it would end before the answer (exit 13, nothing printed).
    await expect(run).resolves.toMatchObject({ stdout: '200\n' });
  }, 40_000);
});
