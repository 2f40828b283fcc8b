import type Database from 'better-sqlite3';

/**
 * Calls `wrap` on every statement that writes which the connection prepares from now on: drizzle
 * runs each query through `prepare`, so this sees them all (write-health.ts observes them, open.ts
 * steps them to the end). Statements that only read are left as they are.
 */
export function wrapWritingStatements(
  sqlite: Database.Database,
  wrap: (statement: Database.Statement) => void,
): void {
  const prepare = sqlite.prepare.bind(sqlite);
  sqlite.prepare = ((source: string) => {
    const statement = prepare(source);
    if (!statement.readonly) wrap(statement);
    return statement;
  }) as typeof sqlite.prepare;
}
