import type { Audit } from '../db/audit.js';
import { storageProblem } from '../db/storage-problem.js';
import {
  type Accepted,
  HostingApiError,
  HostingNetworkError,
  HostingResponseError,
  HostingValidationError,
} from '../hosting/index.js';
import type { Logger } from '../logger.js';
import { AUDIT_UNAVAILABLE, cannotStore } from './messages.js';
import { UserError } from './user-error.js';

/** What `audited` writes with: a pending row, then its outcome. */
export type AuditWriter = Pick<Audit, 'begin' | 'complete' | 'discard'>;

/**
 * Who an action is sent for: the member behind an interaction, or the member who planned a
 * restart hostcord now carries out (an interaction has both fields).
 */
export interface Actor {
  guildId: string | null;
  user: { id: string };
}

/** A control action (power, backup, console) about to be sent for a member. */
export interface ControlAction {
  /** `power:restart`, `backup:create`, `console:say`, … */
  action: string;
  serverId: string;
  idempotencyKey: string;
  detail?: Record<string, unknown>;
}

/**
 * The Idempotency-Key of an action, derived from the slash command interaction that asked for it:
 * a double click, a retried press or the client's own retry sends the same key, and the provider
 * replays instead of acting twice (spec, Limits). Snowflakes are digits: within `^[!-~]{1,128}$`.
 */
export function idempotencyKey(originInteractionId: string, action: string): string {
  return `hostcord:${originInteractionId}:${action}`;
}

/**
 * Sends a control action with its audit row (who, what, which server, the key, and the provider's
 * answer). The row is written as pending before the call: when it cannot be written (disk full,
 * read-only), nothing is sent and the member is told why, since an action at the provider without
 * its row would be one nobody can account for. After the call the row is completed; a failure to
 * complete it is logged, never allowed to hide what the provider did. Client-side refusals (nothing
 * sent) leave no row.
 */
export async function audited<T>(
  actor: Actor,
  ctx: { audit: AuditWriter; log: Logger },
  action: ControlAction,
  call: () => Promise<Accepted<T>>,
  summarise: (data: T) => Record<string, unknown> = () => ({}),
): Promise<Accepted<T>> {
  const base = {
    guildId: actor.guildId ?? '',
    userId: actor.user.id,
    action: action.action,
    serverId: action.serverId,
    idempotencyKey: action.idempotencyKey,
  };
  let id: number;
  try {
    id = await ctx.audit.begin({ ...base, detail: action.detail ?? null });
  } catch (err) {
    ctx.log.error({ err, ...base }, 'audit row could not be written; the action was not sent');
    const problem = storageProblem(err);
    throw new UserError(problem ? cannotStore(problem) : AUDIT_UNAVAILABLE);
  }
  const settle = async (run: () => Promise<unknown>) => {
    try {
      await run();
    } catch (err) {
      ctx.log.error({ err, ...base }, 'could not complete the audit row (it stays pending)');
    }
  };
  try {
    const accepted = await call();
    await settle(() =>
      ctx.audit.complete(id, {
        result: 'accepted',
        requestId: accepted.requestId ?? null,
        detail: {
          ...action.detail,
          ...summarise(accepted.data),
          ...(accepted.replayed && { replayed: true }),
        },
      }),
    );
    ctx.log.info(
      { ...base, requestId: accepted.requestId, replayed: accepted.replayed },
      'control action accepted',
    );
    return accepted;
  } catch (err) {
    if (err instanceof HostingValidationError) {
      await settle(() => ctx.audit.discard(id));
    } else {
      const { errorCode, requestId } = outcomeOf(err);
      await settle(() => ctx.audit.complete(id, { result: 'error', errorCode, requestId }));
      ctx.log.info({ ...base, errorCode, requestId }, 'control action refused or failed');
    }
    throw err;
  }
}

function outcomeOf(err: unknown): { errorCode: string; requestId: string | null } {
  if (err instanceof HostingApiError) return { errorCode: err.code, requestId: err.requestId ?? null };
  if (err instanceof HostingResponseError)
    return { errorCode: 'BAD_RESPONSE', requestId: err.requestId ?? null };
  if (err instanceof HostingNetworkError) {
    return { errorCode: err.timedOut ? 'TIMEOUT' : err.aborted ? 'ABORTED' : 'NETWORK', requestId: null };
  }
  return { errorCode: 'BOT_ERROR', requestId: null };
}

/**
 * Whether the provider may have acted although the bot got no answer (lost answer, 5xx, timeout) or
 * refused only for now (429, a request with the same key still running): trying again with the same
 * key is safe and finds out.
 */
export function isOutcomeUnknown(err: unknown): boolean {
  if (err instanceof HostingNetworkError) return true;
  if (!(err instanceof HostingApiError)) return false;
  return err.status >= 500 || err.status === 429 || err.code === 'IDEMPOTENCY_IN_PROGRESS';
}
