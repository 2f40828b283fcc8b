// A worker for src/worker-pool.ts's own tests: answers a job with its text and its process id, or
// fails it, or exits in the middle of it.
import { serveJobs } from '../../../src/worker-pool.js';

serveJobs<{ text: string; fail?: boolean; exit?: boolean }, { text: string; pid: number }>(async (job) => {
  if (job.exit) process.exit(3);
  if (job.fail) throw new Error(`failed: ${job.text}`);
  return { text: job.text, pid: process.pid };
});
