// Public types of the provider simulator. Record shapes follow spec "Resources and their fields";
// the index signatures let tests add unknown fields that must pass through to the JSON
// (spec "Versioning": within v1 only fields and values are added).

/** Every scope that appears in the spec ("Authentication" 3). */
export const ALL_SCOPES = [
  'servers:read',
  'servers:console',
  'servers:power',
  'backups:read',
  'backups:write',
  'git:read',
] as const;
export type Scope = (typeof ALL_SCOPES)[number];

export const API_PREFIX = '/api/developer/v1';

export interface SimServer {
  id: string;
  name: string;
  status: string;
  powerState: string | null;
  game: { name: string; variant: string; version: string | null; [extra: string]: unknown };
  memoryMb: number;
  cpuPercent: number;
  diskMb: number;
  location: string | null;
  address: string | null;
  isOwner: boolean;
  createdAt: string;
  [extra: string]: unknown;
}

export interface ActivityEntry {
  id: string;
  serverId: string;
  category: string;
  type: string;
  severity: string;
  /** `api` = personal token, `bot` = bot (spec "Activity entry"). */
  source: string;
  title: string;
  createdAt: string;
  [extra: string]: unknown;
}

export interface SimResources {
  state: string;
  isSuspended: boolean;
  memoryBytes: number;
  cpu: number;
  diskBytes: number;
  networkRxBytes: number;
  networkTxBytes: number;
  uptimeMs: number;
  [extra: string]: unknown;
}

export interface SimInstallation {
  id: string;
  serverId: string;
  grantedScopes: string[];
  eventTypes: string[];
  status: string;
  createdAt: string;
  [extra: string]: unknown;
}

/** Backup record: the spec only names `isLocked`; the rest is the simulator's choice. */
export interface SimBackup {
  id: string;
  name: string;
  isLocked: boolean;
  createdAt: string;
  [extra: string]: unknown;
}

/** Git deployment record: the spec only says it carries a status, a phase and an error message. */
export interface SimDeployment {
  id: string;
  status: string;
  phase: string;
  errorMessage: string | null;
  createdAt: string;
  [extra: string]: unknown;
}

export type SimEventType = 'server.activity' | 'installation.created' | 'installation.deleted' | 'ping';

/** Feed item and webhook body (spec "Event"). `type` is a string so tests can inject unknown types. */
export interface SimEvent {
  id: string;
  type: SimEventType | (string & {});
  serverId: string | null;
  createdAt: string;
  data: Record<string, unknown>;
}

export interface SimBot {
  /** Bot id (uuid), reported as `botId` in ping data and by GET /me. */
  id: string;
  token: string;
  /** Scopes the bot asks for; default granted scopes of new installations and the scopes for GET /servers. */
  scopes: string[];
  /** Default `eventTypes` of new installations. */
  eventTypes: string[];
  /** Server binding of the token (spec "Authentication" 4); `null` = unrestricted. */
  restrictTo: string[] | null;
}

export interface AddBotOptions {
  token?: string;
  installedOn?: string[];
  scopes?: string[];
  eventTypes?: string[];
  restrictTo?: string[];
  /** Virtual-clock ms after which the token is expired (401). */
  expiresAt?: number;
}

export interface InstallOptions {
  scopes?: string[];
  eventTypes?: string[];
  status?: string;
  /** Extra installation fields (pass-through). */
  extra?: Record<string, unknown>;
}

export interface AddPersonalTokenOptions {
  token?: string;
  /** Own and shared servers of the user; default: every server of the simulator, also later ones. */
  servers?: string[];
  scopes?: string[];
  restrictTo?: string[];
  expiresAt?: number;
}

export interface SimFault {
  /** String: exact path without the `/api/developer/v1` prefix and without query. RegExp: tested on that path. */
  path?: RegExp | string;
  /** HTTP method, case-insensitive; default any. */
  method?: string;
  status?: number;
  /** Default derived from status (500 → INTERNAL_ERROR, 409 → CONFLICT, …). */
  code?: string;
  message?: string;
  errors?: Record<string, string[]>;
  scope?: string;
  /** Non-JSON body instead of the spec error body (e.g. an HTML page of a proxy). */
  rawBody?: string;
  /** How many matching requests are affected; default 1 (Infinity allowed). */
  times?: number;
  /** Real-time delay before the request runs (after the Idempotency-Key is reserved). */
  delayMs?: number;
  /** Destroy the socket instead of answering. */
  drop?: boolean;
  /** `Retry-After` seconds (sent on 429 always, default 1; on other statuses only when given). */
  retryAfter?: number;
  /** Run the request (effect applied, idempotent result stored), then answer the fault instead. */
  afterEffect?: boolean;
  /** Extra response headers (a misbehaving provider or proxy); may replace `X-Request-Id`. */
  headers?: Record<string, string>;
}

export interface RecordedRequest {
  requestId: string;
  method: string;
  /** Path without the `/api/developer/v1` prefix and without query (the full path when outside the prefix). */
  path: string;
  query: Record<string, string>;
  /** Lower-case header names. */
  headers: Record<string, string>;
  /** Parsed JSON body, or undefined when empty or not JSON. */
  body: unknown;
  rawBody: string;
  /** Status answered; 0 while running or when the socket was dropped. */
  status: number;
  /** Virtual clock at arrival. */
  at: number;
}

export interface PowerEffect {
  serverId: string;
  signal: string;
  killAfterSeconds: number | null;
  jobId: string;
  /** True when the signal joined a job already queued (see README of the simulator: `deduped`). */
  deduped: boolean;
  token: string;
  at: number;
}

export interface CommandEffect {
  serverId: string;
  command: string;
  token: string;
  at: number;
}

export interface BackupEffect {
  serverId: string;
  record: SimBackup;
  token: string;
  at: number;
}

export interface SimEffects {
  power: PowerEffect[];
  commands: CommandEffect[];
  backups: BackupEffect[];
}

export interface SimClock {
  now(): number;
  set(ms: number): void;
  advance(ms: number): void;
}

export interface DeliveryTarget {
  url: string;
  secret: string;
  /** Unix seconds for the signature; default the virtual clock. */
  t?: number;
  /** Extra or overriding headers (e.g. a wrong Service-Signature). */
  headers?: Record<string, string>;
  /** Body to send instead of JSON.stringify(event); it is what gets signed. */
  body?: string;
}

export interface StartProviderSimOptions {
  /** Start of the virtual clock in ms; default Date.now(). */
  now?: number;
}

export interface ProviderSim {
  /** The provider's {base_url}, e.g. http://127.0.0.1:PORT (without /api/developer/v1). */
  url: string;
  /** Virtual clock; it only moves through set/advance. */
  clock: SimClock;

  addServer(partial?: Partial<SimServer>): SimServer;
  addBot(opts?: AddBotOptions): SimBot;
  install(botToken: string, serverId: string, opts?: InstallOptions): SimInstallation;
  uninstall(botToken: string, serverId: string): SimInstallation;
  installationsOf(botToken: string): SimInstallation[];
  addPersonalToken(opts?: AddPersonalTokenOptions): string;
  revokeToken(token: string): void;
  denyGrant(token: string, serverId: string): void;

  addActivity(serverId: string, partial?: Partial<ActivityEntry>): ActivityEntry;
  setResources(serverId: string, partial: Partial<SimResources>): SimResources;
  /** The owner renames the server in the panel (the name is the one field the API returns that the owner controls). */
  renameServer(serverId: string, name: string): SimServer;
  setNotReady(serverId: string, notReady: boolean): void;
  addBackup(serverId: string, record?: Partial<SimBackup>): SimBackup;
  /** Slots before the automatic rotation removes the oldest unlocked backup; `limit` of the backups page. */
  setBackupLimit(serverId: string, limit: number): void;
  addDeployment(serverId: string, record?: Partial<SimDeployment>): SimDeployment;

  ping(botToken: string, message?: string): SimEvent;
  /** Queue an arbitrary event for a bot (e.g. an unknown type). */
  pushEvent(botToken: string, event: Partial<SimEvent> & { type: string }): SimEvent;
  /** Events queued for a bot, oldest first (also the ones younger than 30 s). */
  eventsFor(botToken: string): SimEvent[];

  fault(f: SimFault): void;
  clearFaults(): void;
  rateLimit(opts: { retryAfter: number; times?: number } | null): void;
  /**
   * A sustained limit per token on the virtual clock: `perSecond` calls (a bucket of `burst`, by
   * default as many); beyond it 429 with the whole seconds until the next call is allowed.
   */
  limitRate(opts: { perSecond: number; burst?: number } | null): void;

  requests: RecordedRequest[];
  effects: SimEffects;

  sign(body: string, secret: string, t?: number): string;
  deliver(event: SimEvent, target: DeliveryTarget): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}
