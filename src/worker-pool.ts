import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { parentPort, type ResourceLimits, Worker } from 'node:worker_threads';
import { createFairQueue } from './fair-queue.js';

export interface WorkerPoolOptions<Job> {
  /** The worker's module: its compiled `.js` in dist/, its `.ts` source under tests and tsx. */
  entry: URL;
  /** Jobs running at once, each in a worker thread of its own. */
  workers: number;
  /** A worker with nothing to do for this long exits, and the memory its work grew goes with it. */
  idleMs: number;
  resourceLimits?: ResourceLimits;
  /** Buffers of a job moved to the worker with it instead of copied (they are unusable here after). */
  transfer?: (job: Job) => ArrayBuffer[];
}

type Answer<Result> = { result: Result } | { error: string };

interface Slot {
  worker: Worker;
  idleTimer?: NodeJS.Timeout;
  /** The job it runs, settled by the worker's answer, its error or its exit. */
  settle?: (answer: Answer<unknown> | Error) => void;
  gone: boolean;
}

/**
 * CPU-heavy work on worker threads, so the event loop that answers Discord and the provider's
 * webhooks is never busy with it: at most `workers` jobs at once, the owners (Discord servers)
 * taking turns for them (src/fair-queue.ts). Workers start with the first job and exit after
 * `idleMs` without one.
 */
export function createWorkerPool<Job, Result>(options: WorkerPoolOptions<Job>) {
  const queue = createFairQueue({ concurrency: options.workers, perOwner: 1 });
  const idle: Slot[] = [];
  const slots = new Set<Slot>();
  let closed = false;

  function spawn(): Slot {
    const slot: Slot = { worker: startWorker(options.entry, options.resourceLimits), gone: false };
    slots.add(slot);
    const settle = (answer: Answer<unknown> | Error) => {
      const pending = slot.settle;
      slot.settle = undefined;
      pending?.(answer);
    };
    slot.worker.on('message', (answer: Answer<unknown>) => settle(answer));
    slot.worker.on('error', (err) => settle(err));
    slot.worker.once('exit', (code) => {
      slot.gone = true;
      slots.delete(slot);
      clearTimeout(slot.idleTimer);
      leaveIdle(slot);
      settle(new Error(`the worker stopped (exit code ${code}) before it answered`));
    });
    return slot;
  }

  async function runOn(job: Job): Promise<Result> {
    if (closed) throw new Error('the worker pool is closed');
    const slot = idle.pop() ?? spawn();
    clearTimeout(slot.idleTimer);
    slot.worker.ref();
    try {
      const answer = await new Promise<Answer<unknown> | Error>((resolve) => {
        slot.settle = resolve;
        slot.worker.postMessage(job, options.transfer?.(job) ?? []);
      });
      if (answer instanceof Error) throw answer;
      if ('error' in answer) throw new Error(answer.error);
      return answer.result as Result;
    } finally {
      if (!slot.gone) rest(slot);
    }
  }

  /** Back to the idle ones; it exits if no job comes within `idleMs`. */
  function rest(slot: Slot): void {
    // An idle worker does not keep the process alive.
    slot.worker.unref();
    idle.push(slot);
    slot.idleTimer = setTimeout(() => {
      // Out of reach of the next job before it is stopped.
      leaveIdle(slot);
      void slot.worker.terminate();
    }, options.idleMs);
    slot.idleTimer.unref();
  }

  function leaveIdle(slot: Slot): void {
    const at = idle.indexOf(slot);
    if (at >= 0) idle.splice(at, 1);
  }

  return {
    /** Runs `job` in a worker, in `owner`'s turn. */
    run(owner: string, job: Job): Promise<Result> {
      return queue.run(owner, () => runOn(job));
    },
    /** Worker threads alive now. */
    size: () => slots.size,
    /** Stops every worker; jobs still waiting fail. */
    async close(): Promise<void> {
      closed = true;
      await Promise.all([...slots].map((slot) => slot.worker.terminate()));
    },
  };
}

export type WorkerPool<Job, Result> = ReturnType<typeof createWorkerPool<Job, Result>>;

/**
 * A worker thread running `entry`. The build runs its `.js`; tests and benchmarks run the `.ts`
 * sources through tsx, whose loader a worker does not inherit on Node 20: it is registered in the
 * worker first (tsx is a development dependency, present wherever the sources run).
 */
function startWorker(entry: URL, resourceLimits: ResourceLimits | undefined): Worker {
  if (!entry.pathname.endsWith('.ts')) return new Worker(entry, resourceLimits ? { resourceLimits } : {});
  const tsx = createRequire(import.meta.url)
    .resolve('tsx/esm/api')
    .replace(/\.cjs$/, '.mjs');
  const bootstrap = `const { workerData } = require('node:worker_threads');
import(workerData.tsx).then((api) => { api.register(); return import(workerData.entry); });`;
  return new Worker(bootstrap, {
    eval: true,
    workerData: { tsx: pathToFileURL(tsx).href, entry: entry.href },
    ...(resourceLimits && { resourceLimits }),
  });
}

/**
 * The worker's side: answers each job with `handle`'s result, or with its error's message.
 * `transfer` names buffers of the result to move to the main thread instead of copying them.
 */
export function serveJobs<Job, Result>(
  handle: (job: Job) => Promise<Result>,
  transfer: (result: Result) => ArrayBuffer[] = () => [],
): void {
  const port = parentPort;
  if (!port) throw new Error('serveJobs runs in a worker thread');
  port.on('message', (job: Job) => {
    handle(job).then(
      (result) => port.postMessage({ result }, transfer(result)),
      (err: unknown) => port.postMessage({ error: err instanceof Error ? err.message : String(err) }),
    );
  });
}
