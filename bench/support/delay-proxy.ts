/**
 * A TCP proxy that puts a database a network hop away, in a process of its own: listens on
 * 127.0.0.1 (a free port, sent to the parent once listening) and forwards each connection to
 * argv[2]:argv[3], holding every chunk argv[4] ms in each direction (fractions allowed). Chunks
 * leave in the order they came: one queue for all, since every chunk waits as long.
 *
 * Node's timers count whole milliseconds, so the waits are slept in a worker thread with
 * `Atomics.wait` (it sleeps, it does not spin), which wakes this thread when the first chunk is due;
 * this thread keeps reading meanwhile. The parent's 'stop' is answered with the waits measured, from
 * the chunk being read to its write, before the process exits.
 */
import { connect, createServer, type Socket } from 'node:net';
import { setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';

// A network does not wait for the hosts' CPU: ahead of the other processes where allowed (root),
// set before the worker starts so that it inherits it (Linux counts it per thread).
try {
  setPriority(-10);
} catch {}

const [host, port, ms] = process.argv.slice(2) as [string, string, string];
const delay = Number(ms);
const queue: Array<{ due: number; to: Socket; chunk: Buffer; read: number }> = [];
const waits: number[] = [];
let asleep = false;

const alarm = new Worker(
  `const { parentPort } = require('node:worker_threads');
   const sleeper = new Int32Array(new SharedArrayBuffer(4));
   parentPort.on('message', (ms) => { Atomics.wait(sleeper, 0, 0, ms); parentPort.postMessage(0); });`,
  { eval: true },
);
alarm.on('message', () => {
  asleep = false;
  const now = performance.now();
  while (queue.length > 0 && queue[0]!.due <= now) {
    const { to, chunk, read } = queue.shift()!;
    if (!to.destroyed) to.write(chunk);
    waits.push(now - read);
  }
  wakeForNext();
});

function wakeForNext(): void {
  if (asleep || queue.length === 0) return;
  asleep = true;
  alarm.postMessage(Math.max(0, queue[0]!.due - performance.now()));
}

function forward(from: Socket, to: Socket): void {
  from.on('data', (chunk) => {
    const read = performance.now();
    queue.push({ due: read + delay, to, chunk, read });
    wakeForNext();
  });
  // A side that closes closes the other once what it sent has gone through.
  from.on('close', () => setTimeout(() => to.destroy(), delay + 1));
  from.on('error', () => from.destroy());
}

const server = createServer((client) => {
  const upstream = connect(Number(port), host);
  for (const socket of [client, upstream]) socket.setNoDelay(true);
  forward(client, upstream);
  forward(upstream, client);
});
server.listen(0, '127.0.0.1', () => {
  process.send?.({ port: (server.address() as { port: number }).port });
});
process.on('message', () => {
  process.send?.({ waits }, () => process.exit(0));
});
// The benchmark that started this process is gone: so is the reason to run.
process.on('disconnect', () => process.exit(0));
