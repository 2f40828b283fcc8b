// The JSON gateway (no zlib-sync installed → discord.js speaks plain text frames, ?encoding=json).
import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { GatewayCloseCodes, GatewayDispatchEvents, GatewayOpcodes } from 'discord.js';
import { type RawData, type WebSocket, WebSocketServer } from 'ws';
import { shardOf } from './ids.js';
import type { Json } from './types.js';

type Dispatch = {
  op: GatewayOpcodes.Dispatch;
  t: string;
  s: number;
  d: unknown;
};

interface Session {
  id: string;
  /** `[shard_id, num_shards]` of IDENTIFY; `[0, 1]` when the client sent none. */
  shard: [number, number];
  seq: number;
  /** Kept so a RESUME can replay what the client missed while reconnecting. */
  log: Dispatch[];
  socket: WebSocket | null;
}

interface Connection {
  socket: WebSocket;
  session: Session | null;
}

export interface GatewayHooks {
  token: string;
  heartbeatIntervalMs: number;
  /** READY for a session on `shard`: its guilds are those of the shard. */
  ready: (sessionId: string, identify: Json, shard: [number, number]) => Json;
  guildCreates: () => Json[];
  maxGuildsPerShard: () => number;
  /** `session_start_limit.max_concurrency`: one IDENTIFY per `shard_id % max_concurrency` bucket per 5 s. */
  maxConcurrency: () => number;
}

/** Discord's window between two IDENTIFYs of one bucket (Gateway › Session start limit). */
export const IDENTIFY_WINDOW_MS = 5_000;

/** Which session a dispatch goes to: a guild's events to its shard, the rest (DMs) to shard 0. */
function guildOf(t: string, d: unknown): string | undefined {
  if (!d || typeof d !== 'object') return undefined;
  const { guild_id: guildId, id } = d as { guild_id?: unknown; id?: unknown };
  if (typeof guildId === 'string') return guildId;
  return t.startsWith('GUILD_') && typeof id === 'string' ? id : undefined;
}

const LOG_LIMIT = 1000;
// Discord invalidates the session when the client closes with 1000 or 1001; other codes may resume.
const ENDS_SESSION = new Set([1000, 1001]);

export class FakeGateway {
  /** IDENTIFY payloads received (token, intents, shard …). */
  readonly identifies: Json[] = [];
  /** Every dispatch, with the shards whose sessions it went to, for assertions. */
  readonly dispatched: { t: string; d: unknown; at: number; shards: number[] }[] = [];
  /**
   * When each IDENTIFY was accepted, with its shard: what Discord's identify limit counts (one per
   * `shard_id % max_concurrency` bucket per 5 s), for tests to check.
   */
  readonly starts: { shard: [number, number]; at: number }[] = [];
  /**
   * The most sessions of each shard id ever connected at once (Gateway › Sharding allows two sessions
   * of one shard: both would receive its events and answer its interactions twice).
   */
  readonly sessionPeaks = new Map<number, number>();
  /**
   * IDENTIFYs that came within 5 s of the one before in their bucket, which Discord would refuse
   * (the fake accepts them, so a test sees every one): each with the gap in ms.
   */
  readonly identifiesTooSoon: { shard: [number, number]; bucket: number; gapMs: number }[] = [];
  /**
   * IDENTIFYs closed by `refuseIdentify` (their close code), or left unanswered by `ignoreIdentify`
   * (code null), instead of being accepted: not in `identifies` or `starts`.
   */
  readonly refusedIdentifies: { shard: [number, number]; code: number | null; at: number }[] = [];
  connections = 0;
  resumes = 0;
  heartbeats = 0;
  droppedAcks = 0;
  readonly #wss = new WebSocketServer({ noServer: true });
  readonly #sessions = new Map<string, Session>();
  readonly #hooks: GatewayHooks;
  #acksToDrop = 0;
  /** Set by `withholdHello`: the sockets connected since, still without HELLO. */
  #helloWithheld: Set<WebSocket> | undefined;
  /** Sockets whose IDENTIFY `ignoreIdentify` left unanswered: `disconnect` closes them too. */
  readonly #unanswered = new Map<WebSocket, number>();
  /** Refusals still to come, by shard id. */
  readonly #refusals = new Map<number, { code: number | null; times: number }>();

  constructor(hooks: GatewayHooks) {
    this.#hooks = hooks;
    this.#wss.on('connection', (socket) => this.#onConnection(socket));
  }

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    if (!req.url?.startsWith('/gateway')) {
      socket.destroy();
      return;
    }
    this.#wss.handleUpgrade(req, socket, head, (ws) => this.#wss.emit('connection', ws, req));
  }

  /** True while a session exists (connected, or disconnected but resumable). */
  get hasSession(): boolean {
    return this.#sessions.size > 0;
  }

  /** Shard ids of the sessions that exist now (connected or resumable), in order. */
  get shards(): number[] {
    return [...this.#sessions.values()].map((s) => s.shard[0]).sort((a, b) => a - b);
  }

  /**
   * Sends a dispatch to the sessions of the shard it belongs to (Gateway › Sharding: a guild's events
   * go to shard `(guild_id >> 22) % num_shards`, DMs to shard 0); a session that is reconnecting
   * gets it on RESUME.
   */
  dispatch(t: string, d: unknown): void {
    const guildId = guildOf(t, d);
    const to = [...this.#sessions.values()].filter((session) => {
      const [id, count] = session.shard;
      return (guildId === undefined ? 0 : shardOf(guildId, count)) === id;
    });
    this.dispatched.push({ t, d, at: Date.now(), shards: to.map((s) => s.shard[0]) });
    for (const session of to) this.#dispatchTo(session, t, d);
  }

  /** Stop answering the next `count` heartbeats: discord.js then closes the "zombie" and resumes. */
  dropHeartbeatAcks(count = 1): void {
    this.#acksToDrop = count;
  }

  restoreHeartbeatAcks(): void {
    this.#acksToDrop = 0;
  }

  /**
   * The next `times` IDENTIFYs of shard `shardId` (from any client) are closed with `code`, 4014
   * Disallowed Intents by default, which discord.js does not retry: its login rejects.
   */
  refuseIdentify(shardId: number, { code = GatewayCloseCodes.DisallowedIntents, times = 1 } = {}): void {
    this.#refusals.set(shardId, { code, times });
  }

  /**
   * The next `times` IDENTIFYs of shard `shardId` get no READY (an outage of Discord's): the socket
   * stays open and heartbeats are answered, and discord.js identifies again after its 15 s wait.
   */
  ignoreIdentify(shardId: number, { times = 1 } = {}): void {
    this.#refusals.set(shardId, { code: null, times });
  }

  /**
   * New connections get no op 10 HELLO (Discord's gateway hanging after the socket opened):
   * discord.js waits 60 s for it, then connects again. `withholdHello(false)` sends it to the
   * sockets still open, and to new ones again.
   */
  withholdHello(withheld = true): void {
    const waiting = this.#helloWithheld;
    this.#helloWithheld = withheld ? (waiting ?? new Set()) : undefined;
    if (withheld || !waiting) return;
    for (const socket of waiting) if (socket.readyState === socket.OPEN) this.#hello(socket);
  }

  /** Sockets connected now, with or without a session. */
  get openSockets(): number {
    return this.#wss.clients.size;
  }

  /**
   * How many sockets answer a ping within `withinMs`: those open at the client's end too. The
   * server's end opens first, and a client that closes its socket before it learned that the
   * upgrade succeeded cannot close it at all (discord.js leaves such a socket behind).
   */
  async answeringPings(withinMs = 1000): Promise<number> {
    const answers = [...this.#wss.clients].map(
      (socket) =>
        new Promise<boolean>((resolve) => {
          const timer = setTimeout(() => done(false), withinMs);
          const done = (answered: boolean) => {
            clearTimeout(timer);
            socket.off('pong', onPong);
            resolve(answered);
          };
          const onPong = () => done(true);
          socket.on('pong', onPong);
          socket.ping();
        }),
    );
    return (await Promise.all(answers)).filter(Boolean).length;
  }

  /** op 7 RECONNECT: Discord asks the client to reconnect and resume. */
  requestReconnect(): void {
    for (const session of this.#sessions.values())
      send(session.socket, { op: GatewayOpcodes.Reconnect, d: null });
  }

  /**
   * Server-side close of every socket (of shard `shard` only, when given), with a code that keeps
   * sessions resumable by default; 1000 ends them, so the client must IDENTIFY again.
   */
  disconnect(code = 4000, { shard }: { shard?: number } = {}): void {
    const closing = (id: number) => shard === undefined || id === shard;
    for (const session of this.#sessions.values())
      if (closing(session.shard[0])) session.socket?.close(code, 'fake-discord disconnect');
    for (const [socket, id] of this.#unanswered)
      if (closing(id)) {
        socket.close(code, 'fake-discord disconnect');
        this.#unanswered.delete(socket);
      }
  }

  async close(): Promise<void> {
    for (const socket of this.#wss.clients) socket.terminate();
    this.#sessions.clear();
    await new Promise<void>((resolve) => this.#wss.close(() => resolve()));
  }

  #onConnection(socket: WebSocket): void {
    this.connections += 1;
    const connection: Connection = { socket, session: null };
    if (this.#helloWithheld) this.#helloWithheld.add(socket);
    else this.#hello(socket);
    socket.on('message', (raw) => this.#onMessage(connection, raw));
    socket.on('close', (code) => this.#onClose(connection, code));
  }

  #hello(socket: WebSocket): void {
    send(socket, { op: GatewayOpcodes.Hello, d: { heartbeat_interval: this.#hooks.heartbeatIntervalMs } });
  }

  #onMessage(connection: Connection, raw: RawData): void {
    let payload: { op?: number; d?: unknown };
    try {
      payload = JSON.parse(String(raw));
    } catch {
      connection.socket.close(GatewayCloseCodes.DecodeError, 'Error while decoding payload.');
      return;
    }
    const d = (payload.d ?? {}) as Json;
    switch (payload.op) {
      case GatewayOpcodes.Heartbeat:
        this.#onHeartbeat(connection.socket);
        break;
      case GatewayOpcodes.Identify:
        this.#onIdentify(connection, d);
        break;
      case GatewayOpcodes.Resume:
        this.#onResume(connection, d);
        break;
      default:
        if (!connection.session)
          connection.socket.close(GatewayCloseCodes.NotAuthenticated, 'Not authenticated.');
    }
  }

  #onHeartbeat(socket: WebSocket): void {
    this.heartbeats += 1;
    if (this.#acksToDrop > 0) {
      this.#acksToDrop -= 1;
      this.droppedAcks += 1;
      return;
    }
    send(socket, { op: GatewayOpcodes.HeartbeatAck });
  }

  #onIdentify(connection: Connection, d: Json): void {
    const { socket } = connection;
    if (connection.session) {
      socket.close(GatewayCloseCodes.AlreadyAuthenticated, 'Already authenticated.');
      return;
    }
    if (d.token !== this.#hooks.token) {
      socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return;
    }
    const shard = shardOfIdentify(d.shard);
    if (!shard) {
      socket.close(GatewayCloseCodes.InvalidShard, 'Invalid shard.');
      return;
    }
    const guilds = this.#hooks.guildCreates().filter((g) => shardOf(String(g.id), shard[1]) === shard[0]);
    if (guilds.length > this.#hooks.maxGuildsPerShard()) {
      socket.close(GatewayCloseCodes.ShardingRequired, 'Sharding required.');
      return;
    }
    if (this.#refused(socket, shard)) return;
    this.identifies.push(d);
    this.#checkIdentifyWindow(shard);
    this.starts.push({ shard, at: Date.now() });
    const session: Session = { id: randomBytes(16).toString('hex'), shard, seq: 0, log: [], socket };
    this.#sessions.set(session.id, session);
    connection.session = session;
    this.#countConnected(shard[0]);
    this.#dispatchTo(session, GatewayDispatchEvents.Ready, this.#hooks.ready(session.id, d, shard));
    for (const guild of guilds) this.#dispatchTo(session, GatewayDispatchEvents.GuildCreate, guild);
  }

  #onResume(connection: Connection, d: Json): void {
    const { socket } = connection;
    if (d.token !== this.#hooks.token) {
      socket.close(GatewayCloseCodes.AuthenticationFailed, 'Authentication failed.');
      return;
    }
    const session = this.#sessions.get(String(d.session_id));
    if (!session) {
      // op 9 with d=false: not resumable, the client must IDENTIFY again.
      send(socket, { op: GatewayOpcodes.InvalidSession, d: false });
      return;
    }
    this.resumes += 1;
    if (session.socket && session.socket !== socket) session.socket.close(GatewayCloseCodes.SessionTimedOut);
    session.socket = socket;
    connection.session = session;
    this.#countConnected(session.shard[0]);
    const after = Number(d.seq ?? 0);
    for (const missed of session.log.filter((entry) => entry.s > after)) send(socket, missed);
    this.#dispatchTo(session, GatewayDispatchEvents.Resumed, {});
  }

  #onClose(connection: Connection, code: number): void {
    this.#unanswered.delete(connection.socket);
    const { session } = connection;
    if (!session || session.socket !== connection.socket) return;
    session.socket = null;
    if (ENDS_SESSION.has(code)) this.#sessions.delete(session.id);
  }

  #refused(socket: WebSocket, shard: [number, number]): boolean {
    const refusal = this.#refusals.get(shard[0]);
    if (!refusal || refusal.times <= 0) return false;
    refusal.times -= 1;
    this.refusedIdentifies.push({ shard, code: refusal.code, at: Date.now() });
    if (refusal.code === null) this.#unanswered.set(socket, shard[0]);
    else socket.close(refusal.code, 'fake-discord refused this IDENTIFY');
    return true;
  }

  #checkIdentifyWindow(shard: [number, number]): void {
    const concurrency = this.#hooks.maxConcurrency();
    const bucket = shard[0] % concurrency;
    const last = this.starts.findLast((s) => s.shard[0] % concurrency === bucket);
    const gapMs = last === undefined ? Number.POSITIVE_INFINITY : Date.now() - last.at;
    if (gapMs < IDENTIFY_WINDOW_MS) this.identifiesTooSoon.push({ shard, bucket, gapMs });
  }

  #countConnected(shardId: number): void {
    const connected = [...this.#sessions.values()].filter(
      (s) => s.shard[0] === shardId && s.socket !== null && s.socket.readyState === s.socket.OPEN,
    ).length;
    this.sessionPeaks.set(shardId, Math.max(connected, this.sessionPeaks.get(shardId) ?? 0));
  }

  #dispatchTo(session: Session, t: string, d: unknown): void {
    session.seq += 1;
    const entry: Dispatch = { op: GatewayOpcodes.Dispatch, t, s: session.seq, d };
    session.log.push(entry);
    if (session.log.length > LOG_LIMIT) session.log.shift();
    send(session.socket, entry);
  }
}

/** `[shard_id, num_shards]` with 0 ≤ id < count, `[0, 1]` when absent; undefined when invalid (4010). */
function shardOfIdentify(value: unknown): [number, number] | undefined {
  if (value === undefined) return [0, 1];
  if (!Array.isArray(value) || value.length !== 2) return undefined;
  const [id, count] = value as unknown[];
  if (!Number.isInteger(id) || !Number.isInteger(count)) return undefined;
  if ((count as number) < 1 || (id as number) < 0 || (id as number) >= (count as number)) return undefined;
  return [id as number, count as number];
}

function send(socket: WebSocket | null, payload: Json): void {
  if (!socket || socket.readyState !== socket.OPEN) return;
  socket.send(JSON.stringify({ s: null, t: null, ...payload }));
}
