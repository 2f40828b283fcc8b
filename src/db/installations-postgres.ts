import { eq } from 'drizzle-orm';
import type { Installations } from './installations.js';
import type { PgDb } from './postgres.js';
import { installations } from './schema-postgres.js';

/** The PostgreSQL twin of `createInstallations` (installations.ts). */
export function createPostgresInstallations(db: PgDb): Installations {
  return {
    async get(id) {
      const [row] = await db.select().from(installations).where(eq(installations.id, id));
      return row;
    },
    forServer: (serverId) => db.select().from(installations).where(eq(installations.serverId, serverId)),
  };
}
