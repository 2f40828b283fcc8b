import { STATUS_CODES } from 'node:http';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { DefaultRestOptions, type RESTOptions } from 'discord.js';
import type { DepartedAnswer, Departure, DepartureMessage, DepartureResult } from './departure-thread.js';

type MakeRequest = RESTOptions['makeRequest'];
type RequestInit = Parameters<MakeRequest>[1];
type ResponseLike = Awaited<ReturnType<MakeRequest>>;

/** A request that left: the answer, and when it left (ms since the epoch). */
export interface Departed {
  response: ResponseLike;
  departedAt: number;
}

export interface Departures {
  /**
   * Sends the request at `departAt` (ms since the epoch; now, when past). Resolves with its answer,
   * or with `late` when it could not leave within `lateMs` of `departAt` (nothing was sent).
   * Rejects as the HTTP call would (network errors keep their name and code, which discord.js's
   * retries read) and with the signal's reason when it aborts.
   */
  send(url: string, init: RequestInit, departAt: number, lateMs: number): Promise<Departed | 'late'>;
  /** Requests after this leave from this event loop, at their time (the thread stays for others). */
  close(): Promise<void>;
}

interface Waiting {
  resolve: (result: Departed | 'late') => void;
  reject: (err: unknown) => void;
}

/** The process's one departure thread and the requests handed to it, awaiting their answers. */
interface ThreadState {
  worker: Worker | undefined;
  /** The thread failed (it could not start, or threw): requests leave from the event loop since. */
  failed: boolean;
  readonly waiting: Map<number, Waiting>;
  nextId: number;
}

/**
 * One thread for the process, whatever number of REST clients hand requests to it (one in an
 * instance; tests run several apps in one process). Started with the first request, it keeps the
 * process alive only while requests wait for it.
 */
const thread: ThreadState = { worker: undefined, failed: false, waiting: new Map(), nextId: 1 };

interface DeparturesState {
  readonly make: MakeRequest;
  closed: boolean;
}

/**
 * Requests to Discord leaving at their slots (request-line.ts) from a thread of their own. An
 * instance's event loop is busy in bursts (query results, deliveries, answers): a slot's timer
 * reached more than `LATE_SLOT_MS` late is a slot lost, and a burst of `bench:fleet` lost 73–206 of
 * them, a second or more of Discord's budget. Handed over before its slot, a request leaves at it
 * from a loop that does nothing else; hostcord's loop reads the answer when it can. The thread
 * starts with the first request. After `close`, or once the thread failed (the requests it held
 * fail as a network error would, and their senders try again), requests leave from hostcord's own
 * loop at their slots, as before it.
 */
export function createDepartures(make: MakeRequest = DefaultRestOptions.makeRequest): Departures {
  const state: DeparturesState = { make, closed: false };
  return {
    send: (url, init, departAt, lateMs) => send(state, { url, init, departAt, lateMs }),
    async close() {
      state.closed = true;
    },
  };
}

/** A request to send: at `departAt`, or not at all when that is more than `lateMs` past. */
interface Outgoing {
  url: string;
  init: RequestInit;
  departAt: number;
  lateMs: number;
}

async function send(state: DeparturesState, outgoing: Outgoing): Promise<Departed | 'late'> {
  const worker = state.closed || thread.failed ? undefined : (thread.worker ?? startThread());
  if (!worker) return sendHere(state, outgoing);
  const { url, init, departAt, lateMs } = outgoing;
  // Handed over at once, within the caller's turn (a form is encoded first: its bytes are ready
  // in memory, a few microtasks away).
  const { headers, body } = portableNow(init) ?? (await portableForm(init));
  // The thread failed while the form was encoded: nothing would answer there.
  if (thread.worker !== worker) return sendHere(state, outgoing);
  const { signal } = init;
  if (signal?.aborted) throw signal.reason;
  const id = thread.nextId++;
  const departure: Departure = { id, url, method: init.method ?? 'GET', headers, body, departAt, lateMs };
  return new Promise<Departed | 'late'>((resolve, reject) => {
    const onAbort = () => {
      thread.waiting.delete(id);
      holdWhileWaiting();
      worker.postMessage({ cancel: id } satisfies DepartureMessage);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle =
      <T>(then: (value: T) => void) =>
      (value: T) => {
        signal?.removeEventListener('abort', onAbort);
        then(value);
      };
    thread.waiting.set(id, { resolve: settle(resolve), reject: settle(reject) });
    holdWhileWaiting();
    worker.postMessage({ send: departure } satisfies DepartureMessage);
  });
}

/** Without the thread: waits for the departure in this loop, then sends. */
async function sendHere(state: DeparturesState, outgoing: Outgoing): Promise<Departed | 'late'> {
  const { url, init, departAt, lateMs } = outgoing;
  const wait = departAt - Date.now();
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  const departedAt = Date.now();
  if (departedAt - departAt > lateMs) return 'late';
  return { response: await state.make(url, init), departedAt };
}

/**
 * The thread: its compiled `.js` in dist/; under tests and tsx, its `.ts` source through tsx's
 * loader (a development dependency, present wherever the sources run).
 */
function startThread(): Worker | undefined {
  const source = import.meta.url.endsWith('.ts');
  const entry = new URL(`./departure-thread.${source ? 'ts' : 'js'}`, import.meta.url);
  let worker: Worker;
  try {
    worker = source ? new Worker(throughTsx(entry), { eval: true }) : new Worker(entry);
  } catch {
    thread.failed = true;
    return undefined;
  }
  worker.on('message', settle);
  const gone = (err: unknown) => {
    if (thread.worker !== worker) return;
    thread.worker = undefined;
    // Not started again: a thread that fails once would fail each request handed to it.
    if (err instanceof Error) thread.failed = true;
    const waiting = [...thread.waiting.values()];
    thread.waiting.clear();
    const cause =
      err instanceof Error ? err : new Error(`the thread sending requests to Discord ended (${err})`);
    for (const w of waiting) w.reject(cause);
  };
  worker.on('error', gone);
  worker.on('exit', gone);
  thread.worker = worker;
  // After the listeners: adding a 'message' listener refs the thread again.
  holdWhileWaiting();
  return worker;
}

/**
 * The thread keeps the process alive while a request waits for it (as the HTTP call would), and
 * never otherwise: an idle thread must not hold a process that is done.
 */
function holdWhileWaiting(): void {
  if (thread.waiting.size > 0) thread.worker?.ref();
  else thread.worker?.unref();
}

/** The code of a thread that loads `entry` (TypeScript) through tsx's loader. */
function throughTsx(entry: URL): string {
  const api = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const [tsx, source] = [pathToFileURL(api).href, entry.href].map((url) => JSON.stringify(url));
  return `import(${tsx}).then((m) => { m.register(); return import(${source}); })`;
}

function settle(result: DepartureResult): void {
  const waiting = thread.waiting.get(result.id);
  if (!waiting) return;
  thread.waiting.delete(result.id);
  holdWhileWaiting();
  if ('late' in result) waiting.resolve('late');
  else if ('error' in result) waiting.reject(Object.assign(new Error(result.error.message), result.error));
  else waiting.resolve({ response: responseLike(result.answer), departedAt: result.departedAt });
}

/** The answer as discord.js's own HTTP call gives it (its `makeRequest`: a fetch `Response`'s reads). */
function responseLike(answer: DepartedAnswer): ResponseLike {
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value])
      headers.append(name, v);
  }
  const bodyless = answer.status === 204 || answer.status === 205 || answer.status === 304;
  return new Response(bodyless ? null : answer.body, {
    status: answer.status,
    statusText: STATUS_CODES[answer.status] ?? '',
    headers,
  });
}

type Portable = Pick<Departure, 'headers' | 'body'>;

const headersOf = (init: RequestInit): Array<[string, string]> => [
  ...new Headers(init.headers as ConstructorParameters<typeof Headers>[0]).entries(),
];

/** The request's headers and body as they can cross to the thread, when its body is text or bytes. */
function portableNow(init: RequestInit): Portable | undefined {
  const body = init.body as unknown;
  if (body === null || body === undefined) return { headers: headersOf(init), body: null };
  if (typeof body === 'string' || body instanceof Uint8Array) return { headers: headersOf(init), body };
  return undefined;
}

/**
 * Any other body (a form with files): its bytes and their content type, as the HTTP call would
 * have sent them.
 */
async function portableForm(init: RequestInit): Promise<Portable> {
  const headers = headersOf(init);
  const body = init.body as unknown;
  const encoded = new Request('http://localhost/', {
    method: 'POST',
    body: body as NonNullable<ConstructorParameters<typeof Request>[1]>['body'],
  });
  const type = encoded.headers.get('content-type');
  if (type && !headers.some(([name]) => name === 'content-type')) headers.push(['content-type', type]);
  return { headers, body: new Uint8Array(await encoded.arrayBuffer()) };
}
