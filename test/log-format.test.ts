import { describe, expect, it } from 'vitest';
import { useProcessWorld } from './support/process-world.js';
import { waitFor } from './support/wait-for.js';

const startProcessWorld = useProcessWorld();

/** The lines the process printed on its terminal (a pty writes `\r\n`). */
const printed = (text: string) => text.replaceAll('\r\n', '\n').trim().split('\n');

describe('LOG_FORMAT, through the real process started on a terminal', () => {
  it('unset: pretty lines (time, level, words), never a secret', async () => {
    const world = await startProcessWorld();
    const child = await world.start({ terminal: true });
    await waitFor(() => child.stdout().includes('hostcord started'), 10_000, 'the start line');
    const lines = printed(child.stdout());
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^\[\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}\] .*INFO.*: .*discord: connected to Discord/,
      ),
    );
    expect(lines).toContainEqual(expect.stringMatching(/INFO.*: .*hostcord started/));
    expect(child.stdout()).not.toContain('"level"');
    for (const secret of world.secrets) expect(child.stdout()).not.toContain(secret);
  });

  it('json: one JSON object a line, as when the output is not a terminal', async () => {
    const world = await startProcessWorld();
    const child = await world.start({ terminal: true, env: { LOG_FORMAT: 'json' } });
    await waitFor(() => child.stdout().includes('hostcord started'), 10_000, 'the start line');
    const entries = printed(child.stdout()).map((line) => JSON.parse(line) as { level: number; msg: string });
    expect(entries).toContainEqual(expect.objectContaining({ level: 30, msg: 'hostcord started' }));
  });
});
