import type { Reporter, TestModule } from 'vitest/node';

/**
 * One plain closing line, `tests: N passed, N failed, N skipped`, after vitest's own summary: the
 * form CI and other tools read without knowing vitest's output.
 */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = { passed: 0, failed: 0, skipped: 0 };
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      // A file that failed to load has no tests to count, but the run failed.
      if (module.state() === 'failed' && module.children.size === 0) counts.failed++;
    }
    process.stdout.write(
      `tests: ${counts.passed} passed, ${counts.failed} failed, ${counts.skipped} skipped\n`,
    );
  }
}
