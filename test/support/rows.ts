import type { App } from '../../src/app.js';

/**
 * Rows of a query, read straight from the app's database, SQLite or PostgreSQL: what tests check
 * beyond what the repositories show. Placeholders are written `?`; columns come back as named; a write answers no rows.
 */
export async function rowsOf(
  app: Pick<App, 'store'>,
  query: string,
  params: unknown[] = [],
): Promise<Array<Record<string, unknown>>> {
  const { sqlite, postgres } = app.store;
  if (sqlite) {
    const statement = sqlite.sqlite.prepare(query);
    if (!statement.reader) {
      statement.run(...params);
      return [];
    }
    return statement.all(...params) as Array<Record<string, unknown>>;
  }
  let n = 0;
  const result = await postgres!.pool.query(
    query.replace(/\?/g, () => `$${++n}`),
    params,
  );
  return result.rows as Array<Record<string, unknown>>;
}
