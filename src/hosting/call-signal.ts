import { type CallSite, HostingNetworkError } from './errors.js';

/**
 * One signal for a whole call (every attempt and every wait): it fires at the call's deadline or when
 * the caller's signal aborts, whichever comes first. Timers and listeners are released by `dispose`,
 * so a long-lived caller signal (a poller's) does not collect listeners.
 */
export interface CallSignal {
  signal: AbortSignal;
  deadlineAt: number;
  /** The error to throw once `signal` has fired. */
  failure(site: CallSite): HostingNetworkError;
  dispose(): void;
}

export function createCallSignal(timeoutMs: number, caller: AbortSignal | undefined): CallSignal {
  const controller = new AbortController();
  let deadlinePassed = false;
  const timer = setTimeout(() => {
    deadlinePassed = true;
    controller.abort(new DOMException('The call deadline passed', 'TimeoutError'));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(caller?.reason);
  if (caller?.aborted) onCallerAbort();
  else caller?.addEventListener('abort', onCallerAbort, { once: true });

  return {
    signal: controller.signal,
    deadlineAt: Date.now() + timeoutMs,
    failure(site) {
      if (deadlinePassed) return new HostingNetworkError(site, 'timeout', `no answer within ${timeoutMs} ms`);
      const reason: unknown = caller?.reason;
      // A caller budget made with AbortSignal.timeout() is a timeout from the member's point of view.
      const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
      return new HostingNetworkError(site, 'aborted', 'aborted by the caller', { timedOut });
    },
    dispose() {
      clearTimeout(timer);
      caller?.removeEventListener('abort', onCallerAbort);
    },
  };
}
