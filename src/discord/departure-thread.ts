import { parentPort } from 'node:worker_threads';
import { type Dispatcher, request } from 'undici';

/**
 * A request to Discord handed to the departure thread (departures.ts) before its slot: sent at
 * `departAt` (ms since the epoch), or not at all when the thread reaches it more than `lateMs`
 * after that.
 */
export interface Departure {
  id: number;
  url: string;
  method: string;
  headers: Array<[string, string]>;
  body: string | Uint8Array | null;
  departAt: number;
  lateMs: number;
}

/** The HTTP answer as it came, its body read whole. */
export interface DepartedAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: ArrayBuffer;
}

/** What the thread says of a departure: answered, let pass (too late to leave), or failed. */
export type DepartureResult = { id: number } & (
  | { departedAt: number; answer: DepartedAnswer }
  | { late: true }
  | { departedAt: number; error: { name: string; message: string; code?: unknown } }
);

export type DepartureMessage = { send: Departure } | { cancel: number };

interface Pending {
  timer?: NodeJS.Timeout;
  controller?: AbortController;
}

/**
 * The thread's side. Its event loop does nothing but wait for departures, so a request leaves at
 * its slot even while hostcord's own loop is busy; the answer goes back whole.
 */
function serveDepartures(): void {
  const port = parentPort;
  if (!port) throw new Error('departure-thread.ts runs in the thread departures.ts starts');
  const pending = new Map<number, Pending>();
  const answer = (result: DepartureResult) => {
    pending.delete(result.id);
    port.postMessage(result, 'answer' in result ? [result.answer.body] : []);
  };
  const depart = async (departure: Departure, entry: Pending) => {
    const departedAt = Date.now();
    if (departedAt - departure.departAt > departure.lateMs) {
      answer({ id: departure.id, late: true });
      return;
    }
    entry.controller = new AbortController();
    try {
      const res = await request(departure.url, {
        method: departure.method as Dispatcher.HttpMethod,
        headers: departure.headers.flat(),
        body: departure.body,
        signal: entry.controller.signal,
      });
      const body = await res.body.arrayBuffer();
      answer({
        id: departure.id,
        departedAt,
        answer: { status: res.statusCode, headers: res.headers, body },
      });
    } catch (err) {
      const { name, message, code } = err as { name?: string; message?: string; code?: unknown };
      answer({
        id: departure.id,
        departedAt,
        error: {
          name: name ?? 'Error',
          message: message ?? String(err),
          ...(code !== undefined && { code }),
        },
      });
    }
  };
  port.on('message', (message: DepartureMessage) => {
    if ('cancel' in message) {
      const entry = pending.get(message.cancel);
      pending.delete(message.cancel);
      clearTimeout(entry?.timer);
      entry?.controller?.abort();
      return;
    }
    const departure = message.send;
    const entry: Pending = {};
    pending.set(departure.id, entry);
    entry.timer = setTimeout(
      () => void depart(departure, entry),
      Math.max(0, departure.departAt - Date.now()),
    );
  });
}

serveDepartures();
