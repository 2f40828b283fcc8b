import { type Logger, pino } from 'pino';
import type { z } from 'zod';
import { createCallBudget } from './budget.js';
import type {
  Accepted,
  EventsOptions,
  HostingClient,
  HostingClientOptions,
  ListOptions,
  PostOptions,
  RequestOptions,
} from './client-types.js';
import { type CallSite, HostingResponseError } from './errors.js';
import { paginate } from './paginate.js';
import { type Answer, type Call, createTransport, type Transport, type TransportOptions } from './request.js';
import type { FeedPage, HostingEvent, SkippedEvent } from './schemas.js';
import * as s from './schemas.js';
import { defaultSleep } from './sleep.js';
import { checkCommand, checkIdempotencyKey, checkLimit, checkPathId, checkPower } from './validate.js';
import { defaultUserAgent } from './version.js';

const API_PREFIX = '/api/developer/v1';
const MAX_REPORTED_ISSUES = 5;

function apiUrlOf(baseUrl: string): string {
  try {
    new URL(baseUrl);
  } catch {
    throw new TypeError('hosting client: baseUrl is not an absolute URL');
  }
  return `${baseUrl.replace(/\/+$/, '')}${API_PREFIX}`;
}

function checkToken(token: string): void {
  // fetch quotes an invalid header value in its error message; refuse it here without echoing it.
  if (typeof token !== 'string' || !/^[!-~]+$/.test(token)) {
    throw new TypeError('hosting client: token is empty or contains characters not allowed in a header');
  }
}

/** Zod result → typed value, or a HostingResponseError naming the fields that did not match. */
function parseAnswer<S extends z.ZodType>(schema: S, answer: Answer, site: CallSite): z.output<S> {
  const result = schema.safeParse(answer.body);
  if (result.success) return result.data;
  const issues = result.error.issues.slice(0, MAX_REPORTED_ISSUES).map(describeIssue);
  throw new HostingResponseError(site, answer.status, answer.requestId, issues);
}

function describeIssue(issue: z.core.$ZodIssue): string {
  return `${issue.path.join('.') || 'body'}: ${issue.message}`;
}

function seg(field: string, value: string): string {
  checkPathId(field, value);
  return encodeURIComponent(value);
}

function listQuery(opts: ListOptions | undefined): Call['query'] {
  checkLimit(opts?.limit);
  return { limit: opts?.limit, cursor: opts?.cursor };
}

/** What every call of one client goes through: its transport, and the log of skipped feed events. */
interface ClientState {
  readonly send: Transport;
  readonly log: Logger;
}

export function createHostingClient(options: HostingClientOptions): HostingClient {
  checkToken(options.token);
  const log = options.log ?? pino({ level: 'silent' });
  const state: ClientState = { send: createTransport(transportOptions(options, log)), log };
  const client: HostingClient = {
    ...operations(state),
    events: (opts) => events(state, opts),
    iterate: iterators(() => client),
  };
  return client;
}

/** The client's options with their defaults, as the transport takes them. */
function transportOptions(options: HostingClientOptions, log: Logger): TransportOptions {
  return {
    apiUrl: apiUrlOf(options.baseUrl),
    token: options.token,
    fetch: options.fetch ?? globalThis.fetch,
    log,
    userAgent: options.userAgent ?? defaultUserAgent,
    timeoutMs: options.timeoutMs ?? 8_000,
    maxAttempts: Math.max(1, options.maxAttempts ?? 3),
    sleep: options.sleep ?? defaultSleep,
    random: options.random ?? Math.random,
    onAttempt: options.onAttempt,
    // A client of its own (a script, a test) has a budget of its own; hostcord's parts share one.
    budget: options.budget ?? createCallBudget(),
    lane: options.lane ?? 'interactive',
  };
}

const serverPath = (id: string, rest = '') => `/servers/${seg('id', id)}${rest}`;
const serverPages = s.pageSchema(s.serverSchema);
const activityPages = s.pageSchema(s.activityEntrySchema);
const deploymentPages = s.pageSchema(s.deploymentSchema);
const installationPages = s.pageSchema(s.installationSchema);

/** The provider's endpoints, one call each (spec, Endpoints). */
function operations(state: ClientState): Omit<HostingClient, 'events' | 'iterate'> {
  return {
    me: async (opts) => get(state, 'me', '/me', s.identitySchema, opts),
    listServers: async (opts) => get(state, 'listServers', '/servers', serverPages, opts, listQuery(opts)),
    getServer: async (id, opts) => get(state, 'getServer', serverPath(id), s.serverSchema, opts),
    listActivity: async (id, opts) =>
      get(state, 'listActivity', serverPath(id, '/activity'), activityPages, opts, listQuery(opts)),
    getResources: async (id, opts) =>
      get(state, 'getResources', serverPath(id, '/resources'), s.resourcesSchema, opts),
    async power(id, request, opts) {
      checkPower(request.signal, request.killAfterSeconds);
      const body =
        request.killAfterSeconds === undefined || request.killAfterSeconds === null
          ? { signal: request.signal }
          : { signal: request.signal, killAfterSeconds: request.killAfterSeconds };
      return post(state, 'power', serverPath(id, '/power'), s.powerAcceptedSchema, body, opts);
    },
    async sendCommand(id, command, opts) {
      checkCommand(command);
      return post(
        state,
        'sendCommand',
        serverPath(id, '/commands'),
        s.commandAcceptedSchema,
        { command },
        opts,
      );
    },
    async listBackups(id, opts) {
      checkLimit(opts?.limit);
      return get(state, 'listBackups', serverPath(id, '/backups'), s.backupPageSchema, opts, {
        limit: opts?.limit,
      });
    },
    // The create-backup request fields are not published (spec, endpoint 9); the caller passes them through.
    createBackup: async (id, body, opts) =>
      post(state, 'createBackup', serverPath(id, '/backups'), s.backupSchema, body ?? {}, opts),
    listDeployments: async (id, opts) =>
      get(
        state,
        'listDeployments',
        serverPath(id, '/git/deployments'),
        deploymentPages,
        opts,
        listQuery(opts),
      ),
    getDeployment: async (id, deploymentId, opts) =>
      get(
        state,
        'getDeployment',
        serverPath(id, `/git/deployments/${seg('deploymentId', deploymentId)}`),
        s.deploymentSchema,
        opts,
      ),
    listInstallations: async (opts) =>
      get(state, 'listInstallations', '/installations', installationPages, opts, listQuery(opts)),
  };
}

/**
 * One page of the feed. Each item is checked alone: one malformed event must not stall the feed
 * behind it forever (the cursor could never move past it). It is left out, reported in `skipped`
 * and logged.
 */
async function events(state: ClientState, opts: EventsOptions | undefined): Promise<FeedPage> {
  checkLimit(opts?.limit);
  const page = await get(state, 'events', '/events', s.feedPageSchema, opts, {
    after: opts?.after,
    limit: opts?.limit,
  });
  const data: HostingEvent[] = [];
  const skipped: SkippedEvent[] = [];
  for (const item of page.data) {
    const parsed = s.hostingEventSchema.safeParse(item);
    if (parsed.success) {
      data.push(parsed.data);
      continue;
    }
    const id = typeof (item as { id?: unknown })?.id === 'string' ? (item as { id: string }).id : undefined;
    const issues = parsed.error.issues.slice(0, MAX_REPORTED_ISSUES).map(describeIssue);
    skipped.push({ id, issues });
    state.log.error(
      { op: 'events', eventId: id, issues },
      'feed event does not match the Event shape; skipped',
    );
  }
  return { data, nextCursor: page.nextCursor, skipped };
}

/** Page iterators over the client's own list calls (read when iterated, as the caller sees them). */
function iterators(client: () => HostingClient): HostingClient['iterate'] {
  return {
    servers: (opts) => paginate((cursor) => client().listServers({ ...opts, cursor }), opts?.cursor),
    activity: (id, opts) =>
      paginate((cursor) => client().listActivity(id, { ...opts, cursor }), opts?.cursor),
    deployments: (id, opts) =>
      paginate((cursor) => client().listDeployments(id, { ...opts, cursor }), opts?.cursor),
    installations: (opts) =>
      paginate((cursor) => client().listInstallations({ ...opts, cursor }), opts?.cursor),
  };
}

async function get<S extends z.ZodType>(
  state: ClientState,
  op: string,
  path: string,
  schema: S,
  opts: RequestOptions | undefined,
  query?: Call['query'],
): Promise<z.output<S>> {
  const call: Call = { op, method: 'GET', path, query, signal: opts?.signal };
  return parseAnswer(schema, await state.send(call), call);
}

async function post<S extends z.ZodType>(
  state: ClientState,
  op: string,
  path: string,
  schema: S,
  body: unknown,
  opts: PostOptions | undefined,
): Promise<Accepted<z.output<S>>> {
  checkIdempotencyKey(opts?.idempotencyKey);
  const call: Call = {
    op,
    method: 'POST',
    path,
    body,
    idempotencyKey: opts?.idempotencyKey,
    signal: opts?.signal,
  };
  const answer = await state.send(call);
  return {
    data: parseAnswer(schema, answer, call),
    replayed: answer.replayed,
    requestId: answer.requestId,
  };
}
