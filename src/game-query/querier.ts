import { createSocket, type Socket as UdpSocket } from 'node:dgram';
import { lookup } from 'node:dns/promises';
import http from 'node:http';
import https from 'node:https';
import { isIP, type Socket } from 'node:net';
import { type GamedigCore, protocols } from 'gamedig';
import { answerOf, type GameAnswer } from './answer.js';
import { protocolOf } from './games.js';

/** One query: a gamedig game id, the provider's host and the port its query answers on. */
export interface QueryTarget {
  gameId: string;
  host: string;
  port: number;
}

export type QueryFailure = 'timeout' | 'refused' | 'too_large' | 'garbage' | 'error';

/** A query that got no usable answer; `kind` is the metrics' result label. */
export class GameQueryError extends Error {
  override readonly name = 'GameQueryError';
  constructor(
    readonly kind: QueryFailure,
    message: string,
  ) {
    super(message);
  }
}

export interface QuerierOptions {
  /** One attempt, start to end (every exchange of a protocol within it). */
  timeoutMs: number;
  /** Bytes one attempt may read, over all its sockets (default 1 MiB). */
  maxBytes?: number;
}

/** What one attempt may still read; past it, its sockets are destroyed and its datagrams dropped. */
class Budget {
  bytes = 0;
  exceeded = false;
  constructor(readonly max: number) {}
  take(length: number): boolean {
    if (this.exceeded) return false;
    this.bytes += length;
    if (this.bytes > this.max) this.exceeded = true;
    return !this.exceeded;
  }
  watch(socket: Socket): void {
    socket.on('data', (chunk: Buffer) => {
      if (!this.take(chunk.length)) socket.destroy();
    });
  }
}

type Bounded = GamedigCore & { budget: Budget };
const boundedClasses = new Map<string, new () => Bounded>();

/**
 * gamedig's protocol class with a byte budget: gamedig collects a TCP or HTTP answer in one growing
 * buffer until it parses, so an endless answer would only end at the timeout, after taking memory
 * for all of it. Every TCP socket and HTTP request (its own socket, never a kept-alive one) counts
 * what it reads against the attempt's budget.
 */
function boundedClass(protocol: string): new () => Bounded {
  let bounded = boundedClasses.get(protocol);
  if (bounded) return bounded;
  const Base = protocols[protocol];
  if (!Base) throw new GameQueryError('error', `gamedig has no protocol ${protocol}`);
  bounded = class extends Base {
    budget = new Budget(0);
    override withTcp<T>(fn: (socket: Socket) => Promise<T>, port?: number): Promise<T> {
      return super.withTcp((socket) => {
        this.budget.watch(socket);
        return fn(socket);
      }, port);
    }
    override request(params: Record<string, unknown>): Promise<unknown> {
      return super.request({
        ...params,
        request: (url: URL, options: http.RequestOptions, callback: (res: http.IncomingMessage) => void) => {
          const client = url.protocol === 'https:' ? https : http;
          const req = client.request(url, { ...options, agent: false }, callback);
          req.on('socket', (socket) => this.budget.watch(socket));
          return req;
        },
      });
    }
  };
  boundedClasses.set(protocol, bounded);
  return bounded;
}

/** A Valve split answer compressed with bzip2 (A2S, old Source engines): unbounded once unpacked. */
function isCompressedSplit(buffer: Buffer, core: GamedigCore): boolean {
  return (
    buffer.length >= 8 &&
    buffer.readInt32LE(0) === -2 &&
    (buffer.readUInt32LE(4) & 0x80000000) !== 0 &&
    !core.goldsrcSplits
  );
}

type UdpCallback = (address: string, port: number, buffer: Buffer) => void;

/**
 * One UDP socket per address family for every query (gamedig's design: answers are told apart by
 * their source address and port), opened at the first query and closed by `close`. Each attempt
 * sees it through a view that counts what it receives against its budget.
 */
function createUdpHub() {
  const sockets = new Map<4 | 6, Promise<UdpSocket>>();
  const callbacks = new Set<UdpCallback>();

  function socketFor(family: 4 | 6): Promise<UdpSocket> {
    let socket = sockets.get(family);
    if (!socket) {
      socket = new Promise((resolve, reject) => {
        const udp = createSocket(family === 6 ? 'udp6' : 'udp4');
        udp.unref();
        udp.on('message', (buffer, from) => {
          for (const callback of callbacks) callback(from.address, from.port, buffer);
        });
        udp.once('error', reject);
        udp.bind(0, () => {
          udp.removeListener('error', reject);
          udp.on('error', () => undefined);
          resolve(udp);
        });
      });
      sockets.set(family, socket);
    }
    return socket;
  }

  return {
    viewFor(core: Bounded) {
      const wrapped = new Map<UdpCallback, UdpCallback>();
      return {
        async send(buffer: Buffer, address: string, port: number): Promise<void> {
          const socket = await socketFor(isIP(address) === 6 ? 6 : 4);
          await new Promise<void>((resolve, reject) =>
            socket.send(buffer, port, address, (err) => (err ? reject(err) : resolve())),
          );
        },
        addCallback(callback: UdpCallback): void {
          const own: UdpCallback = (address, port, buffer) => {
            if (address !== core.options.address || port !== core.options.port) return;
            if (isCompressedSplit(buffer, core) || !core.budget.take(buffer.length)) return;
            callback(address, port, buffer);
          };
          wrapped.set(callback, own);
          callbacks.add(own);
        },
        removeCallback(callback: UdpCallback): void {
          const own = wrapped.get(callback);
          if (own) callbacks.delete(own);
          wrapped.delete(callback);
        },
      };
    },
    async close(): Promise<void> {
      for (const socket of sockets.values()) {
        const udp = await socket.catch(() => undefined);
        udp?.close();
      }
      sockets.clear();
    },
  };
}

function failureOf(err: unknown, budget: Budget): GameQueryError {
  if (err instanceof GameQueryError) return err;
  if (budget.exceeded)
    return new GameQueryError('too_large', `the answer was larger than ${budget.max} bytes`);
  const message = err instanceof Error ? err.message : String(err);
  if (/timed out/i.test(message)) return new GameQueryError('timeout', 'no answer in time');
  if (/refused|ECONNREFUSED/i.test(message))
    return new GameQueryError('refused', 'the connection was refused');
  return new GameQueryError('garbage', 'the answer could not be read');
}

/**
 * Asks games directly with gamedig, one protocol attempt at a time (no port guessing: the port is
 * decided by `games.ts` or an admin). The host is resolved here, A/AAAA only: gamedig's SRV lookup
 * (Minecraft) could send the query to another host. Every TCP socket is closed by gamedig after its
 * attempt; the UDP sockets by `close`.
 */
export function createGameQuerier(options: QuerierOptions) {
  const udp = createUdpHub();
  const maxBytes = options.maxBytes ?? 1024 * 1024;
  // One exchange (a request and its answer) may take most of the attempt; A2S makes two to four.
  const socketTimeout = Math.max(250, Math.floor(options.timeoutMs / 2));

  async function addressOf(host: string): Promise<string> {
    if (isIP(host)) return host;
    try {
      return (await lookup(host)).address;
    } catch {
      throw new GameQueryError('error', 'the address could not be resolved');
    }
  }

  return {
    /** One attempt; resolves with the cleaned answer, rejects with a GameQueryError. */
    async query(target: QueryTarget): Promise<GameAnswer> {
      const address = await addressOf(target.host);
      const core = new (boundedClass(protocolOf(target.gameId)))();
      core.budget = new Budget(maxBytes);
      core.options = {
        host: target.host,
        address,
        port: target.port,
        givenPortOnly: true,
        socketTimeout,
        attemptTimeout: options.timeoutMs,
        maxRetries: 1,
        ipFamily: 0,
        stripColors: true,
        requestPlayers: true,
        requestRules: false,
      };
      core.udpSocket = udp.viewFor(core);
      try {
        return answerOf(await core.runOnceSafe());
      } catch (err) {
        throw failureOf(err, core.budget);
      }
    },
    close: (): Promise<void> => udp.close(),
  };
}

export type GameQuerier = ReturnType<typeof createGameQuerier>;
