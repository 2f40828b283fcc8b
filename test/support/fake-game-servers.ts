import { createSocket } from 'node:dgram';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Socket } from 'node:net';

/**
 * Game servers as gamedig meets them, on 127.0.0.1: Minecraft Java's Server List Ping over TCP,
 * Valve's A2S over UDP (with the S2C_CHALLENGE flow), and FiveM (UDP, then HTTP). Each one can change its players, stop
 * answering (`silent`), answer garbage, or answer without end (`flood`: a hostile game).
 */

export type FakeMode = 'answer' | 'silent' | 'garbage' | 'flood';

export interface FakeGameState {
  mode: FakeMode;
  players: string[];
  /** The count the game reports; the number of names when left out. */
  online?: number;
  max: number;
  map: string;
  version: string;
  title: string;
}

export interface FakeGameServer {
  port: number;
  state: FakeGameState;
  set(change: Partial<FakeGameState>): void;
  /** Requests received (handshakes or datagrams), to tell whether anything was asked at all. */
  requests(): number;
  /** Calls `listener` at each request from now on (test/support/arrivals.ts stamps them). */
  onRequest(listener: () => void): void;
  close(): Promise<void>;
}

const defaults = (kind: string): FakeGameState => ({
  mode: 'answer',
  players: [],
  max: 20,
  map: kind === 'minecraft' ? '' : 'de_dust2',
  version: kind === 'minecraft' ? '1.21.1' : '1.0.0.1',
  title: `A fake ${kind} server`,
});

/** The requests a fake received, told to whoever listens as they come. */
function requestCounter() {
  let count = 0;
  const listeners: Array<() => void> = [];
  return {
    add(): void {
      count += 1;
      for (const listener of listeners) listener();
    },
    requests: () => count,
    onRequest: (listener: () => void) => void listeners.push(listener),
  };
}

function varint(value: number): Buffer {
  const bytes: number[] = [];
  let v = value >>> 0;
  do {
    let byte = v & 0x7f;
    v >>>= 7;
    if (v !== 0) byte |= 0x80;
    bytes.push(byte);
  } while (v !== 0);
  return Buffer.from(bytes);
}

function readVarint(buffer: Buffer, offset: number): { value: number; next: number } | undefined {
  let value = 0;
  for (let i = 0; i < 5; i++) {
    if (offset + i >= buffer.length) return undefined;
    const byte = buffer[offset + i]!;
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return { value, next: offset + i + 1 };
  }
  return undefined;
}

function packet(id: number, payload: Buffer): Buffer {
  const body = Buffer.concat([varint(id), payload]);
  return Buffer.concat([varint(body.length), body]);
}

function floodOn(socket: Socket): void {
  const chunk = Buffer.alloc(64 * 1024, 0x41);
  const write = () => {
    while (!socket.destroyed && socket.write(chunk));
  };
  socket.on('drain', write);
  // A length that promises far more than ever arrives, then endless bytes.
  socket.write(Buffer.concat([varint(0x0fffffff), varint(0)]));
  write();
}

/** Minecraft Java Edition: handshake, status request → JSON status, ping → pong. */
export async function startFakeMinecraft(initial: Partial<FakeGameState> = {}): Promise<FakeGameServer> {
  const state: FakeGameState = { ...defaults('minecraft'), ...initial };
  const sockets = new Set<Socket>();
  const counter = requestCounter();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    let received = Buffer.alloc(0);
    socket.on('data', (data) => {
      received = Buffer.concat([received, data]);
      for (;;) {
        const length = readVarint(received, 0);
        if (!length || received.length < length.next + length.value) return;
        const body = received.subarray(length.next, length.next + length.value);
        received = received.subarray(length.next + length.value);
        const id = readVarint(body, 0)?.value;
        if (id === 0 && body.length > 1) counter.add();
        if (id === 0 && body.length === 1) answerStatus(socket);
        if (id === 1) socket.write(packet(1, body.subarray(1)));
      }
    });
  });

  function answerStatus(socket: Socket): void {
    if (state.mode === 'silent') return;
    if (state.mode === 'flood') {
      floodOn(socket);
      return;
    }
    if (state.mode === 'garbage') {
      socket.write(packet(0, Buffer.concat([varint(12), Buffer.from('{not json!!}')])));
      return;
    }
    const json = JSON.stringify({
      version: { name: state.version, protocol: 767 },
      players: {
        online: state.online ?? state.players.length,
        max: state.max,
        sample: state.players.map((name, i) => ({
          name,
          id: `00000000-0000-0000-0000-${String(i).padStart(12, '0')}`,
        })),
      },
      description: { text: state.title },
    });
    const text = Buffer.from(json, 'utf8');
    socket.write(packet(0, Buffer.concat([varint(text.length), text])));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as { port: number }).port;
  return {
    port,
    state,
    set: (change) => Object.assign(state, change),
    requests: counter.requests,
    onRequest: counter.onRequest,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

const A2S_HEADER = Buffer.from([0xff, 0xff, 0xff, 0xff]);

function cString(text: string): Buffer {
  return Buffer.concat([Buffer.from(text, 'utf8'), Buffer.from([0])]);
}

/** Valve A2S: A2S_INFO and A2S_PLAYER, each asking for the challenge first (S2C_CHALLENGE). */
export async function startFakeA2S(initial: Partial<FakeGameState> = {}): Promise<FakeGameServer> {
  const state: FakeGameState = { ...defaults('valve'), ...initial };
  const challenge = Buffer.from([0x12, 0x34, 0x56, 0x78]);
  const socket = createSocket('udp4');
  const counter = requestCounter();

  function reply(payload: Buffer, port: number, address: string): void {
    socket.send(Buffer.concat([A2S_HEADER, payload]), port, address);
  }

  function info(): Buffer {
    const online = state.online ?? state.players.length;
    return Buffer.concat([
      Buffer.from([0x49, 17]),
      cString(state.title),
      cString(state.map),
      cString('cs2'),
      cString('Counter-Strike 2'),
      Buffer.from([0xda, 0x02]), // app id 730, little-endian
      Buffer.from([Math.min(online, 255), Math.min(state.max, 255), 0, 0x64, 0x6c, 0, 1]),
      cString(state.version),
      Buffer.from([0]),
    ]);
  }

  function players(): Buffer {
    const parts: Buffer[] = [Buffer.from([0x44, Math.min(state.players.length, 255)])];
    state.players.forEach((name, i) => {
      const score = Buffer.alloc(8);
      score.writeInt32LE(i, 0);
      score.writeFloatLE(60 + i, 4);
      parts.push(Buffer.from([i]), cString(name), score);
    });
    return Buffer.concat(parts);
  }

  socket.on('message', (message, from) => {
    counter.add();
    if (state.mode === 'silent' || message.length < 5 || message.readInt32LE(0) !== -1) return;
    if (state.mode === 'garbage') return reply(Buffer.from([0x49, 0x11, 0xff]), from.port, from.address);
    if (state.mode === 'flood') {
      // Parts of a split answer (header -2) announcing 255 parts, never all of them: gamedig keeps
      // every part until the answer is complete.
      for (let i = 0; i < 40; i++) {
        const part = Buffer.alloc(60_000, 0x49);
        part.writeInt32LE(-2, 0);
        part.writeUInt32LE(0x1234, 4);
        part.writeUInt8(255, 8);
        part.writeUInt8(i, 9);
        socket.send(part, from.port, from.address);
      }
      return;
    }
    const type = message[4];
    if (type === 0x54) {
      const given = message.subarray(5 + 'Source Engine Query\0'.length);
      if (!given.equals(challenge))
        return reply(Buffer.concat([Buffer.from([0x41]), challenge]), from.port, from.address);
      return reply(info(), from.port, from.address);
    }
    if (type === 0x55) {
      if (!message.subarray(5, 9).equals(challenge)) {
        return reply(Buffer.concat([Buffer.from([0x41]), challenge]), from.port, from.address);
      }
      return reply(players(), from.port, from.address);
    }
  });
  await new Promise<void>((resolve) => socket.bind(0, '127.0.0.1', resolve));
  return {
    port: socket.address().port,
    state,
    set: (change) => Object.assign(state, change),
    requests: counter.requests,
    onRequest: counter.onRequest,
    close: () => new Promise<void>((resolve) => socket.close(() => resolve())),
  };
}

/**
 * FiveM: a Quake-style `getinfo` over UDP, then `/info.json` and `/players.json` over HTTP on the
 * same port. `flood` makes `/players.json` endless.
 */
export async function startFakeFiveM(
  initial: Partial<FakeGameState> = {},
): Promise<FakeGameServer & { flooded(): number }> {
  const state: FakeGameState = { ...defaults('fivem'), ...initial };
  const counter = requestCounter();
  let flooded = 0;
  const http = createHttpServer((req, res) => {
    counter.add();
    if (state.mode === 'silent') return;
    res.setHeader('content-type', 'application/json');
    if (req.url === '/info.json') return void res.end(JSON.stringify({ version: state.version }));
    if (req.url !== '/players.json') return void res.writeHead(404).end();
    if (state.mode === 'flood') {
      const part = `{"name":"${'x'.repeat(60_000)}","ping":1},`;
      res.write('[');
      const write = () => {
        while (!res.destroyed) {
          flooded += part.length;
          if (!res.write(part)) return;
        }
      };
      res.on('drain', write);
      write();
      return;
    }
    res.end(JSON.stringify(state.players.map((name) => ({ name, ping: 30 }))));
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as { port: number }).port;
  const udp = createSocket('udp4');
  udp.on('message', (_message, from) => {
    counter.add();
    if (state.mode === 'silent') return;
    const info = `\\sv_maxclients\\${state.max}\\clients\\${state.online ?? state.players.length}\\hostname\\${state.title}\\mapname\\${state.map}`;
    udp.send(Buffer.from(`\xff\xff\xff\xffinfoResponse\n${info}`, 'latin1'), from.port, from.address);
  });
  await new Promise<void>((resolve) => udp.bind(port, '127.0.0.1', resolve));
  return {
    port,
    state,
    set: (change) => Object.assign(state, change),
    requests: counter.requests,
    onRequest: counter.onRequest,
    flooded: () => flooded,
    async close() {
      http.closeAllConnections();
      await new Promise<void>((resolve) => http.close(() => resolve()));
      await new Promise<void>((resolve) => udp.close(() => resolve()));
    },
  };
}
