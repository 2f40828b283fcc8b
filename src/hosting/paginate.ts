import { HostingResponseError } from './errors.js';
import type { Page } from './schemas.js';

/**
 * Walks a list page by page. The cursor is opaque (spec, Endpoints → conventions): `nextCursor` is
 * handed back exactly as received, and `null` ends the list. Not for `GET /events`, whose
 * `nextCursor` never means "no further page" (spec, Events → Polling feed).
 */
export async function* paginate<T>(
  fetchPage: (cursor: string | undefined) => Promise<Page<T>>,
  startCursor?: string | null,
): AsyncGenerator<Page<T>, void, undefined> {
  let cursor = startCursor ?? undefined;
  for (;;) {
    const page = await fetchPage(cursor);
    yield page;
    if (page.nextCursor === null) return;
    // Comparing is not reading the cursor; it only stops an endless loop on a provider fault.
    if (page.nextCursor === cursor) {
      throw new HostingResponseError({ op: 'paginate', method: 'GET', path: '' }, 200, undefined, [
        'nextCursor: repeats the cursor that was sent',
      ]);
    }
    cursor = page.nextCursor;
  }
}
