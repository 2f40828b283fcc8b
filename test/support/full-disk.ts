import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

// A real filesystem that runs full, for the tests of what hostcord does on a full disk: a small
// tmpfs mounted for the test file. Mounting needs root (CI runs as root) and a system that allows
// it (a container without CAP_SYS_ADMIN does not); elsewhere `disk` is undefined and the tests
// that need it are skipped, while their `max_page_count` variants still run.

export interface TinyDisk {
  /** The mounted folder: put the database here. */
  dir: string;
  /** Writes a filler file until the filesystem refuses more (ENOSPC). */
  fill(): void;
  /** Removes the filler: room again. */
  free(): void;
}

const FILLER = 'filler';

function tryMount(sizeMb: number): TinyDisk | undefined {
  if (process.platform !== 'linux' || process.getuid?.() !== 0) return undefined;
  const dir = mkdtempSync(join(tmpdir(), 'hostcord-full-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir], { stdio: 'ignore' });
  } catch {
    rmSync(dir, { recursive: true, force: true });
    return undefined;
  }
  afterAll(() => {
    // Lazy: a database a failed test left open does not keep the mount busy.
    execFileSync('umount', ['-l', dir], { stdio: 'ignore' });
    rmSync(dir, { recursive: true, force: true });
  });
  const filler = join(dir, FILLER);
  return {
    dir,
    fill() {
      const fd = openSync(filler, 'a');
      const chunk = Buffer.alloc(64 * 1024);
      try {
        for (let small = false; ; ) {
          try {
            writeSync(fd, small ? chunk.subarray(0, 512) : chunk);
          } catch (err) {
            if ((err as NodeJS.ErrnoException).code !== 'ENOSPC') throw err;
            if (small) return;
            small = true;
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free() {
      unlinkSync(filler);
    },
  };
}

/** A tmpfs of `sizeMb` for this test file, unmounted after it; undefined where none can be mounted. */
export function useTinyDisk(sizeMb = 32): TinyDisk | undefined {
  return tryMount(sizeMb);
}
