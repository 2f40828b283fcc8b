import { type AnyColumn, and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from './open.js';
import { silences } from './schema.js';

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
 * outbox rows (`state = 'held'`, src/pipeline/4-outbox). The same on both databases
 * (silences-postgres.ts); each method is one unit of work.
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
export function runningAt(table: { endedAt: AnyColumn; until: AnyColumn }, at: number) {
  return and(isNull(table.endedAt), or(isNull(table.until), gt(table.until, at)));
}

export function isRunning(silence: Pick<Silence, 'endedAt' | 'until'>, at: number): boolean {
  return silence.endedAt === null && (silence.until === null || silence.until > at);
}

/** When a silence ended (or ends): early, by itself, or not yet known (until the incident resolves). */
export function endOf(silence: Pick<Silence, 'endedAt' | 'until'>): number | null {
  return silence.endedAt ?? silence.until;
}

export function createSilences(db: Db): Silences {
  const running = (channelId: string, serverId: string, at: number) =>
    and(eq(silences.channelId, channelId), eq(silences.serverId, serverId), runningAt(silences, at));
  return {
    async start(input) {
      const { at, ...fields } = input;
      return db.transaction((tx) => {
        const current = tx
          .select()
          .from(silences)
          .where(running(input.channelId, input.serverId, at))
          .get();
        if (current) {
          return tx
            .update(silences)
            .set({ until: input.until, incidentId: input.incidentId, createdBy: input.createdBy })
            .where(eq(silences.id, current.id))
            .returning()
            .get();
        }
        return tx
          .insert(silences)
          .values({ ...fields, createdAt: at })
          .returning()
          .get();
      });
    },
    async end(id, guildId, by, at) {
      return db
        .update(silences)
        .set({ endedAt: at, endedBy: by })
        .where(and(eq(silences.id, id), eq(silences.guildId, guildId), runningAt(silences, at)))
        .returning()
        .get();
    },
    async endForIncident(incidentId, at) {
      return db
        .update(silences)
        .set({ endedAt: at, endedBy: 'incident resolved' })
        .where(and(eq(silences.incidentId, incidentId), isNull(silences.until), isNull(silences.endedAt)))
        .returning()
        .all();
    },
    async runningInGuild(guildId, at) {
      return db
        .select()
        .from(silences)
        .where(and(eq(silences.guildId, guildId), runningAt(silences, at)))
        .orderBy(silences.id)
        .all();
    },
    async runningInChannel(channelId, at) {
      return db
        .select()
        .from(silences)
        .where(and(eq(silences.channelId, channelId), runningAt(silences, at)))
        .all();
    },
    async byId(id) {
      return db.select().from(silences).where(eq(silences.id, id)).get();
    },
  };
}
