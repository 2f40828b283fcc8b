import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { authenticate } from './auth.js';
import type { PowerJob, SimResponse } from './context.js';
import { createCursorCodec } from './cursor.js';
import { deliver, sign } from './delivery.js';
import { notFound, rateLimited, SimError } from './errors.js';
import { createFaults, faultError, isFailing } from './faults.js';
import { type Answer, errorAnswer, readRequest, writeAnswer } from './http-io.js';
import { createIdempotencyStore, fingerprint } from './idempotency.js';
import { createModel, type TokenState } from './model.js';
import { createRateBudget } from './rate.js';
import { matchRoute, type RouteMatch } from './routes.js';
import type {
  ProviderSim,
  RecordedRequest,
  SimClock,
  SimEffects,
  SimFault,
  StartProviderSimOptions,
} from './types.js';

// Request pipeline, in this order (choices documented in provider-sim/README.md):
//   record → token (401) → rate limit (429) → route (404) → failing fault (answers, no effect)
//   → Idempotency-Key (400 / replay / 422 / 409, then reserve) → fault delay → operation
//   → store idempotent result → after-effect fault (answer lost although the effect happened).

type Outcome = Answer | 'drop';

function createClock(start: number): SimClock {
  let now = start;
  return {
    now: () => now,
    set: (ms) => {
      now = ms;
    },
    advance: (ms) => {
      now += ms;
    },
  };
}

export async function startProviderSim(opts: StartProviderSimOptions = {}): Promise<ProviderSim> {
  const clock = createClock(opts.now ?? Date.now());
  const model = createModel(clock);
  const codec = createCursorCodec();
  const faults = createFaults();
  const idempotency = createIdempotencyStore(clock);
  const requests: RecordedRequest[] = [];
  const effects: SimEffects = { power: [], commands: [], backups: [] };
  const powerJobs = new Map<string, PowerJob>();
  const timers = new Set<NodeJS.Timeout>();
  let limiter: { retryAfter: number; left: number } | null = null;
  const rate = createRateBudget(clock);

  const sleep = (ms: number | undefined) =>
    new Promise<void>((resolve) => {
      if (!ms) return resolve();
      const timer = setTimeout(() => {
        timers.delete(timer);
        resolve();
      }, ms);
      timers.add(timer);
    });

  function checkRateLimit(token: TokenState): void {
    const wait = rate.take(token.token);
    if (wait !== undefined) throw rateLimited(wait);
    if (!limiter || limiter.left <= 0) return;
    limiter.left -= 1;
    const { retryAfter } = limiter;
    if (limiter.left <= 0) limiter = null;
    throw rateLimited(retryAfter);
  }

  function run(
    route: RouteMatch,
    token: TokenState,
    rec: RecordedRequest,
    bodyInvalid: boolean,
  ): SimResponse {
    return route.handler({
      model,
      token,
      params: route.params,
      query: rec.query,
      body: rec.body,
      bodyInvalid,
      codec,
      now: clock.now(),
      effects,
      powerJobs,
    });
  }

  /** The operation behind the Idempotency-Key layer (spec "Limits"). */
  async function execute(
    route: RouteMatch,
    token: TokenState,
    rec: RecordedRequest,
    bodyInvalid: boolean,
    delayMs: number | undefined,
  ): Promise<Answer> {
    const key = rec.method === 'POST' ? rec.headers['idempotency-key'] : undefined;
    if (key === undefined) {
      await sleep(delayMs);
      return run(route, token, rec, bodyInvalid);
    }
    const begin = idempotency.begin(
      token.token,
      key,
      fingerprint(rec.method, rec.path, rec.body, rec.rawBody),
    );
    if (begin.kind === 'replay') {
      await sleep(delayMs);
      return { ...begin.response, headers: { 'idempotency-replayed': 'true' } };
    }
    try {
      await sleep(delayMs);
      const response = run(route, token, rec, bodyInvalid);
      begin.release(response);
      return response;
    } catch (error) {
      begin.release();
      throw error;
    }
  }

  function failWith(fault: SimFault, requestId: string): Outcome {
    if (fault.drop) return 'drop';
    const error = errorAnswer(faultError(fault), requestId);
    const answer = { ...error, headers: { ...error.headers, ...fault.headers } };
    return fault.rawBody === undefined ? answer : { ...answer, raw: fault.rawBody };
  }

  async function process(rec: RecordedRequest & { bodyInvalid: boolean; inApi: boolean }): Promise<Outcome> {
    try {
      const token = authenticate(model, rec.headers.authorization, clock.now());
      checkRateLimit(token);
      const route = rec.inApi ? matchRoute(rec.method, rec.path) : undefined;
      if (!route) throw notFound();
      const fault = faults.take(rec.method, rec.path);
      if (fault && !fault.afterEffect && isFailing(fault)) {
        await sleep(fault.delayMs);
        return failWith(fault, rec.requestId);
      }
      const answer = await execute(route, token, rec, rec.bodyInvalid, fault?.delayMs);
      return fault?.afterEffect && isFailing(fault) ? failWith(fault, rec.requestId) : answer;
    } catch (error) {
      if (error instanceof SimError) return errorAnswer(error, rec.requestId);
      console.error('provider sim: unexpected error', error);
      return errorAnswer(new SimError(500, 'INTERNAL_ERROR', 'Simulator bug.'), rec.requestId);
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const requestId = randomUUID();
    const { bodyInvalid, inApi, ...record } = await readRequest(req, requestId, clock.now());
    requests.push(record);
    const outcome = await process({ ...record, bodyInvalid, inApi });
    if (outcome === 'drop') {
      req.socket.destroy();
      return;
    }
    record.status = outcome.status;
    writeAnswer(res, requestId, outcome);
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error('provider sim: request failed', error);
      res.destroy();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    clock,
    addServer: model.addServer,
    addBot: model.addBot,
    install: model.install,
    uninstall: model.uninstall,
    installationsOf: model.installationsOf,
    addPersonalToken: model.addPersonalToken,
    revokeToken: model.revokeToken,
    denyGrant: model.denyGrant,
    addActivity: model.addActivity,
    setResources: model.setResources,
    renameServer: model.renameServer,
    setNotReady: model.setNotReady,
    addBackup: model.addBackup,
    setBackupLimit: model.setBackupLimit,
    addDeployment: model.addDeployment,
    ping: model.ping,
    pushEvent: model.pushEvent,
    eventsFor: model.eventsFor,
    fault: faults.add,
    clearFaults: faults.clear,
    rateLimit: (limit) => {
      limiter = limit && { retryAfter: limit.retryAfter, left: limit.times ?? Number.POSITIVE_INFINITY };
    },
    limitRate: rate.set,
    requests,
    effects,
    sign: (body, secret, t) => sign(body, secret, t ?? Math.floor(clock.now() / 1000)),
    deliver: (event, target) => deliver(event, target, clock.now()),
    // Idempotent: a test may close the simulator early (to provoke ECONNREFUSED) and again in afterEach.
    close: async () => {
      if (!server.listening) return;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) => server.close((e) => (e ? reject(e) : resolve())));
    },
  };
}
