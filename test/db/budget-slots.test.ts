import { describe, expect, it } from 'vitest';
import { type BudgetSlots, createBudgetSlots } from '../../src/db/budget-slots.js';
import { postgresSql } from '../../src/db/postgres/sql.js';
import { useDatabases } from '../support/databases.js';

const databases = useDatabases();

// Milliseconds past 2^31 on purpose: PostgreSQL stores them as bigint.
const T = 2_000_000_000_000;
const SPACING = 22;

describe.each([
  ['SQLite', async (): Promise<BudgetSlots> => createBudgetSlots(databases.sqlite().db)],
  ['PostgreSQL', async () => createBudgetSlots(postgresSql((await databases.postgres()).db))],
])('budget slots on %s', (_name, open) => {
  it('gives each taking the slots after those already taken, from now when the line is empty', async () => {
    const slots = await open();
    expect(await slots.take('discord', 3, SPACING, T, false)).toEqual({ first: T });
    // Another instance, at the same moment: its slots come after the first three.
    expect(await slots.take('discord', 2, SPACING, T + 5, false)).toEqual({ first: T + 3 * SPACING });
    // Another budget is another line.
    expect(await slots.take('provider', 1, 100, T + 5, false)).toEqual({ first: T + 5 });
    // Later than every taken slot: from now, not from the old line (nothing held, nothing owed).
    expect(await slots.take('discord', 1, SPACING, T + 10_000, false)).toEqual({ first: T + 10_000 });
  });

  it('refuses a yielding taking while any slot ahead is taken, and says when the line is free', async () => {
    const slots = await open();
    expect(await slots.take('discord', 5, SPACING, T, true)).toEqual({ first: T });
    expect(await slots.take('discord', 1, SPACING, T + 1, true)).toEqual({ freeAt: T + 5 * SPACING });
    // An urgent taking still gets the next slots in line...
    expect(await slots.take('discord', 2, SPACING, T + 1, false)).toEqual({ first: T + 5 * SPACING });
    // ...and the yielding one waits for them too.
    expect(await slots.take('discord', 1, SPACING, T + 5 * SPACING, true)).toEqual({
      freeAt: T + 7 * SPACING,
    });
    expect(await slots.take('discord', 1, SPACING, T + 7 * SPACING, true)).toEqual({
      first: T + 7 * SPACING,
    });
  });

  it("lets a dead instance's slots pass with the time: nothing stays taken", async () => {
    const slots = await open();
    // An instance takes a batch and dies before using it.
    await slots.take('discord', 10, SPACING, T, false);
    expect(await slots.take('discord', 1, SPACING, T + 100, true)).toEqual({ freeAt: T + 10 * SPACING });
    expect(await slots.take('discord', 1, SPACING, T + 10 * SPACING, true)).toEqual({
      first: T + 10 * SPACING,
    });
  });
});
