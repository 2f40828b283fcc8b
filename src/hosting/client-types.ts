import type { Logger } from 'pino';
import type { CallBudget, Lane } from './budget.js';
import type {
  ActivityEntry,
  Backup,
  BackupPage,
  CommandAccepted,
  Deployment,
  FeedPage,
  Identity,
  Installation,
  Page,
  PowerAccepted,
  Resources,
  Server,
} from './schemas.js';
import type { Sleep } from './sleep.js';
import type { PowerSignal } from './validate.js';

export interface HostingClientOptions {
  /** The provider's base address; `/api/developer/v1` is appended. */
  baseUrl: string;
  token: string;
  fetch?: typeof globalThis.fetch;
  /** Debug line per attempt; silent by default. */
  log?: Logger;
  userAgent?: string;
  /** Overall deadline of one call, across every attempt and wait. Default 8000. */
  timeoutMs?: number;
  /** Attempts per call including the first. Default 3. */
  maxAttempts?: number;
  sleep?: Sleep;
  /** Jitter source for backoff; injectable so tests can pin it. */
  random?: () => number;
  /** Told of every attempt's outcome (an HTTP status, or `network`), e.g. for metrics. */
  onAttempt?: (op: string, status: number | 'network') => void;
  /**
   * The provider's limit is one per caller: every client of the process shares one budget
   * (budget.ts), so a 429 holds them all. A client made without one has its own.
   */
  budget?: CallBudget;
  /** Whose calls this client makes, for their turn in the budget; `interactive` by default. */
  lane?: Lane;
}

export interface RequestOptions {
  /** Ends the call early (for example the budget of a Discord interaction). */
  signal?: AbortSignal | undefined;
}

export interface ListOptions extends RequestOptions {
  /** 1 to 100; the provider's default is 25. */
  limit?: number | undefined;
  /** `nextCursor` of the previous page, untouched; `null`/absent asks for the first page. */
  cursor?: string | null | undefined;
}

export interface BackupListOptions extends RequestOptions {
  limit?: number | undefined;
}

export interface PostOptions extends RequestOptions {
  /** `^[!-~]{1,128}$`; makes a retry of the POST safe (spec, Limits). */
  idempotencyKey?: string | undefined;
}

export interface PowerRequest {
  signal: PowerSignal;
  /** 10 to 600, only with `stop`. */
  killAfterSeconds?: number | null | undefined;
}

export interface EventsOptions extends RequestOptions {
  /** The `nextCursor` of the previous call; without it the feed starts at the oldest event. */
  after?: string | null | undefined;
  limit?: number | undefined;
}

/** Answer of a POST (202), with what the transport learnt about it. */
export interface Accepted<T> {
  data: T;
  /** The provider replayed the stored answer of an earlier request with the same key. */
  replayed: boolean;
  requestId: string | undefined;
}

export interface HostingClient {
  me(opts?: RequestOptions): Promise<Identity>;
  listServers(opts?: ListOptions): Promise<Page<Server>>;
  getServer(id: string, opts?: RequestOptions): Promise<Server>;
  listActivity(id: string, opts?: ListOptions): Promise<Page<ActivityEntry>>;
  getResources(id: string, opts?: RequestOptions): Promise<Resources>;
  power(id: string, request: PowerRequest, opts?: PostOptions): Promise<Accepted<PowerAccepted>>;
  sendCommand(id: string, command: string, opts?: PostOptions): Promise<Accepted<CommandAccepted>>;
  listBackups(id: string, opts?: BackupListOptions): Promise<BackupPage>;
  createBackup(id: string, body?: Record<string, unknown>, opts?: PostOptions): Promise<Accepted<Backup>>;
  listDeployments(id: string, opts?: ListOptions): Promise<Page<Deployment>>;
  getDeployment(id: string, deploymentId: string, opts?: RequestOptions): Promise<Deployment>;
  listInstallations(opts?: ListOptions): Promise<Page<Installation>>;
  /** One call of the polling feed; the caller keeps the cursor (spec, Events → Polling feed). */
  events(opts?: EventsOptions): Promise<FeedPage>;
  /** Page iterators for the cursor lists; the events feed deliberately has none. */
  iterate: {
    servers(opts?: ListOptions): AsyncGenerator<Page<Server>, void, undefined>;
    activity(id: string, opts?: ListOptions): AsyncGenerator<Page<ActivityEntry>, void, undefined>;
    deployments(id: string, opts?: ListOptions): AsyncGenerator<Page<Deployment>, void, undefined>;
    installations(opts?: ListOptions): AsyncGenerator<Page<Installation>, void, undefined>;
  };
}
