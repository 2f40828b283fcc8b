/**
 * When requests reach the fake Discord, stamped in a thread of their own. The fake runs in the
 * bench's process, whose event loop is held up at times (its own garbage collection, the load it
 * sends): requests that arrive meanwhile are stamped together when it runs again, so a busy second
 * at the fake can hold more requests than were sent in any second. This proxy sits in front of it,
 * in a worker thread that does nothing else: it passes every byte on unchanged and stamps each
 * HTTP/1.1 request line as it arrives. Its stamps are the ones the busiest second is read from.
 */
import { Worker } from 'node:worker_threads';

export interface ArrivalStamps {
  /** Pass to the instances as DISCORD_API_URL: the fake's API, through the proxy. */
  apiUrl: string;
  /** Requests stamped since the last call (ms since the epoch, and the request's path). */
  take(): Array<{ at: number; path: string }>;
  close(): Promise<void>;
}

/** The worker: a TCP proxy to `target` that posts request-line stamps every 50 ms. */
const WORKER = `
const net = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
const LINE = /(GET|POST|PATCH|PUT|DELETE) (\\/\\S*) HTTP\\/1\\.1\\r\\n/g;
let stamps = [];
const server = net.createServer((client) => {
  const upstream = net.connect(workerData.port, '127.0.0.1');
  let tail = '';
  client.on('data', (chunk) => {
    const at = Date.now();
    const text = tail + chunk.toString('latin1');
    for (const match of text.matchAll(LINE)) {
      if (match.index + match[0].length > tail.length) stamps.push({ at, path: match[2] });
    }
    tail = text.slice(-300);
    upstream.write(chunk);
  });
  upstream.on('data', (chunk) => client.write(chunk));
  const end = () => { client.destroy(); upstream.destroy(); };
  client.on('close', end);
  upstream.on('close', end);
  client.on('error', end);
  upstream.on('error', end);
});
server.listen(0, '127.0.0.1', () => parentPort.postMessage({ port: server.address().port }));
setInterval(() => {
  if (stamps.length === 0) return;
  parentPort.postMessage({ stamps });
  stamps = [];
}, 50);
`;

export async function startArrivalStamps(fakeApiUrl: string): Promise<ArrivalStamps> {
  const target = new URL(fakeApiUrl);
  const worker = new Worker(WORKER, { eval: true, workerData: { port: Number(target.port) } });
  let stamped: Array<{ at: number; path: string }> = [];
  const port = await new Promise<number>((resolve, reject) => {
    worker.once('error', reject);
    worker.on('message', (message: { port?: number; stamps?: Array<{ at: number; path: string }> }) => {
      if (message.port !== undefined) resolve(message.port);
      if (message.stamps) stamped.push(...message.stamps);
    });
  });
  const apiUrl = new URL(fakeApiUrl);
  apiUrl.port = String(port);
  return {
    apiUrl: apiUrl.toString().replace(/\/$/, ''),
    take() {
      const taken = stamped;
      stamped = [];
      return taken;
    },
    async close() {
      await worker.terminate();
    },
  };
}
