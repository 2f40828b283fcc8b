import { randomUUID } from 'node:crypto';
import { requireServer } from './auth.js';
import type { Handler, RouteContext } from './context.js';
import { SimError, serverNotReady, validationError } from './errors.js';
import type { ServerState } from './model.js';
import { iso, newBackup } from './records.js';

// The POST operations (spec "Endpoints" 6, 7, 9), all answered 202. Order inside an operation:
// visibility/scope/grant (auth.ts) → body validation (400 VALIDATION_ERROR) → server state
// (400 SERVER_NOT_READY) → effect.

const SIGNALS = ['start', 'stop', 'restart', 'kill'];
const MAX_COMMAND_LENGTH = 1024;

/**
 * `deduped` (spec: meaning not shown) is the simulator's choice: a signal equal to the last one
 * queued for the same server (same signal and killAfterSeconds) within this window of the virtual
 * clock joins that job — `deduped: true` and the same `jobId`. `jobId` is never null here.
 */
export const POWER_DEDUPE_WINDOW_MS = 10_000;

const accepted = (body: unknown) => ({ status: 202, body });

function readyServer(ctx: RouteContext, scope: string): ServerState {
  return requireServer(ctx.model, ctx.token, ctx.params.id ?? '', scope);
}

function objectBody(ctx: RouteContext, allowEmpty: boolean): Record<string, unknown> {
  if (ctx.body === undefined && !ctx.bodyInvalid && allowEmpty) return {};
  if (ctx.bodyInvalid || typeof ctx.body !== 'object' || ctx.body === null || Array.isArray(ctx.body)) {
    throw validationError({ body: ['must be a JSON object'] });
  }
  return ctx.body as Record<string, unknown>;
}

function powerErrors(body: Record<string, unknown>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const { signal, killAfterSeconds: kill } = body;
  if (typeof signal !== 'string' || !SIGNALS.includes(signal)) {
    errors.signal = [`must be one of ${SIGNALS.join(', ')}`];
  }
  if (kill !== undefined && kill !== null) {
    // Spec "Limits": 10 to 600, only for stop.
    if (typeof kill !== 'number' || !Number.isInteger(kill) || kill < 10 || kill > 600) {
      errors.killAfterSeconds = ['must be an integer from 10 to 600'];
    } else if (signal !== 'stop') {
      errors.killAfterSeconds = ['applies only to the signal stop'];
    }
  }
  return errors;
}

export const postPower: Handler = (ctx) => {
  const state = readyServer(ctx, 'servers:power');
  const body = objectBody(ctx, false);
  const errors = powerErrors(body);
  if (Object.keys(errors).length > 0) throw validationError(errors);
  if (state.notReady) throw serverNotReady();
  const signal = body.signal as string;
  const killAfterSeconds = typeof body.killAfterSeconds === 'number' ? body.killAfterSeconds : null;
  const serverId = state.server.id;
  const last = ctx.powerJobs.get(serverId);
  const deduped =
    last !== undefined &&
    last.signal === signal &&
    last.killAfterSeconds === killAfterSeconds &&
    ctx.now - last.queuedAt < POWER_DEDUPE_WINDOW_MS;
  const jobId = deduped ? last.jobId : randomUUID();
  if (!deduped) ctx.powerJobs.set(serverId, { signal, killAfterSeconds, jobId, queuedAt: ctx.now });
  ctx.effects.power.push({
    serverId,
    signal,
    killAfterSeconds,
    jobId,
    deduped,
    token: ctx.token.token,
    at: ctx.now,
  });
  return accepted({ signal, jobId, deduped });
};

export const postCommand: Handler = (ctx) => {
  const state = readyServer(ctx, 'servers:console');
  const { command } = objectBody(ctx, false);
  // Spec "Limits": 1 to 1024 characters (counted as Unicode code points).
  const length = typeof command === 'string' ? [...command].length : 0;
  if (typeof command !== 'string' || length < 1 || length > MAX_COMMAND_LENGTH) {
    throw validationError({ command: [`must be a string of 1 to ${MAX_COMMAND_LENGTH} characters`] });
  }
  if (state.notReady) throw serverNotReady();
  ctx.effects.commands.push({ serverId: state.server.id, command, token: ctx.token.token, at: ctx.now });
  return accepted({ status: 'sent' });
};

// Fields of the create-backup request are "not shown"; the simulator accepts an optional `name`
// (string, 1 to 191 characters) and `isLocked` (boolean).
function backupFields(body: Record<string, unknown>): { name?: string; isLocked?: boolean } {
  const errors: Record<string, string[]> = {};
  const { name, isLocked } = body;
  if (name !== undefined && (typeof name !== 'string' || name.length < 1 || name.length > 191)) {
    errors.name = ['must be a string of 1 to 191 characters'];
  }
  if (isLocked !== undefined && typeof isLocked !== 'boolean') errors.isLocked = ['must be a boolean'];
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    ...(typeof name === 'string' ? { name } : {}),
    ...(typeof isLocked === 'boolean' ? { isLocked } : {}),
  };
}

/** Spec "Records": the automatic rotation removes old backups but never a locked one. */
function rotate(state: ServerState): void {
  const excess = state.backups.length - state.backupLimit + 1;
  if (excess <= 0) return;
  const removable = state.backups.filter((b) => !b.value.isLocked).slice(0, excess);
  if (removable.length < excess) throw new SimError(409, 'CONFLICT', 'Locked backups fill every slot.');
  state.backups = state.backups.filter((b) => !removable.includes(b));
}

export const postBackup: Handler = (ctx) => {
  const state = readyServer(ctx, 'backups:write');
  const fields = backupFields(objectBody(ctx, true));
  if (state.notReady) throw serverNotReady();
  rotate(state);
  const record = newBackup({ ...fields, createdAt: iso(ctx.now) }, ctx.now);
  state.backups.push({ value: record, seq: ctx.model.nextSeq() });
  ctx.effects.backups.push({ serverId: state.server.id, record, token: ctx.token.token, at: ctx.now });
  return accepted(record);
};
