import {
  type Column,
  type ColumnBaseConfig,
  type ColumnDataType,
  getTableColumns,
  getTableName,
  is,
  SQL,
  sql,
} from 'drizzle-orm';
import {
  bigint,
  index,
  integer,
  json,
  jsonb,
  type PgColumn,
  type PgColumnBuilderBase,
  type PgTableExtraConfigValue,
  type PgTableWithColumns,
  pgTable,
  primaryKey,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type ForeignKey, getTableConfig, SQLiteColumn, SQLiteTable } from 'drizzle-orm/sqlite-core';
import * as sqlite from './schema.js';
import { EMPTY_LIST, now, postgresTypeOf } from './schema-columns.js';

/**
 * The PostgreSQL tables, built at import time from `schema.ts` (where each table and column is
 * explained): the same tables, column names, keys and indexes, so the SQL the repositories build
 * means the same on both databases. Only what differs is here; `npm run db:generate` writes
 * `migrations/postgres` from these tables, and `test/db/schema-parity.test.ts` compares them with
 * the migrated database.
 *
 * What differs: an integer is `integer`, or `bigint` read as a JS number where `schema-columns.ts`
 * marks it (`ms`, `big`); an autoincrement id is an identity column "by default"; JSON is `jsonb`,
 * or `json` where marked (`verbatimJson`); SQL defaults have their PostgreSQL form (`DEFAULTS`); an
 * index's `where` names the PostgreSQL table's columns (its SQL must be one both databases read).
 * Anything else (another column type, a check, a runtime default) fails here, at import.
 */

/** The PostgreSQL form of each SQL default schema.ts uses. */
const DEFAULTS = new Map<unknown, unknown>([
  [now, sql`((extract(epoch from now()) * 1000)::bigint)`],
  [EMPTY_LIST, []],
]);

type PostgresColumn<C extends Column> =
  Omit<C['_'], 'dialect'> extends infer U extends ColumnBaseConfig<ColumnDataType, string>
    ? PgColumn<U>
    : never;

/** A table of schema.ts as PostgreSQL's: the same columns, with the same JS types. */
export type PostgresTable<T extends SQLiteTable> = PgTableWithColumns<{
  name: T['_']['name'];
  schema: undefined;
  columns: { [K in keyof T['_']['columns']]: PostgresColumn<T['_']['columns'][K]> };
  dialect: 'pg';
}>;

/** What the translation calls on a PostgreSQL column builder, whatever its type. */
interface Builder extends PgColumnBuilderBase {
  notNull(): unknown;
  primaryKey(): unknown;
  generatedByDefaultAsIdentity(): unknown;
  default(value: unknown): unknown;
  unique(name?: string): unknown;
  references(ref: () => PgColumn, actions: Pick<ForeignKey, 'onDelete' | 'onUpdate'>): unknown;
}

type SqliteTables = {
  [K in keyof typeof sqlite as (typeof sqlite)[K] extends SQLiteTable ? K : never]: (typeof sqlite)[K];
};
type PostgresTables = { [K in keyof SqliteTables]: PostgresTable<SqliteTables[K]> };

/** Every table of schema.ts, by its export name, built for PostgreSQL. */
function postgresTables(): PostgresTables {
  const built = new Map<SQLiteTable, Record<string, PgColumn>>();
  // A foreign key is resolved when drizzle asks for it, once every table exists.
  const columnOf = (column: SQLiteColumn) => built.get(column.table)![keyOf(column)]!;
  const tables = Object.entries(sqlite).filter(([, t]) => is(t, SQLiteTable)) as [string, SQLiteTable][];
  const entries = tables.map(([name, table]) => {
    const twin = postgresTable(table, columnOf);
    built.set(table, twin as unknown as Record<string, PgColumn>);
    return [name, twin];
  });
  return Object.fromEntries(entries) as PostgresTables;
}

function postgresTable(table: SQLiteTable, columnOf: (column: SQLiteColumn) => PgColumn) {
  const config = getTableConfig(table);
  if (config.checks.length > 0) throw new Error(`${config.name}: no PostgreSQL form for its checks`);
  const columns = Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      postgresColumn(column, referenceOf(column, config.foreignKeys), columnOf),
    ]),
  );
  return pgTable(config.name, columns, (t) => extrasOf(config, t as Record<string, PgColumn>));
}

function postgresColumn(
  column: SQLiteColumn,
  reference: ForeignKey | undefined,
  columnOf: (column: SQLiteColumn) => PgColumn,
): Builder {
  const where = `${getTableName(column.table)}.${column.name}`;
  if (column.defaultFn || column.onUpdateFn || column.generated)
    throw new Error(`${where}: no PostgreSQL form for a runtime or generated value`);
  const builder = builderOf(column, where);
  if (column.notNull) builder.notNull();
  if (column.primary) builder.primaryKey();
  if ((column as SQLiteColumn & { autoIncrement?: boolean }).autoIncrement)
    builder.generatedByDefaultAsIdentity();
  if (column.default !== undefined) builder.default(defaultOf(column.default, where));
  if (column.isUnique) builder.unique(column.uniqueName);
  if (reference) {
    const { foreignColumns } = reference.reference();
    builder.references(() => columnOf(foreignColumns[0]! as SQLiteColumn), {
      onDelete: reference.onDelete,
      onUpdate: reference.onUpdate,
    });
  }
  return builder;
}

function builderOf(column: SQLiteColumn, where: string): Builder {
  const type = postgresTypeOf(column);
  const builder = (() => {
    switch (column.columnType) {
      case 'SQLiteInteger':
        return type === 'bigint' ? bigint(column.name, { mode: 'number' }) : integer(column.name);
      case 'SQLiteText':
        return text(column.name);
      case 'SQLiteTextJson':
        return type === 'json' ? json(column.name) : jsonb(column.name);
      default:
        throw new Error(`${where}: no PostgreSQL type for a ${column.columnType} column`);
    }
  })();
  return builder as unknown as Builder;
}

function defaultOf(value: unknown, where: string): unknown {
  if (!is(value, SQL)) return value;
  if (!DEFAULTS.has(value)) throw new Error(`${where}: no PostgreSQL form for its SQL default`);
  return DEFAULTS.get(value);
}

/** The foreign key of one column (schema.ts declares them on the column: `.references()`). */
function referenceOf(column: SQLiteColumn, foreignKeys: ForeignKey[]): ForeignKey | undefined {
  const found = foreignKeys.filter((fk) => fk.reference().columns.includes(column));
  for (const fk of found)
    if (fk.reference().columns.length > 1)
      throw new Error(`${fk.getName()}: a foreign key of several columns`);
  return found[0];
}

/** Indexes, composite primary keys and unique constraints, on the PostgreSQL table's columns. */
function extrasOf(
  config: ReturnType<typeof getTableConfig>,
  t: Record<string, PgColumn>,
): PgTableExtraConfigValue[] {
  const on = (columns: unknown[]) => columns.map((c) => t[keyOf(c as SQLiteColumn)]!) as [PgColumn];
  return [
    ...config.indexes.map(({ config: i }) => {
      const built = (i.unique ? uniqueIndex : index)(i.name).on(...on(i.columns));
      return i.where ? built.where(onColumns(i.where, t)) : built;
    }),
    ...config.primaryKeys.map((pk) => primaryKey({ name: pk.name, columns: on(pk.columns) })),
    ...config.uniqueConstraints.map((u) => unique(u.name).on(...on(u.columns))),
  ];
}

/** A `where` of schema.ts with each SQLite column replaced by the PostgreSQL table's. */
function onColumns(where: SQL, t: Record<string, PgColumn>): SQL {
  return new SQL(
    where.queryChunks.map((chunk) => {
      if (is(chunk, SQLiteColumn)) return t[keyOf(chunk)]!;
      return is(chunk, SQL) ? onColumns(chunk, t) : chunk;
    }),
  );
}

/** A column's key in its table object (`createdAt` for `created_at`). */
function keyOf(column: SQLiteColumn): string {
  const found = Object.entries(getTableColumns(column.table)).find(([, c]) => c === column);
  if (!found) throw new Error(`${column.name}: not a column of its table`);
  return found[0];
}

// By schema.ts's names: drizzle-kit finds the tables among this module's exports (the parity test
// fails when one is missing).
export const {
  links,
  inbox,
  outbox,
  outboxMessages,
  componentKeys,
  kv,
  installations,
  audit,
  claims,
  shares,
  oneTimeCodes,
  boards,
  publishedBoards,
  watchedServers,
  incidents,
  incidentAlerts,
  restartSchedules,
  restartRuns,
  historyServers,
  historySamples,
  historyRollups,
  leases,
  budgetSlots,
  pages,
  cooldowns,
  gameQuerySettings,
  gameStatus,
  guildLanguages,
  silences,
} = postgresTables();
