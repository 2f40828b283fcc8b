import { AsyncLocalStorage } from 'node:async_hooks';

/** Asked before each attempt of a request: false withdraws it. */
export type AttemptCheck = () => Promise<boolean>;

/** A request withdrawn by its check before an attempt: nothing was sent for that attempt. */
export class RequestWithdrawn extends Error {
  override readonly name = 'RequestWithdrawn';
}

const checks = new AsyncLocalStorage<AttemptCheck>();

/**
 * Runs `send` (a request through discord.js's REST queue) so that `check` is asked before each
 * HTTP attempt it makes: the first, and every one discord.js makes on its own after a 429 or a
 * 5xx, seconds later. An alert checks there whether its channel may still get it (a share can end
 * while a 429 is waited out). The REST queue runs the request within this call's async context,
 * retries included, so the check travels with it and with nothing else.
 */
export function withCheckBeforeEachAttempt<T>(check: AttemptCheck, send: () => Promise<T>): Promise<T> {
  return checks.run(check, send);
}

/**
 * The check the request being made carries, if any (read by the REST client's HTTP call,
 * rest-budget.ts, which runs it before the request's slot so the request leaves at that slot).
 */
export function attemptCheckHere(): AttemptCheck | undefined {
  return checks.getStore();
}
