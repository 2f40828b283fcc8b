import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { setPriority } from 'node:os';
import { pathToFileURL } from 'node:url';
import { createFairQueue } from './fair-queue.js';

export interface WorkerPoolOptions {
  /** The worker's module: its compiled `.js` in dist/, its `.ts` source under tests and tsx. */
  entry: URL;
  /** Jobs running at once, each in a worker process of its own. */
  workers: number;
  /** A worker with nothing to do for this long exits, and every byte its work took goes with it. */
  idleMs: number;
  /** V8's heap limit in each worker: a runaway job fails alone instead of taking the machine's memory. */
  maxHeapMb: number;
}

/** Lower than hostcord's own (0): Unix niceness, 19 the lowest priority. */
const WORKER_NICENESS = 10;

type Answer<Result> = { result: Result } | { error: string };

interface Slot {
  child: ChildProcess;
  idleTimer?: NodeJS.Timeout;
  /** The job it runs, settled by the worker's answer, its error or its exit. */
  settle?: (answer: Answer<unknown> | Error) => void;
  gone: boolean;
}

/**
 * CPU-heavy work in worker processes, so the event loop that answers Discord and the provider's
 * webhooks is never busy with it: at most `workers` jobs at once, the owners (Discord servers)
 * taking turns for them (src/fair-queue.ts). A worker starts with the first job and exits after
 * `idleMs` without one. Processes rather than threads: a thread's exit leaves its native libraries
 * mapped and its malloc arena kept (Skia, for charts: 30–40 MB of hostcord's resident memory that
 * never went back), a process's exit gives everything back.
 */
export function createWorkerPool<Job, Result>(options: WorkerPoolOptions) {
  const queue = createFairQueue({ concurrency: options.workers, perOwner: 1 });
  const idle: Slot[] = [];
  const slots = new Set<Slot>();
  let closed = false;

  function spawn(): Slot {
    const slot: Slot = { child: startWorker(options.entry, options.maxHeapMb), gone: false };
    slots.add(slot);
    const settle = (answer: Answer<unknown> | Error) => {
      const pending = slot.settle;
      slot.settle = undefined;
      pending?.(answer);
    };
    slot.child.on('message', (answer: Answer<unknown>) => settle(answer));
    slot.child.on('error', (err) => settle(err));
    slot.child.once('exit', (code, signal) => {
      slot.gone = true;
      slots.delete(slot);
      clearTimeout(slot.idleTimer);
      leaveIdle(slot);
      settle(new Error(`the worker stopped (${signal ?? `exit code ${code}`}) before it answered`));
    });
    return slot;
  }

  async function runOn(job: Job): Promise<Result> {
    if (closed) throw new Error('the worker pool is closed');
    const slot = idle.pop() ?? spawn();
    clearTimeout(slot.idleTimer);
    hold(slot, true);
    try {
      const answer = await new Promise<Answer<unknown> | Error>((resolve) => {
        slot.settle = resolve;
        slot.child.send(job as object);
      });
      if (answer instanceof Error) throw answer;
      if ('error' in answer) throw new Error(answer.error);
      return answer.result as Result;
    } finally {
      if (!slot.gone) rest(slot);
    }
  }

  /** A busy worker keeps the process alive; an idle one does not. */
  function hold(slot: Slot, busy: boolean): void {
    if (busy) {
      slot.child.ref();
      slot.child.channel?.ref();
    } else {
      slot.child.unref();
      slot.child.channel?.unref();
    }
  }

  /** Back to the idle ones; it exits if no job comes within `idleMs`. */
  function rest(slot: Slot): void {
    hold(slot, false);
    idle.push(slot);
    slot.idleTimer = setTimeout(() => {
      // Out of reach of the next job before it is stopped.
      leaveIdle(slot);
      slot.child.kill();
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
    /** Worker processes alive now. */
    size: () => slots.size,
    /** Stops every worker; jobs still waiting fail. */
    async close(): Promise<void> {
      closed = true;
      await Promise.all(
        [...slots].map(
          (slot) =>
            new Promise<void>((resolve) => {
              slot.child.once('exit', () => resolve());
              if (slot.gone || !slot.child.kill()) resolve();
            }),
        ),
      );
    },
  };
}

export type WorkerPool<Job, Result> = ReturnType<typeof createWorkerPool<Job, Result>>;

/**
 * A worker process running `entry`, with the same node. The build runs its `.js`; tests and
 * benchmarks run the `.ts` sources through tsx's loader (a development dependency, present
 * wherever the sources run). Jobs and answers cross as structured clones (typed arrays too).
 */
function startWorker(entry: URL, maxHeapMb: number): ChildProcess {
  const source = entry.pathname.endsWith('.ts');
  const loader = source
    ? ['--import', pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href]
    : [];
  const child = fork(entry, [], {
    // A small young generation: a worker's garbage is short-lived, and its memory is hostcord's too.
    execArgv: [...loader, `--max-old-space-size=${maxHeapMb}`, '--max-semi-space-size=2'],
    serialization: 'advanced',
    // Its own errors reach hostcord's log stream; it has nothing to say on stdout.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  // When the cores are busy, the event loop (webhooks, Discord) goes first and charts wait.
  try {
    if (child.pid !== undefined) setPriority(child.pid, WORKER_NICENESS);
  } catch {
    // Not allowed here (a container without the right): the worker keeps hostcord's priority.
  }
  return child;
}

/** The worker's side: answers each job with `handle`'s result, or with its error's message. */
export function serveJobs<Job, Result>(handle: (job: Job) => Promise<Result>): void {
  const send = process.send?.bind(process);
  if (!send) throw new Error('serveJobs runs in a worker process started by createWorkerPool');
  process.on('message', (job: Job) => {
    handle(job).then(
      (result) => send({ result }),
      (err: unknown) => send({ error: err instanceof Error ? err.message : String(err) }),
    );
  });
  // hostcord is gone (stopped, or killed without a chance to stop its workers): so is the reason to run.
  process.on('disconnect', () => process.exit(0));
}
