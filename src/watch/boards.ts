import { createHash } from 'node:crypto';
import { DiscordAPIError, RESTJSONErrorCodes } from 'discord.js';
import type { Board, Boards } from '../db/boards.js';
import type { Links } from '../db/links.js';
import type { MakeId } from '../discord/component-id.js';
import type { ChannelWriter } from '../discord/writing/channel-writer.js';
import { classifyFailure } from '../discord/writing/failures.js';
import { nonceOf } from '../discord/writing/nonce.js';
import { type DiscordMessages, isUnknownMessage } from '../discord/writing/post-message.js';
import { DEFAULT_LOCALE, type Locale } from '../i18n/locale.js';
import type { Logger } from '../logger.js';
import { slice } from '../slices.js';
import type { Observations } from './observations.js';
import type { ProviderTrouble } from './refresher.js';
import { ADDED_LINES_MAX, type BoardEntry, type BoardMessage, renderBoard } from './render/board.js';

const MB = 1024 * 1024;
/** Board entries whose lines are read at once (in parallel on PostgreSQL). */
const ENTRIES_AT_ONCE = 5;

/**
 * A line another part adds to a server's entry (or undefined for none); see `BoardEntry.lines`.
 * It is written in the board's language, and may read a repository, so it may answer with a promise.
 */
export type BoardLine = (
  serverId: string,
  locale: Locale,
) => string | undefined | Promise<string | undefined>;

export interface BoardServiceDeps {
  boards: Boards;
  /** "Servers linked in this guild" comes from the links repository only (tenancy, ownership). */
  links: Pick<Links, 'serverIds' | 'forServer'>;
  observations: Pick<Observations, 'get'>;
  writer: ChannelWriter;
  messages: DiscordMessages;
  /** Since when refreshes fail, and whether because the provider refuses the token. */
  trouble: () => ProviderTrouble | null;
  /** Signed custom ids of a guild's components (the Manage… menu). */
  customIds: (guildId: string) => MakeId;
  /** The address of the board's public status page, when it is published. */
  pageUrl?: (board: Board) => Promise<string | undefined>;
  /** The guild's language (`languages.guildLanguage`): a board is written in it; English without. */
  guildLanguage?: (guildId: string) => Promise<Locale>;
  /** A board's state changed here (broken): `/healthz` counts boards from memory. */
  onStateChanged?: () => Promise<void>;
  log: Logger;
}

/** The status boards, as the watch keeps them up to date. */
export interface BoardService {
  /** After a full cycle: every active board, its messages checked for deletion. */
  refreshAll(): Promise<void>;
  /** The boards that show any of these servers. */
  refreshServers(serverIds: ReadonlySet<string>): Promise<void>;
  /** Posts (or posts anew) the board of this channel; resolves when Discord has it or refused it. */
  post(board: Board): Promise<void>;
  /** Deletes a removed board's messages (those Discord still has). */
  deleteMessages(board: Board): Promise<void>;
  /** Adds a line to every server's entry (the incident, the planned restart, uptime). */
  addLine(line: BoardLine): void;
  render(board: Board): Promise<BoardMessage[]>;
}

interface BoardState {
  readonly deps: BoardServiceDeps;
  /** The lines other parts added to every entry (`addLine`), in the order they were added. */
  readonly lines: BoardLine[];
  /** Boards whose messages should be checked at their next run (after each full cycle). */
  readonly toVerify: Set<number>;
  /** Active boards at the last full refresh: which side `refreshServers` asks from. */
  activeBoards: number;
}

/** Why a board message cannot be edited in place: gone (Unknown Message), or no more edits (30046). */
type Stuck = { gone?: string; tooOld?: string };

/**
 * Keeps every active board in line with what hostcord observed: renders it, edits only the
 * messages whose rendering changed, posts what is missing. A message deleted in Discord (Unknown
 * Message) or one Discord no longer lets hostcord edit (30046, too many edits of a message older
 * than an hour) makes the whole board post anew, in order, and its old messages are deleted. A
 * channel that is gone or refused marks the board broken: nothing more is tried there until
 * `/board create` runs again.
 */
export function createBoardService(deps: BoardServiceDeps): BoardService {
  const state: BoardState = { deps, lines: [], toVerify: new Set(), activeBoards: 0 };
  return {
    refreshAll: () => refreshAll(state),
    refreshServers: (serverIds) => refreshServers(state, serverIds),
    post: (board) => submit(state, board),
    deleteMessages: (board) => deleteMessages(deps, board),
    addLine: (line) => addLine(state, line),
    render: (board) => render(state, board),
  };
}

async function refreshAll(state: BoardState): Promise<void> {
  const boards = await state.deps.boards.active();
  state.activeBoards = boards.length;
  for (const board of boards) {
    state.toVerify.add(board.id);
    void submit(state, board);
  }
}

/**
 * The boards of the guilds these servers are linked in, asked from whichever side is smaller: the
 * few servers an event's early refresh names (their links, then their guilds' boards: a query
 * each), or every active board (a query each), as after a cycle's game answers. Asking every board
 * after every event cost thousands of queries a refresh in a large fleet, and reading every board
 * to pick a few, thousands of rows.
 */
async function refreshServers(state: BoardState, serverIds: ReadonlySet<string>): Promise<void> {
  const { boards, links } = state.deps;
  if (serverIds.size > state.activeBoards) {
    for (const board of await boards.active()) {
      await slice();
      if ((await links.serverIds(board.guildId)).some((id) => serverIds.has(id))) void submit(state, board);
    }
    return;
  }
  const guilds = new Set<string>();
  for (const serverId of serverIds) {
    await slice();
    for (const link of await links.forServer(serverId)) guilds.add(link.guildId);
  }
  for (const guildId of guilds)
    for (const board of await boards.forGuild(guildId))
      if (board.state === 'active') void submit(state, board);
}

function deleteMessages(deps: BoardServiceDeps, board: Board): Promise<void> {
  return deps.writer.submit(board.channelId, `board-remove:${board.id}`, async () => {
    for (const messageId of [...board.messageIds, ...board.retiredMessageIds]) {
      try {
        await deps.messages.remove(board.channelId, messageId);
      } catch (err) {
        if (classifyFailure(err).kind === 'retry') throw err;
        return; // the channel is gone or refused: nothing left to delete there
      }
    }
  });
}

function addLine(state: BoardState, line: BoardLine): void {
  // An entry's size budget has room for this many (render/board.ts): one more would not fit.
  if (state.lines.length === ADDED_LINES_MAX)
    throw new Error(`a board entry has room for ${ADDED_LINES_MAX} added lines`);
  state.lines.push(line);
}

function submit(state: BoardState, board: Board): Promise<void> {
  return state.deps.writer.submit(board.channelId, `board:${board.id}`, () => reconcile(state, board.id));
}

/** The board as stored now, written; posted anew when a message is gone or stuck; broken when refused. */
async function reconcile(state: BoardState, boardId: number): Promise<void> {
  const { boards, log } = state.deps;
  await slice();
  let board = await boards.byId(boardId);
  if (board?.state !== 'active') return;
  const verify = state.toVerify.delete(boardId);
  try {
    const missing = verify ? await missingMessage(state.deps, board) : undefined;
    if (missing) {
      log.info(
        { boardId, channelId: board.channelId },
        'a board message was deleted: posting the board anew',
      );
      board = (await boards.repost(boardId, missing)) ?? board;
    }
    const stuck = await write(state, board);
    if (stuck) {
      log.info(
        { boardId, channelId: board.channelId, ...stuck },
        'board cannot be edited in place: posting it anew',
      );
      board = (await boards.repost(boardId, stuck.gone)) ?? board;
      await write(state, board);
    }
    await clearRetired(state.deps, board.id);
  } catch (err) {
    await markBroken(state.deps, board, err);
  }
}

/** A channel that is gone or refused breaks the board; anything else is retried by the writer. */
async function markBroken(deps: BoardServiceDeps, board: Board, err: unknown): Promise<void> {
  const failure = classifyFailure(err);
  if (failure.kind === 'retry') throw err;
  await deps.boards.markBroken(board.id, failure.reason);
  await deps.onStateChanged?.();
  deps.log.warn({ boardId: board.id, channelId: board.channelId, reason: failure.reason }, 'board is broken');
}

/** The id of a board message that is gone, if one is; throws when the channel is gone or refused. */
async function missingMessage(deps: BoardServiceDeps, board: Board): Promise<string | undefined> {
  for (const messageId of board.messageIds) {
    const found = await deps.messages.exists(board.channelId, messageId);
    // Without Read Message History only the channel could be checked, and once is enough.
    if (found.unverified) return undefined;
    if (!found.exists) return messageId;
  }
  return undefined;
}

/**
 * Edits and posts the board's messages; says why when one of them cannot be edited: it is gone
 * (Unknown Message), or Discord allows no more edits of it (30046).
 */
async function write(state: BoardState, board: Board): Promise<Stuck | undefined> {
  const { deps } = state;
  const pages = await render(state, board);
  const hashes = pages.map(hashOf);
  const ids = [...board.messageIds];
  const shown = [...board.hashes];
  for (const [i, page] of pages.entries()) {
    if (i < ids.length) {
      if (shown[i] === hashes[i]) continue;
      const stuck = await edit(deps, board, ids[i]!, page);
      if (stuck) return stuck;
    } else {
      const nonce = nonceOf(`board:${board.id}:${board.createdAt}:${board.generation}:${i}`);
      const posted = await deps.messages.post(board.channelId, { ...page, nonce, enforce_nonce: true });
      ids.push(posted.id);
    }
    shown[i] = hashes[i]!;
    await deps.boards.setMessages(board.id, ids, shown.slice(0, ids.length));
  }
  // Fewer servers than before: the board's last messages go.
  while (ids.length > pages.length) {
    const extra = ids.pop()!;
    shown.pop();
    await deps.messages.remove(board.channelId, extra);
    await deps.boards.setMessages(board.id, ids, shown);
  }
  return undefined;
}

/** Edits one message of the board; why not, when Discord will not let it be edited. */
async function edit(
  deps: BoardServiceDeps,
  board: Board,
  messageId: string,
  page: BoardMessage,
): Promise<Stuck | undefined> {
  try {
    await deps.messages.edit(board.channelId, messageId, page);
    return undefined;
  } catch (err) {
    if (isUnknownMessage(err)) return { gone: messageId };
    if (isTooManyEdits(err)) return { tooOld: messageId };
    throw err;
  }
}

async function clearRetired(deps: BoardServiceDeps, boardId: number): Promise<void> {
  const board = await deps.boards.byId(boardId);
  for (const messageId of board?.retiredMessageIds ?? []) {
    await deps.messages.remove(board!.channelId, messageId);
    await deps.boards.dropRetired(boardId, messageId);
  }
}

async function render(state: BoardState, board: Board): Promise<BoardMessage[]> {
  const { deps } = state;
  // Boards are rendered side by side (20 answers from Discord may arrive at once): each waits
  // for its slice before its first read, and again every few entries (their lines read
  // repositories), so a guild with hundreds of servers does not hold the event loop either.
  await slice();
  // Read once per render: every part of the board, its added lines too, is in this language.
  const locale = (await deps.guildLanguage?.(board.guildId)) ?? DEFAULT_LOCALE;
  const ids = await deps.links.serverIds(board.guildId);
  const entries: BoardEntry[] = [];
  for (let i = 0; i < ids.length; i += ENTRIES_AT_ONCE) {
    await slice();
    const read = ids.slice(i, i + ENTRIES_AT_ONCE).map((id) => entryOf(state, id, locale));
    for (const entry of await Promise.all(read)) if (entry) entries.push(entry);
  }
  return renderBoard({
    locale,
    entries,
    provider: deps.trouble(),
    pageUrl: await deps.pageUrl?.(board),
    customId: deps.customIds(board.guildId),
  });
}

/**
 * A server as last observed: refreshed by this process, or as the previous one stored it (state,
 * since when, name), shown as last known until a refresh reads it, also while the provider
 * cannot be asked. A server never observed yet appears at the first refresh that reads it.
 */
async function entryOf(state: BoardState, serverId: string, locale: Locale): Promise<BoardEntry | undefined> {
  const seen = state.deps.observations.get(serverId);
  if (!seen) return undefined;
  const added = await Promise.all(state.lines.map((line) => line(serverId, locale)));
  const { server, resources } = seen;
  const game = server
    ? [server.game.name, server.game.variant, server.game.version].filter(Boolean).join(' · ')
    : '';
  return {
    serverId,
    name: server?.name ?? seen.name ?? serverId,
    lastKnown: !seen.fresh,
    game: game || null,
    address: server?.address ?? null,
    state: seen.state,
    upSince: seen.upSince,
    downSince: seen.downSince,
    usage:
      server && resources
        ? {
            cpu: resources.cpu,
            cpuLimit: server.cpuPercent,
            memoryBytes: resources.memoryBytes,
            memoryLimitBytes: server.memoryMb * MB,
          }
        : null,
    lines: added.filter((l): l is string => l !== undefined),
  };
}

function hashOf(page: BoardMessage): string {
  return createHash('sha256').update(JSON.stringify(page)).digest('base64url').slice(0, 22);
}

function isTooManyEdits(err: unknown): boolean {
  return (
    err instanceof DiscordAPIError &&
    err.code === RESTJSONErrorCodes.MaximumNumberOfEditsToMessagesOlderThanOneHourReached
  );
}
