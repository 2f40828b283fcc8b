import { setTimeout as delay } from 'node:timers/promises';

/** A wait that ends early when `signal` aborts; injectable, so tests move their own clock instead. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export const defaultSleep: Sleep = (ms, signal) => delay(ms, undefined, { signal });
