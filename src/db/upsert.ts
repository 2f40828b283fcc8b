import { type Column, type SQL, sql } from 'drizzle-orm';

/**
 * The `set` of an upsert that replaces these columns with the row being written (`excluded.…`),
 * for either dialect's table: several rows in one statement or one prepared statement.
 */
export function replacedBy<T extends Record<K, Column>, K extends string>(
  table: T,
  keys: readonly K[],
): Record<K, SQL> {
  const set = keys.map((key) => [key, sql.raw(`excluded.${table[key].name}`)]);
  return Object.fromEntries(set) as Record<K, SQL>;
}
