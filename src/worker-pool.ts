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

/** What one pool keeps: its workers, the idle ones among them, and whether it was closed. */
interface PoolState {
  readonly options: WorkerPoolOptions;
  readonly queue: ReturnType<typeof createFairQueue>;
  /** Workers waiting for a job, the last to rest first to be reused. */
  readonly idle: Slot[];
  /** Every worker alive. */
  readonly slots: Set<Slot>;
  closed: boolean;
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
  const state: PoolState = {
    options,
    queue: createFairQueue({ concurrency: options.workers, perOwner: 1 }),
    idle: [],
    slots: new Set(),
    closed: false,
  };
  return {
    /** Runs `job` in a worker, in `owner`'s turn. */
    run(owner: string, job: Job): Promise<Result> {
      return state.queue.run(owner, () => runOn<Result>(state, job));
    },
    /** Worker processes alive now. */
    size: () => state.slots.size,
    /** Stops every worker; jobs still waiting fail. */
    close: () => closePool(state),
  };
}

/** A new worker, whose answer, error or exit settles the job it runs. */
function spawn(state: PoolState): Slot {
  const slot: Slot = { child: startWorker(state.options.entry, state.options.maxHeapMb), gone: false };
  state.slots.add(slot);
  const settle = (answer: Answer<unknown> | Error) => {
    const pending = slot.settle;
    slot.settle = undefined;
    pending?.(answer);
  };
  slot.child.on('message', (answer: Answer<unknown>) => settle(answer));
  slot.child.on('error', (err) => settle(err));
  slot.child.once('exit', (code, signal) => {
    slot.gone = true;
    state.slots.delete(slot);
    clearTimeout(slot.idleTimer);
    leaveIdle(state, slot);
    settle(new Error(`the worker stopped (${signal ?? `exit code ${code}`}) before it answered`));
  });
  return slot;
}

async function runOn<Result>(state: PoolState, job: unknown): Promise<Result> {
  if (state.closed) throw new Error('the worker pool is closed');
  const slot = state.idle.pop() ?? spawn(state);
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
    if (!slot.gone) rest(state, slot);
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
function rest(state: PoolState, slot: Slot): void {
  hold(slot, false);
  state.idle.push(slot);
  slot.idleTimer = setTimeout(() => {
    // Out of reach of the next job before it is stopped.
    leaveIdle(state, slot);
    slot.child.kill();
  }, state.options.idleMs);
  slot.idleTimer.unref();
}

function leaveIdle(state: PoolState, slot: Slot): void {
  const at = state.idle.indexOf(slot);
  if (at >= 0) state.idle.splice(at, 1);
}

async function closePool(state: PoolState): Promise<void> {
  state.closed = true;
  await Promise.all(
    [...state.slots].map(
      (slot) =>
        new Promise<void>((resolve) => {
          slot.child.once('exit', () => resolve());
          if (slot.gone || !slot.child.kill()) resolve();
        }),
    ),
  );
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
