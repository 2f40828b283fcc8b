import { type AnyColumn, and, eq, gt, isNull, or, type Placeholder } from 'drizzle-orm';
import type { silences } from './schema.js';
import { type Executor, get, lock, type Tables, type Unit } from './sql.js';
import { type SqlOrDb, sqlOf } from './sqlite/sql.js';

export type Silence = typeof silences.$inferSelect;

export interface SilenceInput {
  guildId: string;
  channelId: string;
  serverId: string;
  /** When it ends by itself; null: when incident `incidentId` closes. */
  until: number | null;
  incidentId: number | null;
  createdBy: string;
  at: number;
}

/**
 * Silences of a server's alerts in one channel (the Silence select of an alert or incident). They
 * are stored, so a silence holds across a restart and for every instance; the held alerts are
 * outbox rows (`state = 'held'`, src/pipeline/4-outbox). Each method is one unit of work.
 */
export interface Silences {
  /**
   * Silences the server in the channel; a silence already running there is changed to the new end
   * (one silence at a time, so its held alerts make one summary).
   */
  start(input: SilenceInput): Promise<Silence>;
  /** Ends a running silence of the guild early; undefined when it is not running (or not the guild's). */
  end(id: number, guildId: string, by: string, at: number): Promise<Silence | undefined>;
  /** Ends the silences that last until the incident resolves; returns them. */
  endForIncident(incidentId: number, at: number): Promise<Silence[]>;
  /** The guild's silences still running at `at`, oldest first (`/links`). */
  runningInGuild(guildId: string, at: number): Promise<Silence[]>;
  /** The channel's silences running at `at` (the sender holds their server's alerts). */
  runningInChannel(channelId: string, at: number): Promise<Silence[]>;
  byId(id: number): Promise<Silence | undefined>;
}

/** Running at `at`: neither ended early nor past its end (both databases). */
export function runningAt(table: { endedAt: AnyColumn; until: AnyColumn }, at: number | Placeholder) {
  return and(isNull(table.endedAt), or(isNull(table.until), gt(table.until, at)));
}

/** Silences of a server in a channel (values, or the columns of a joined row) running at `at`. */
export function runningFor(
  table: typeof silences,
  channelId: string | AnyColumn,
  serverId: string | AnyColumn,
  at: number | Placeholder,
) {
  return and(eq(table.channelId, channelId), eq(table.serverId, serverId), runningAt(table, at));
}

export function isRunning(silence: Pick<Silence, 'endedAt' | 'until'>, at: number): boolean {
  return silence.endedAt === null && (silence.until === null || silence.until > at);
}

/** When a silence ended (or ends): early, by itself, or not yet known (until the incident resolves). */
export function endOf(silence: Pick<Silence, 'endedAt' | 'until'>): number | null {
  return silence.endedAt ?? silence.until;
}

/** Silences the server in the channel, or changes the end of the one running: see `Silences.start`. */
function* startIn(db: Executor, t: Tables, input: SilenceInput): Unit<Silence> {
  const { silences } = t;
  const { at, ...fields } = input;
  // One silence per channel and server: a second start waits for the first to commit.
  yield* lock(`silence:${input.channelId}:${input.serverId}`);
  const current = yield* get(
    db
      .select()
      .from(silences)
      .where(runningFor(silences, input.channelId, input.serverId, at)),
  );
  const written = current
    ? db
        .update(silences)
        .set({ until: input.until, incidentId: input.incidentId, createdBy: input.createdBy })
        .where(eq(silences.id, current.id))
        .returning()
    : db
        .insert(silences)
        .values({ ...fields, createdAt: at })
        .returning();
  return (yield* get(written))!;
}

export function createSilences(database: SqlOrDb): Silences {
  const store = sqlOf(database);
  const { db, t } = store;
  const { silences } = t;
  return {
    start: (input) => store.transaction((tx) => startIn(tx, t, input)),
    end: (id, guildId, by, at) =>
      store.get(
        db
          .update(silences)
          .set({ endedAt: at, endedBy: by })
          .where(and(eq(silences.id, id), eq(silences.guildId, guildId), runningAt(silences, at)))
          .returning(),
      ),
    endForIncident: (incidentId, at) =>
      store.all(
        db
          .update(silences)
          .set({ endedAt: at, endedBy: 'incident resolved' })
          .where(and(eq(silences.incidentId, incidentId), isNull(silences.until), isNull(silences.endedAt)))
          .returning(),
      ),
    runningInGuild: (guildId, at) =>
      store.all(
        db
          .select()
          .from(silences)
          .where(and(eq(silences.guildId, guildId), runningAt(silences, at)))
          .orderBy(silences.id),
      ),
    runningInChannel: (channelId, at) => store.all(runningInChannelOf(db, t, channelId, at)),
    byId: (id) => store.get(db.select().from(silences).where(eq(silences.id, id))),
  };
}

/** The channel's silences running at `at` (the outbox holds their servers' rows). */
export function runningInChannelOf(db: Executor, t: Tables, channelId: string, at: number) {
  return db
    .select()
    .from(t.silences)
    .where(and(eq(t.silences.channelId, channelId), runningAt(t.silences, at)));
}
