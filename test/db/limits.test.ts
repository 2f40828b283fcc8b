import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { IssueInput } from '../../src/db/codes.js';
import { openDatabase } from '../../src/db/open.js';
import { openPostgres } from '../../src/db/postgres.js';
import type { DraftInput } from '../../src/db/restart-runs.js';
import { LIMITS, type LimitReached } from '../../src/limits.js';
import { createSqliteRepositories, type Repositories } from '../../src/store/repositories.js';
import { createPostgresRepositories } from '../../src/store/repositories-postgres.js';
import { usePostgres } from '../support/postgres.js';
import { useTempDir } from '../support/temp-dir.js';

// The limits of src/limits.ts where storage is involved, on both databases: each refuses with
// `LimitReached` naming it, stores nothing of the refused request, and holds when two instances
// ask at once (PostgreSQL's READ COMMITTED would let two counts pass together without the lock).

const tempDir = useTempDir();
const postgres = usePostgres();
const closers: Array<() => unknown> = [];
afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

const T = 2_000_000_000_000;
const G = '100000000000000001';
const H = '100000000000000002';

interface Opened {
  /** Two instances on one database, on one clock. */
  a: Repositories;
  b: Repositories;
  advance(ms: number): void;
}

function moveOn(clock: { at: number }, ms: number): void {
  clock.at += ms;
}

async function sqlite(): Promise<Opened> {
  const path = join(tempDir(), 'hostcord.db');
  const clock = { at: T };
  const open = () => {
    const handle = openDatabase(path);
    closers.push(() => handle.close());
    return createSqliteRepositories(handle.db, { now: () => clock.at });
  };
  return { a: open(), b: open(), advance: (ms) => moveOn(clock, ms) };
}

async function pg(): Promise<Opened> {
  const url = await postgres.createDatabase();
  const clock = { at: T };
  const open = async () => {
    const handle = await openPostgres(url);
    closers.push(() => handle.close());
    return createPostgresRepositories(handle.db, { now: () => clock.at });
  };
  return { a: await open(), b: await open(), advance: (ms) => moveOn(clock, ms) };
}

/** The limit a refusal names (undefined when the promise resolved). */
async function refusal(promise: Promise<unknown>): Promise<string | undefined> {
  return promise.then(
    () => undefined,
    (err: LimitReached) => {
      if (err.name !== 'LimitReached') throw err;
      return err.limit;
    },
  );
}

const board = (channelId: string, guildId = G) => ({ guildId, channelId, createdBy: 'u1' });
const schedule = (serverId: string, guildId = G) => ({
  guildId,
  serverId,
  time: '04:00',
  timeZone: 'UTC',
  days: [],
  createdBy: 'u1',
});
const first = { runAt: T + 86_400_000, nextOffset: 900, nextStepAt: T + 86_400_000 - 900_000 };
let runKeys = 0;
const draft = (requestedBy: string, at = T): DraftInput => ({
  runKey: `run-${++runKeys}`,
  guildId: G,
  serverId: 's1',
  requestedBy,
  message: 'x'.repeat(900),
  delayMs: 600_000,
  now: at,
  openSince: at - 60_000,
});
const code = (kind: 'proof' | 'share', createdBy: string, serverId = 's1', guildId = G): IssueInput => ({
  kind,
  serverId,
  guildId,
  userId: kind === 'proof' ? createdBy : null,
  createdBy,
});

describe.each([
  ['SQLite', sqlite],
  ['PostgreSQL', pg],
])('limits per community on %s', (_name, open) => {
  it(`boards: ${LIMITS.boardsPerGuild} per Discord server, also when two instances create at once`, async () => {
    const { a, b } = await open();
    const tries = Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).boards.create(board(`c${i}`)));
    const outcomes = await Promise.all(tries.map(refusal));
    expect(outcomes.filter((o) => o === undefined)).toHaveLength(LIMITS.boardsPerGuild);
    expect(outcomes.filter((o) => o === 'boardsPerGuild')).toHaveLength(20 - LIMITS.boardsPerGuild);
    expect(await a.boards.forGuild(G)).toHaveLength(LIMITS.boardsPerGuild);
    // Posting an existing board anew is no new board; another guild has its own count.
    const [kept] = await a.boards.forGuild(G);
    expect(await refusal(a.boards.create(board(kept!.channelId)))).toBeUndefined();
    expect(await refusal(a.boards.create(board('c0', H)))).toBeUndefined();
    // Removing one makes room.
    await a.boards.remove(G, kept!.channelId);
    expect(await refusal(b.boards.create(board('c9')))).toBeUndefined();
  });

  it(`schedules: ${LIMITS.schedulesPerServer} per server and ${LIMITS.schedulesPerGuild} per Discord server`, async () => {
    const { a, b } = await open();
    const add = (r: Repositories, serverId: string, guildId = G) =>
      refusal(r.restartSchedules.add(schedule(serverId, guildId), first));
    const onOne = await Promise.all(Array.from({ length: 12 }, (_, i) => add(i % 2 ? a : b, 's1')));
    expect(onOne.filter((o) => o === 'schedulesPerServer')).toHaveLength(12 - LIMITS.schedulesPerServer);
    for (let i = 0; i < LIMITS.schedulesPerGuild - LIMITS.schedulesPerServer; i++) {
      expect(await add(a, `s${i + 2}`)).toBeUndefined();
    }
    expect(await add(b, 'another')).toBe('schedulesPerGuild');
    expect(await a.restartSchedules.forGuild(G)).toHaveLength(LIMITS.schedulesPerGuild);
    expect(await add(a, 's1', H)).toBeUndefined();
    // A refused schedule planned no run either.
    expect((await a.restartRuns.nextRestartFor(['another'])).size).toBe(0);
  });

  it(`restart questions: ${LIMITS.draftsPerMember} open per member; answered or expired ones do not count`, async () => {
    const { a, b, advance } = await open();
    const inputs = Array.from({ length: 12 }, () => draft('u1'));
    const asked = await Promise.all(
      inputs.map((input, i) => refusal((i % 2 ? a : b).restartRuns.draft(input))),
    );
    expect(asked.filter((o) => o === 'draftsPerMember')).toHaveLength(12 - LIMITS.draftsPerMember);
    expect(await refusal(a.restartRuns.draft(draft('u2')))).toBeUndefined();
    // The same question again (a retried interaction) is the same draft, not a new one.
    const taken = inputs[asked.indexOf(undefined)]!;
    const same = await a.restartRuns.draft(taken);
    expect(same.runKey).toBe(taken.runKey);
    // Answered: room for one more.
    await a.restartRuns.cancel(same.id, G, T, 'not confirmed', 'asked');
    expect(await refusal(a.restartRuns.draft(draft('u1')))).toBeUndefined();
    expect(await refusal(a.restartRuns.draft(draft('u1')))).toBe('draftsPerMember');
    // A minute later the questions' buttons no longer work: they count no more.
    advance(60_000);
    expect(await refusal(a.restartRuns.draft(draft('u1', T + 60_000)))).toBeUndefined();
  });

  it('codes: open proof and share codes per member and per Discord server, one code per member every 10 s', async () => {
    const { a, b, advance } = await open();
    const issue = (r: Repositories, input: IssueInput) => refusal(r.codes.issue(input));
    expect(await issue(a, code('proof', 'u1', 's1'))).toBeUndefined();
    expect(await issue(a, code('proof', 'u1', 's2'))).toBe('codeCooldownMs');
    const cooldown = await a.codes.issue(code('share', 'u1')).catch((err: LimitReached) => err);
    expect(cooldown).toMatchObject({ limit: 'codeCooldownMs', retryAfterMs: LIMITS.codeCooldownMs });
    for (let i = 2; i <= LIMITS.proofCodesPerMember; i++) {
      advance(LIMITS.codeCooldownMs);
      expect(await issue(a, code('proof', 'u1', `s${i}`))).toBeUndefined();
    }
    advance(LIMITS.codeCooldownMs);
    expect(await issue(b, code('proof', 'u1', 'sX'))).toBe('proofCodesPerMember');
    // A new code for a server the member asked about before replaces the old one: no new count.
    expect(await issue(b, code('proof', 'u1', 's1'))).toBeUndefined();

    // Per Discord server: other members until the guild's count is full; two instances at once.
    const members = Array.from({ length: LIMITS.proofCodesPerGuild }, (_, i) => `m${i}`);
    const outcomes = await Promise.all(members.map((m, i) => issue(i % 2 ? a : b, code('proof', m))));
    const room = LIMITS.proofCodesPerGuild - LIMITS.proofCodesPerMember;
    expect(outcomes.filter((o) => o === undefined)).toHaveLength(room);
    expect(outcomes.filter((o) => o === 'proofCodesPerGuild')).toHaveLength(members.length - room);
    expect(await issue(a, code('proof', 'x1', 's1', H))).toBeUndefined();

    // Share codes count on their own.
    for (let i = 0; i < LIMITS.shareCodesPerMember; i++) {
      advance(LIMITS.codeCooldownMs);
      expect(await issue(a, code('share', 's-owner'))).toBeUndefined();
    }
    advance(LIMITS.codeCooldownMs);
    expect(await issue(a, code('share', 's-owner'))).toBe('shareCodesPerMember');
    const others = Array.from({ length: 7 }, (_, i) => issue(i % 2 ? a : b, code('share', `o${i}`)));
    expect((await Promise.all(others)).filter((o) => o === 'shareCodesPerGuild')).toHaveLength(
      LIMITS.shareCodesPerMember + 7 - LIMITS.shareCodesPerGuild,
    );
    // Expired codes are no longer open.
    advance(24 * 60 * 60_000);
    expect(await issue(a, code('share', 's-owner'))).toBeUndefined();
  });
});
