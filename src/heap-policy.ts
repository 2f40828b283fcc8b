import { setFlagsFromString } from 'node:v8';

/**
 * V8 sizes its heap for speed: after 2,000 interactions and 1,000 events (`npm run bench:memory`)
 * hostcord kept over 200 MB resident for about 32 MB of live objects, and gave none of it back.
 * V8's `--optimize-for-size` makes it grow the heap in smaller steps and collect sooner. It is set
 * here, by the first module `src/main.ts` imports, rather than on the command line, so that
 * `npm start`, the image and a service unit written by hand all get it; V8 reads this flag as it
 * runs (the benchmark measures the same figures either way).
 */
setFlagsFromString('--optimize-for-size');
