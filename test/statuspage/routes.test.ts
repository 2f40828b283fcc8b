import { describe, expect, it } from 'vitest';
import { createBoards } from '../../src/db/boards.js';
import { createPublishedBoards } from '../../src/db/published-boards.js';
import { createHealth } from '../../src/health.js';
import { buildServer } from '../../src/http/server.js';
import { createLogger } from '../../src/logger.js';
import { renderStatusPage } from '../../src/statuspage/render/page.js';
import { SCRIPT_PATH } from '../../src/statuspage/render/script.js';
import type { PageView } from '../../src/statuspage/view.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();

const VIEW: PageView = {
  servers: [
    {
      name: 'Survival',
      state: 'up',
      since: 0,
      players: null,
      days: [],
      uptime: { '24h': 1, '7d': 1, '30d': 1, '90d': 1 },
      incidents: [],
    },
  ],
  updatedAt: null,
  at: 1_000,
  refreshSeconds: 60,
};

/** The HTTP server with its status pages over a real SQLite file; the page's data as the test says. */
async function serve(
  view: () => Promise<PageView> = async () => VIEW,
  rateLimit?: { burst: number; perMinute: number },
) {
  const { db } = databases.sqlite();
  const boards = createBoards(db);
  const published = createPublishedBoards(db);
  const clock = { now: 1_000_000 };
  const calls = { views: 0 };
  const server = buildServer({
    log: createLogger({ level: 'silent' }),
    health: createHealth(),
    statusPages: {
      published,
      source: {
        view: () => {
          calls.views++;
          return view();
        },
      },
      ttlMs: 60_000,
      log: createLogger({ level: 'silent' }),
      now: () => clock.now,
      ...(rateLimit && { rateLimit }),
    },
  });
  databases.onClose(() => server.close());
  const { board } = await boards.create({ guildId: 'g1', channelId: 'c1', createdBy: 'admin' });
  const publish = () =>
    published.publish({ boardId: board.id, showNames: false, publishedBy: 'admin', at: clock.now });
  return { server, boardId: board.id, published, publish, clock, calls };
}

const get = (server: ReturnType<typeof buildServer>, url: string, headers: Record<string, string> = {}) =>
  server.inject({ method: 'GET', url, headers });

/** What a visitor can compare between two answers: status, headers (but the date) and bytes. */
const seen = (r: Awaited<ReturnType<typeof get>>) => {
  const { date: _date, ...headers } = r.headers;
  return { status: r.statusCode, headers, body: r.rawPayload.toString('base64') };
};

describe('status page routes', () => {
  it('serves a published page with a strict CSP, nosniff, a referrer policy and no cookie', async () => {
    const { server, publish } = await serve();
    const { slug } = await publish();
    const page = await get(server, `/s/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.body).toContain('<h2 id="server-1">Survival</h2>');
    const csp = String(page.headers['content-security-policy']);
    const directives = new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
        .map(([k, ...v]) => [k, v]),
    );
    expect(directives.get('default-src')).toEqual(["'none'"]);
    for (const source of directives.get('script-src') ?? directives.get('default-src')!) {
      expect(source).not.toMatch(/^'unsafe-|^\*$|^[a-z]+:$/);
    }
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('frame-ancestors')).toEqual(["'none'"]);
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['set-cookie']).toBeUndefined();

    const json = await get(server, `/s/${slug}.json`);
    expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(json.headers['access-control-allow-origin']).toBe('*');
    expect(JSON.parse(json.body).servers[0].name).toBe('Survival');
    const badge = await get(server, `/s/${slug}/badge.svg`);
    expect(badge.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
    expect(badge.body).toContain('1/1 up');
    const script = await get(server, SCRIPT_PATH);
    expect(script.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(script.headers['x-content-type-options']).toBe('nosniff');
    // The other routes are untouched by the page's headers.
    const health = await get(server, '/healthz');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-security-policy']).toBeUndefined();
  });

  it('an unpublished slug, an old one and one never made get the same answer, byte for byte', async () => {
    const { server, publish, published, boardId } = await serve();
    const old = (await publish()).slug;
    const current = (await publish()).slug;
    const answers = {
      old: await get(server, `/s/${old}`),
      never: await get(server, '/s/AAAAAAAAAAAAAAAAAAAAAA'),
      other: await get(server, '/s/not-a-slug'),
    };
    expect((await get(server, `/s/${current}`)).statusCode).toBe(200);
    await published.unpublish(boardId);
    const unpublished = await get(server, `/s/${current}`);
    expect(unpublished.statusCode).toBe(404);
    for (const answer of Object.values(answers)) expect(seen(answer)).toEqual(seen(unpublished));
    for (const path of [
      `/s/${current}.json`,
      `/s/${current}/badge.svg`,
      '/s/a/b/c',
      `/s/${'x'.repeat(300)}`,
    ]) {
      expect(seen(await get(server, path))).toEqual(seen(unpublished));
    }
  });

  it('renders a page once per refresh interval, shares one read among visitors, and compresses for browsers', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { server, publish, clock, calls } = await serve(async () => {
      await gate;
      return VIEW;
    });
    const { slug } = await publish();
    const first = Promise.all([get(server, `/s/${slug}`), get(server, `/s/${slug}.json`)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const [page] = await first;
    expect(calls.views).toBe(1);
    expect(page.body).toBe(renderStatusPage(VIEW));
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.headers['server-timing']).toMatch(/^app;dur=\d+\.\d\d;desc="rendered"$/);
    clock.now += 59_000;
    const zlib = await import('node:zlib');
    // From memory: the same bytes, in the encoding the visitor takes (brotli first).
    const zipped = await get(server, `/s/${slug}`, { 'accept-encoding': 'gzip, deflate' });
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(zipped.headers.vary).toBe('accept-encoding');
    expect(zipped.headers['server-timing']).toMatch(/desc="from memory"$/);
    expect(zlib.gunzipSync(zipped.rawPayload).toString()).toBe(page.body);
    const brotli = await get(server, `/s/${slug}`, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(page.body);
    const refused = await get(server, `/s/${slug}`, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(page.body);
    expect(calls.views).toBe(1);
    clock.now += 1_000;
    await get(server, `/s/${slug}`);
    expect(calls.views).toBe(2);
  });

  it('answers 304 to a visitor who has the page already (ETag), and the page again once it changed', async () => {
    let view = VIEW;
    const { server, publish, clock } = await serve(async () => view);
    const { slug } = await publish();
    const page = await get(server, `/s/${slug}`, { 'accept-encoding': 'gzip' });
    const etag = String(page.headers.etag);
    expect(etag).toMatch(/^W\/"[A-Za-z0-9_-]{22}"$/);
    const again = await get(server, `/s/${slug}`, { 'if-none-match': etag, 'accept-encoding': 'br' });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['content-security-policy']).toBe(page.headers['content-security-policy']);
    // The same bytes rendered again next interval keep their tag; other bytes get another.
    clock.now += 60_000;
    expect((await get(server, `/s/${slug}`, { 'if-none-match': etag })).statusCode).toBe(304);
    view = { ...VIEW, servers: [{ ...VIEW.servers[0]!, state: 'down' }] };
    clock.now += 60_000;
    const changed = await get(server, `/s/${slug}`, { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toContain('>Down</span>');
    // Another format of the same page has a tag of its own.
    const json = await get(server, `/s/${slug}.json`, { 'if-none-match': etag });
    expect(json.statusCode).toBe(200);
  });

  it('a page that cannot be read answers 503 and is tried again; the server goes on', async () => {
    let fail = true;
    const { server, publish } = await serve(async () => {
      if (fail) throw new Error('database gone');
      return VIEW;
    });
    const { slug } = await publish();
    const broken = await get(server, `/s/${slug}`);
    expect(broken.statusCode).toBe(503);
    expect(broken.body).not.toContain('database gone');
    expect((await get(server, '/healthz')).statusCode).toBe(200);
    fail = false;
    expect((await get(server, `/s/${slug}`)).statusCode).toBe(200);
  });

  it('limits requests per visitor address, taken behind a local proxy from X-Forwarded-For', async () => {
    const { server, publish } = await serve(undefined, { burst: 3, perMinute: 1 });
    const { slug } = await publish();
    const from = (ip: string) => get(server, `/s/${slug}`, { 'x-forwarded-for': `6.6.6.6, ${ip}` });
    for (let i = 0; i < 3; i++) expect((await from('203.0.113.7')).statusCode).toBe(200);
    const limited = await from('203.0.113.7');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    // Unknown slugs count the same: guessing is limited too.
    expect((await get(server, '/s/guess', { 'x-forwarded-for': '203.0.113.7' })).statusCode).toBe(429);
    // Another visitor behind the same proxy is not.
    expect((await from('198.51.100.1')).statusCode).toBe(200);
    // IPv6 visitors count per /64.
    for (let i = 0; i < 3; i++) expect((await from(`2001:db8::${i + 1}`)).statusCode).toBe(200);
    expect((await from('2001:db8:0:0:ffff::9')).statusCode).toBe(429);
  });
});
