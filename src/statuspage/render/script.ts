import { createHash } from 'node:crypto';

/**
 * The page's one script, served by hostcord (`script-src 'self'`, no inline script): once per
 * refresh interval, while the page is visible, it fetches the page again and swaps in its <main>.
 * An unpublished page (404) reloads to show so. Without JavaScript the page reads the same; it is
 * just not refreshed.
 */
export const SCRIPT = `(() => {
  const seconds = Number(document.documentElement.dataset.refresh);
  if (!(seconds >= 10)) return;
  const later = () => setTimeout(refresh, seconds * 1000);
  async function refresh() {
    if (document.hidden) {
      document.addEventListener('visibilitychange', refresh, { once: true });
      return;
    }
    try {
      const answer = await fetch(location.href, { cache: 'no-store', credentials: 'omit' });
      if (answer.status === 404) return location.reload();
      if (answer.ok) {
        const page = new DOMParser().parseFromString(await answer.text(), 'text/html');
        const main = page.querySelector('main');
        if (main) document.querySelector('main').replaceWith(document.adoptNode(main));
      }
    } catch {}
    later();
  }
  later();
})();
`;

/** Named by its content, so browsers may keep it for good. */
export const SCRIPT_PATH = `/s/refresh-${createHash('sha256').update(SCRIPT).digest('hex').slice(0, 12)}.js`;
