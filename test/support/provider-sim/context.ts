import type { CursorCodec } from './cursor.js';
import type { Model, TokenState } from './model.js';
import type { SimEffects } from './types.js';

/** Everything a route handler may read; handlers return a response or throw a SimError. */
export interface RouteContext {
  model: Model;
  token: TokenState;
  params: Record<string, string>;
  query: Record<string, string>;
  /** Parsed JSON body; undefined when the body was empty. */
  body: unknown;
  /** True when a body was sent that is not JSON. */
  bodyInvalid: boolean;
  codec: CursorCodec;
  now: number;
  effects: SimEffects;
  powerJobs: Map<string, PowerJob>;
}

/** Last power signal queued per server, for `deduped` (see routes-write.ts). */
export interface PowerJob {
  signal: string;
  killAfterSeconds: number | null;
  jobId: string;
  queuedAt: number;
}

export interface SimResponse {
  status: number;
  body: unknown;
}

export type Handler = (ctx: RouteContext) => SimResponse;
