import { defaultCodeFor, retryAfterSeconds, SimError } from './errors.js';
import type { SimFault } from './types.js';

// Injected failures (spec "Errors" lists every code a client must handle). A fault matches by method
// and path and is used up after `times` matching requests.

interface ArmedFault {
  fault: SimFault;
  left: number;
}

export function createFaults() {
  let armed: ArmedFault[] = [];
  return {
    add(fault: SimFault) {
      armed.push({ fault, left: fault.times ?? 1 });
    },
    clear() {
      armed = [];
    },
    /** The first armed fault matching the request, used up by one. */
    take(method: string, path: string): SimFault | undefined {
      const hit = armed.find((a) => matches(a.fault, method, path));
      if (!hit) return undefined;
      hit.left -= 1;
      if (hit.left <= 0) armed = armed.filter((a) => a !== hit);
      return hit.fault;
    },
  };
}

function matches(fault: SimFault, method: string, path: string): boolean {
  if (fault.method && fault.method.toUpperCase() !== method) return false;
  if (fault.path === undefined) return true;
  return typeof fault.path === 'string' ? fault.path === path : fault.path.test(path);
}

/** True when the fault answers (or drops) instead of only delaying. */
export const isFailing = (fault: SimFault) => fault.status !== undefined || fault.drop === true;

export function faultError(fault: SimFault): SimError {
  const status = fault.status ?? 500;
  const code = fault.code ?? defaultCodeFor(status);
  const headers: Record<string, string> = {};
  if (status === 429 || fault.retryAfter !== undefined) {
    headers['retry-after'] = String(retryAfterSeconds(fault.retryAfter ?? 1));
  }
  if (status === 401) headers['www-authenticate'] = 'Bearer error="invalid_token"';
  return new SimError(status, code, fault.message ?? `Injected ${code}.`, {
    errors: fault.errors ?? (code === 'VALIDATION_ERROR' ? { fault: ['injected'] } : undefined),
    scope: fault.scope ?? (code === 'INSUFFICIENT_SCOPE' ? 'servers:read' : undefined),
    headers,
  });
}
