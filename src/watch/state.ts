/**
 * What a server's state means for boards and incidents. The provider does not publish its state
 * values (spec, Server `powerState` and Server resources `state`: "Allowed values: not shown"), so
 * common words are recognised case-insensitively and anything else is shown as the provider wrote
 * it, as `unknown`: it neither opens nor closes an incident.
 */
export type StateKind = 'up' | 'starting' | 'stopping' | 'down' | 'unknown';

export interface ObservedState {
  kind: StateKind;
  /** The provider's own word (or ours for a suspended or invisible server), shown as is. */
  label: string;
}

const KINDS: Record<string, StateKind> = {
  running: 'up',
  online: 'up',
  started: 'up',
  up: 'up',
  starting: 'starting',
  restarting: 'starting',
  booting: 'starting',
  installing: 'starting',
  stopping: 'stopping',
  offline: 'down',
  stopped: 'down',
  crashed: 'down',
  error: 'down',
  exited: 'down',
  killed: 'down',
  down: 'down',
};

export function classifyState(value: string | null | undefined, suspended = false): ObservedState {
  if (suspended) return { kind: 'down', label: 'suspended' };
  if (value === null || value === undefined || value.trim() === '')
    return { kind: 'unknown', label: 'unknown' };
  return { kind: KINDS[value.trim().toLowerCase()] ?? 'unknown', label: value };
}

/** A server down, starting or stopping: not serving players, for incidents. */
export const isNotUp = (kind: StateKind) => kind === 'down' || kind === 'starting' || kind === 'stopping';
