import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RollupRow } from '../../src/db/history.js';
import { DAY_MS } from '../../src/history/history.js';
import { rollupRow } from '../history/support.js';
import { useWorld } from '../support/bot-world.js';
import { ROOT } from '../support/docs.js';
import { answer } from '../support/interactions.js';
import { type BoardWorld, boardWorld } from '../watch/support/board-world.js';
import { gameAnswering } from './support.js';

/** Debian's package; `.ci/run` installs it when missing. */
const CHROMIUM = '/usr/bin/chromium';
const ARTIFACTS = join(ROOT, 'test-artifacts', 'statuspage');
const HOSTILE = ['<script>alert(1)</script>', '"><img src=x onerror=alert(2)>', 'javascript:alert(3)'];
const NAMES = ['Survival', ...HOSTILE];
const OUTAGE_DAYS_AGO = 5;

const available = existsSync(CHROMIUM);
const ci = process.env.CI === 'true';
if (!available && !ci) {
  console.warn(`status page browser test skipped: no Chromium at ${CHROMIUM} (apt-get install -y chromium)`);
}

const startWorld = useWorld();

/** 30 days of quarter hours up, but half of the outage day for the first server. */
function history(w: BoardWorld, serverKey: number, outage: boolean): RollupRow[] {
  const today = Math.floor(w.now() / DAY_MS) * DAY_MS;
  const rows: RollupRow[] = [];
  for (let day = 30; day >= 1; day--) {
    for (let q = 0; q < 96; q++) {
      const down = outage && day === OUTAGE_DAYS_AGO && q >= 48;
      rows.push(rollupRow(serverKey, (today - day * DAY_MS) / 1000 + q * 900, down ? 0 : 900_000));
    }
  }
  return rows;
}

/** A published board of four servers (three named to attack the page), 30 days of history, an outage. */
async function publishedWorld(): Promise<{ w: BoardWorld; url: string }> {
  const w = await boardWorld(startWorld, {
    names: NAMES,
    env: { PUBLIC_URL: 'https://status.example.org', GAME_QUERY: 'on' },
  });
  const { history: store } = w.app.store.repositories;
  for (const [i, server] of w.servers.entries())
    await store.putRollups(history(w, await store.keyOf(server.id), i === 0));
  // After the history: the board's uptime figures are kept for a quarter hour once read.
  await w.createBoard();
  const today = Math.floor(w.now() / DAY_MS) * DAY_MS;
  const downSince = today - OUTAGE_DAYS_AGO * DAY_MS + DAY_MS / 2;
  const incident = await w.app.store.repositories.incidents.open({
    serverId: w.servers[0]!.id,
    downSince,
    openedAt: downSince + 90_000,
    serverName: NAMES[0]!,
    lastActivityTitle: null,
    targets: [],
  });
  await w.app.store.repositories.incidents.close(incident!.id, downSince + DAY_MS / 2);
  await gameAnswering(w, w.servers[0]!.id, HOSTILE.slice(0, 2));
  const reply = await answer(
    w.command('board', { subcommand: 'publish', options: [{ name: 'names', type: 5, value: true }] }),
  );
  const slug = /\/s\/([A-Za-z0-9_-]{22})/.exec(reply.text)![1];
  const { port } = w.app.server.server.address() as { port: number };
  return { w, url: `http://127.0.0.1:${port}/s/${slug}` };
}

/** The page's width as the browser lays it out (the tests compile without the DOM's types). */
type Viewport = { document: { documentElement: { scrollWidth: number } } };

/** The browser's `getComputedStyle` (the tests compile without the DOM's types). */
type Styles = {
  getComputedStyle(el: unknown, pseudo?: string): { backgroundColor: string; content: string };
};

interface AxeResults {
  violations: Array<{ id: string; impact: string; nodes: unknown[] }>;
  passes: unknown[];
}

/** axe-core's serious and critical findings on the page as it is shown now. */
async function accessibilityProblems(page: Page): Promise<string[]> {
  const source = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  // Evaluated through the DevTools protocol: the page's CSP forbids any script but its own.
  await page.evaluate(source);
  const results = await page.evaluate(() =>
    (globalThis as unknown as { axe: { run(): Promise<AxeResults> } }).axe.run(),
  );
  // axe looked at the page (colour contrast among what passed), not at nothing.
  expect(results.passes.length).toBeGreaterThan(10);
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}, ${v.nodes.length} elements)`);
}

describe.skipIf(!available && !ci)('public status page in a real browser (headless Chromium)', () => {
  let browser: Browser;
  beforeAll(async () => {
    expect(existsSync(CHROMIUM), `CI needs Chromium at ${CHROMIUM}: .ci/run installs Debian's chromium`).toBe(
      true,
    );
    browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows servers, states and 90-day bars coloured by uptime, runs nothing from server names, stays on 127.0.0.1, has no serious accessibility problem, in light and dark at 320 and 1280 px', async () => {
    const { url } = await publishedWorld();
    mkdirSync(ARTIFACTS, { recursive: true });
    const page = await browser.newPage();
    const outside: string[] = [];
    const problems: string[] = [];
    await page.route('**/*', (route) => {
      const target = new URL(route.request().url());
      if (target.hostname === '127.0.0.1') return route.continue();
      outside.push(target.href);
      return route.abort();
    });
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(message.text());
    });
    page.on('pageerror', (err) => problems.push(err.message));
    page.on('dialog', (dialog) => {
      problems.push(`dialog: ${dialog.message()}`);
      void dialog.dismiss();
    });

    const answer = await page.goto(url, { waitUntil: 'networkidle' });
    expect(answer?.status()).toBe(200);
    // Server names are shown as text, in order, each with its state in words.
    expect(await page.locator('main h2').allTextContents()).toEqual(
      [...NAMES].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })),
    );
    expect(await page.locator('.state').allTextContents()).toEqual(['Up', 'Up', 'Up', 'Up']);
    expect(await page.locator('.names').textContent()).toBe(`Online: ${HOSTILE[0]}, ${HOSTILE[1]}`);
    expect(await page.locator('img, iframe, object, embed').count()).toBe(0);
    expect(await page.locator('script').count()).toBe(1);

    // 90 bars a server: no data before the history, green days, the outage day red.
    const section = page.locator('section', { has: page.locator('h2', { hasText: 'Survival' }) });
    const bars = section.locator('.bar i');
    expect(await bars.count()).toBe(90);
    const colour = (i: number) =>
      bars.nth(i).evaluate((el) => (globalThis as unknown as Styles).getComputedStyle(el).backgroundColor);
    const outage = 89 - OUTAGE_DAYS_AGO;
    expect(await bars.nth(outage).getAttribute('title')).toMatch(/: 50\.0% · down 12 hr 0 min · 1 incident$/);
    expect(await colour(outage)).toBe('rgb(207, 34, 46)');
    expect(await colour(outage - 1)).toBe('rgb(45, 164, 78)');
    expect(await colour(0)).toBe('rgb(198, 205, 213)');
    expect(await section.locator('.figures').textContent()).toMatch(/90 days98\.3%$/);
    expect(await page.locator('.bar').count()).toBe(4);

    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const width of [320, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.screenshot({ path: join(ARTIFACTS, `${scheme}-${width}.png`), fullPage: true });
        // Nothing wider than the screen: no sideways scrolling on a phone.
        expect(
          await page.evaluate(() => (globalThis as unknown as Viewport).document.documentElement.scrollWidth),
        ).toBe(width);
      }
      expect(await accessibilityProblems(page), scheme).toEqual([]);
    }
    expect(await colour(outage)).toBe('rgb(248, 81, 73)');
    // Tapping a day shows its figure beside the bar (it takes focus; not a stop for Tab).
    await bars.nth(outage).click();
    expect(
      await bars
        .nth(outage)
        .evaluate((el) => (globalThis as unknown as Styles).getComputedStyle(el, '::after').content),
    ).toMatch(/50\.0%/);

    expect(outside).toEqual([]);
    expect(problems).toEqual([]);
  });
});
