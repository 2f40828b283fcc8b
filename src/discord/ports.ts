import type { Channel, ClientApplication, ClientUser, Guild, REST } from 'discord.js';
import type { Link } from '../db/links.js';
import type { DraftInput, RestartRun } from '../db/restart-runs.js';
import type { RestartSchedule } from '../db/restart-schedules.js';
import type { Text } from '../i18n/catalogue.js';
import type { Locale } from '../i18n/locale.js';
import type { Failure } from './writing/failures.js';

/**
 * What commands reach beyond src/discord through: the operator checks (src/doctor), test alerts
 * (src/pipeline/5-send/test-alert.ts) and planned restarts (src/schedule/plans.ts). Those modules
 * sit above src/discord (they post through it), so src/discord names only what its commands need
 * and src/app.ts hands in the implementations; the compiler checks they fit there.
 */

/**
 * One line of the operator checks' report (src/doctor/types.ts calls it `Finding`): what was
 * checked, how it went, and what to do about it, each a catalogue text or words made in the
 * reader's language.
 */
export interface DoctorFinding {
  level: 'ok' | 'warning' | 'error';
  area: Text | ((locale: Locale) => string);
  message: Text | ((locale: Locale) => string);
}

/** Who asked for a test alert, and the run its nonces derive from. */
export interface TestAlertRun {
  /** Unique per request (the interaction id, or the doctor's run): the nonce derives from it. */
  runId: string;
  /**
   * Who asked, as shown in the message: a member with `/alerts test`, or the operator's script
   * (`npm run doctor -- --send-test`, shown as it is typed).
   */
  askedBy: { member: string } | { script: string };
}

/** How a test alert went in one linked channel: posted, or what Discord said. */
export type TestAlertOutcome = { link: Link } & ({ kind: 'posted'; messageId: string } | Failure);

/** Why a Cancel press did not cancel: the run's state when it was pressed. */
export type NotCancelled = { refused: 'ran' | 'cancelled' | 'skipped' | 'unknown' };

/** A recurring restart as `/schedule add` asks for it. */
interface ScheduleRequest {
  guildId: string;
  serverId: string;
  createdBy: string;
  /** `HH:MM`, 24-hour clock. */
  time: string;
  timeZone: string;
  /** 0 = Sunday … 6 = Saturday; empty means every day. */
  days: number[];
}

/**
 * Restarts planned for later (`/restart in:`) and recurring ones (`/schedule`), as
 * `createRestartPlans` (src/schedule/plans.ts) keeps them: each change audited, the scheduler
 * carries the runs out.
 */
export interface RestartPlanner {
  get(id: number): Promise<RestartRun | undefined>;
  /** `/restart in:` asked; counts down only once confirmed. */
  ask(input: Omit<DraftInput, 'now' | 'openSince'>): Promise<RestartRun>;
  /** Confirm pressed by the asking member: the countdown starts now. */
  confirm(run: RestartRun, userId: string): Promise<RestartRun | undefined>;
  /** The question's Cancel: the draft is dropped. */
  withdraw(run: RestartRun): Promise<boolean>;
  cancel(id: number, guildId: string, userId: string): Promise<RestartRun | NotCancelled>;
  /** Players heard of the restart: they hear it is off. */
  tellPlayers(run: RestartRun): Promise<void>;
  addSchedule(input: ScheduleRequest): Promise<{ schedule: RestartSchedule; run: RestartRun }>;
  schedulesOf(guildId: string): Promise<Array<RestartSchedule & { nextRunAt: number | null }>>;
  removeSchedule(guildId: string, id: number, userId: string): Promise<RestartSchedule | undefined>;
}

/**
 * What is read of Discord outside an interaction (the doctor, notices, trust, a guild's language):
 * the shape of a discord.js Client, which fits it, and of bot.ts's view across the Clients of the
 * shards this instance runs (discord-view.ts), where a guild is found in the Client of its shard.
 */
export interface DiscordView {
  readonly rest: REST;
  readonly guilds: { readonly cache: { get(id: string): Guild | undefined; readonly size: number } };
  readonly channels: { readonly cache: { get(id: string): Channel | undefined } };
  readonly user: ClientUser | null;
  readonly application: ClientApplication | null;
}

/** The view once logged in: the bot's user and application are known. */
export interface ReadyDiscordView extends DiscordView {
  readonly user: ClientUser;
  readonly application: ClientApplication;
}
