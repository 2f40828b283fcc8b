import { is, Param, Placeholder } from 'drizzle-orm';
import type { Db } from './open.js';

/**
 * A statement on the webhook path, written with drizzle's query builder (so the SQL follows the
 * schema) but run by better-sqlite3 directly: drizzle's prepared queries fill placeholders and map
 * results on every run, which cost more than the insert itself per delivery under load
 * (bench:intake's profile). Only for writes with named placeholders, each bound as drizzle would
 * (through the column's encoder).
 */
export function prepareHotWrite(
  db: Db,
  query: { toSQL(): { sql: string; params: unknown[] } },
): (values: Record<string, unknown>) => { changes: number } {
  const { sql, params } = query.toSQL();
  const binds = params.map((param) => {
    const wrapped = is(param, Param) ? param : undefined;
    const value = wrapped ? wrapped.value : param;
    if (!is(value, Placeholder))
      throw new Error(`prepareHotWrite: every value must be a placeholder (${sql})`);
    return { name: value.name, encode: (v: unknown) => (wrapped ? wrapped.encoder.mapToDriverValue(v) : v) };
  });
  const statement = db.$client.prepare(sql);
  return (values) => statement.run(...binds.map((bind) => bind.encode(values[bind.name])));
}
