import { describe, expect, it } from 'vitest';
import { type BudgetSlots, createBudgetSlots } from '../../src/db/budget-slots.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { openPostgres } from '../../src/db/postgres.js';
import { DISCORD_BUDGET, localSlots, sharedSlots } from '../../src/discord/request-slots.js';
import { useDatabases } from '../support/databases.js';
import { usePostgres } from '../support/postgres.js';
import { useTcpProxy } from '../support/tcp-proxy.js';

const databases = useDatabases();
const postgres = usePostgres();
const proxyTo = useTcpProxy();

describe('the shared Discord budget', () => {
  it("spends this instance's own part while PostgreSQL does not answer, then takes from the shared line again", async () => {
    const direct = new URL(await postgres.createDatabase());
    const proxy = await proxyTo(Number(direct.port));
    const url = new URL(direct);
    url.port = String(proxy.port);
    const handle = await openPostgres(url.toString(), { connectTimeoutMs: 500 });
    databases.onClose(() => handle.close());
    let clock = 2_000_000_000_000;
    const failures: unknown[] = [];
    const source = sharedSlots({
      slots: createBudgetSlots(postgresSql(handle.db)),
      spacingMs: 22,
      fallback: localSlots(44, () => clock),
      onFailure: (err) => failures.push(err),
      now: () => clock,
    });
    expect(await source.take('alert', 3)).toEqual({ first: clock, spacingMs: 22 });

    // Cut off: this instance's own slots, at its own spacing; the database is not asked again
    // for a while (one failure), so alerts do not wait on it each time.
    await proxy.cut();
    expect(await source.take('alert', 2)).toEqual({ first: clock, spacingMs: 44 });
    expect(await source.take('alert', 1)).toEqual({ first: clock + 88, spacingMs: 44 });
    expect(failures).toHaveLength(1);

    // Back: after a while the shared line is asked again, and its slots come after those taken before.
    await proxy.restore();
    clock += 5000;
    expect(await source.take('alert', 1)).toEqual({ first: clock, spacingMs: 22 });
    expect(await source.take('alert', 1)).toEqual({ first: clock + 22, spacingMs: 22 });
    expect(failures).toHaveLength(1);
  });

  it('waits for a slow answer instead of spending its own part beside the shared line', async () => {
    const handle = await openPostgres(await postgres.createDatabase());
    databases.onClose(() => handle.close());
    const real = createBudgetSlots(postgresSql(handle.db));
    // A database busy enough that a taking's answer takes longer than a second to come back: its
    // slots are in the shared line all the same, where the other instances see them.
    const slow: BudgetSlots = {
      take: async (...taking) => {
        const taken = await real.take(...taking);
        await new Promise((resolve) => setTimeout(resolve, 1_200));
        return taken;
      },
    };
    const clock = 2_000_000_000_000;
    const failures: unknown[] = [];
    const source = sharedSlots({
      slots: slow,
      spacingMs: 22,
      fallback: localSlots(44, () => clock),
      onFailure: (err) => failures.push(err),
      now: () => clock,
    });
    expect(await source.take('alert', 2)).toEqual({ first: clock, spacingMs: 22 });
    // Another instance's taking lands after those slots: one line, nothing spent beside it.
    expect(await real.take(DISCORD_BUDGET, 1, 22, clock, false)).toEqual({ first: clock + 44 });
    expect(failures).toEqual([]);
  });

  // 800 ms: a busy database. Capped at half a second, takings of one or two slots got only slots
  // already past when the answer came, as long as answers took that long: alerts sent none.
  it.each([40, 800])(
    'takes slots ahead of now by the time takings take to be answered (%i ms), so none is past on arrival',
    async (answerMs) => {
      const handle = await openPostgres(await postgres.createDatabase());
      databases.onClose(() => handle.close());
      const real = createBudgetSlots(postgresSql(handle.db));
      let clock = 2_000_000_000_000;
      // Each answer comes back `answerMs` after the question, by the instance's clock.
      const slow: BudgetSlots = {
        take: async (...taking) => {
          const taken = await real.take(...taking);
          clock += answerMs;
          return taken;
        },
      };
      const source = sharedSlots({
        slots: slow,
        spacingMs: 22,
        fallback: localSlots(44, () => clock),
        onFailure: () => {},
        now: () => clock,
      });
      const askedAt = clock;
      // The first taking knows no answer time yet: its first slot was already past when it came.
      expect(await source.take('alert', 1)).toEqual({ first: askedAt, spacingMs: 22 });
      clock += 1000;
      const next = clock;
      const taken = await source.take('alert', 1);
      expect(taken).toEqual({ first: next + answerMs, spacingMs: 22 });
      expect(clock).toBe(next + answerMs);
    },
  );
});
