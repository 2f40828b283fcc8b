import { text } from '../i18n/catalogue.js';
import { HostingValidationError } from './errors.js';

// Limits from the spec, section Limits, checked before sending so a bad argument costs no request
// (and no rate-limit budget).

export const powerSignals = ['start', 'stop', 'restart', 'kill'] as const;
export type PowerSignal = (typeof powerSignals)[number];

const IDEMPOTENCY_KEY = /^[!-~]{1,128}$/;

export function checkLimit(limit: number | undefined): void {
  if (limit === undefined) return;
  if (!Number.isInteger(limit) || limit < 1 || limit > 100) {
    throw new HostingValidationError('limit', text('provider.check.limit', { field: '`limit`' }));
  }
}

export function checkIdempotencyKey(key: string | undefined): void {
  if (key === undefined) return;
  if (!IDEMPOTENCY_KEY.test(key)) {
    throw new HostingValidationError('idempotencyKey', text('provider.check.idempotencyKey'));
  }
}

/** Path segments are percent-encoded; `.` and `..` would still be folded away by URL parsing. */
export function checkPathId(field: string, value: string): void {
  if (typeof value !== 'string' || value === '' || value === '.' || value === '..') {
    throw new HostingValidationError(field, text('provider.check.id', { field: `\`${field}\`` }));
  }
}

export function checkPower(signal: string, killAfterSeconds: number | null | undefined): void {
  if (!(powerSignals as readonly string[]).includes(signal)) {
    throw new HostingValidationError(
      'signal',
      text('provider.check.signal', { signals: powerSignals.join(', ') }),
    );
  }
  if (killAfterSeconds === undefined || killAfterSeconds === null) return;
  if (signal !== 'stop') {
    throw new HostingValidationError(
      'killAfterSeconds',
      text('provider.check.killAfterStopOnly', { field: '`killAfterSeconds`' }),
    );
  }
  if (!Number.isInteger(killAfterSeconds) || killAfterSeconds < 10 || killAfterSeconds > 600) {
    throw new HostingValidationError(
      'killAfterSeconds',
      text('provider.check.killAfterRange', { field: '`killAfterSeconds`' }),
    );
  }
}

export function checkCommand(command: string): void {
  // Counted in code points: the spec says "characters", and counting UTF-16 units would reject
  // commands the provider accepts.
  const length = typeof command === 'string' ? [...command].length : 0;
  if (length < 1 || length > 1024) {
    throw new HostingValidationError('command', text('provider.check.command'));
  }
}
