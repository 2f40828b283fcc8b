import { setFlagsFromString } from 'node:v8';

/**
 * V8 sizes its heap for speed: after 2,000 interactions and 1,000 events (`npm run bench:memory`)
 * hostcord kept over 200 MB resident for about 32 MB of live objects, and gave none of it back.
 * V8's `--optimize-for-size` makes it grow the heap in smaller steps and collect sooner. It is set
 * here, by the first module `src/main.ts` imports, rather than on the command line, so that
 * `npm start`, the image and a service unit written by hand all get it; V8 reads this flag as it
 * runs (the benchmark measures the same figures either way).
 *
 * What it costs, measured under webhook load (`bench/ab.ts`): about 12–15 % more main-thread CPU
 * per delivery, mostly from a young generation capped at 8 MB instead of 32 MB. The alternatives
 * measured do worse on memory:
 * - without the flag: 224 MB after the load above;
 * - `--heap-growing-percent=10` in its place: memory after load is fine, but 128–146 MB when ready,
 *   because the young generation grows to its full size during start-up.
 * The young generation's maximum cannot be set once V8 runs (`--max-semi-space-size` here has no
 * effect).
 */
setFlagsFromString('--optimize-for-size');
