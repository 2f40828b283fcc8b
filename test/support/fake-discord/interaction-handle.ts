// What a test holds after `fake.interact(...)`: the payload sent, and waits for the bot's answers.
import { InteractionResponseType as Reply } from 'discord.js';
import { waitFor } from '../wait-for.js';
import { isLoading } from './messages.js';
import type { FakeState, InteractionRecord } from './state.js';
import type { CallbackRecord, FakeMessage, Json, WebhookEditRecord } from './types.js';

const DEFAULT_WAIT_MS = 5000;

export interface FakeInteraction {
  readonly id: string;
  readonly token: string;
  /** The INTERACTION_CREATE `d` as dispatched. */
  readonly payload: Json;
  readonly createdAt: number;
  /** The accepted initial response, if any. */
  readonly callback: CallbackRecord | undefined;
  /** The message `@original` currently refers to (reply, deferred reply or the component's message). */
  readonly original: FakeMessage | undefined;
  readonly followUps: FakeMessage[];
  readonly edits: WebhookEditRecord[];
  /** Waits for the initial response; `elapsedMs` says how long after the interaction it came. */
  ack(timeoutMs?: number): Promise<CallbackRecord>;
  /** Waits for visible content: a message reply, an update, or the first edit after a defer. */
  reply(timeoutMs?: number): Promise<FakeMessage>;
  /** Waits for an autocomplete result and returns its choices. */
  choices(timeoutMs?: number): Promise<Json[]>;
  /** Waits for a modal response and returns its data. */
  modal(timeoutMs?: number): Promise<Json>;
  /** Waits for the n-th (0-based) follow-up message. */
  followUp(index?: number, timeoutMs?: number): Promise<FakeMessage>;
}

export function createInteractionHandle(state: FakeState, record: InteractionRecord): FakeInteraction {
  const original = () =>
    record.originalMessageId ? state.messagesById.get(record.originalMessageId) : undefined;
  const callbackOfType = (types: Reply[], timeoutMs: number, what: string) =>
    waitFor(() => record.callback, timeoutMs, `the initial response to ${record.kind} ${record.id}`).then(
      (callback) => {
        if (!types.includes(callback.type)) {
          throw new Error(
            `fake-discord: expected ${what} for ${record.id}, got response type ${callback.type}`,
          );
        }
        return callback;
      },
    );
  return {
    id: record.id,
    token: record.token,
    payload: record.payload,
    createdAt: record.createdAt,
    get callback() {
      return record.callback;
    },
    get original() {
      return original();
    },
    get followUps() {
      return record.followUpIds.flatMap((id) => state.messagesById.get(id) ?? []);
    },
    get edits() {
      return state.webhookEdits.filter((edit) => edit.interactionId === record.id);
    },
    ack: (timeoutMs = DEFAULT_WAIT_MS) =>
      waitFor(() => record.callback, timeoutMs, `the initial response to ${record.kind} ${record.id}`),
    reply: (timeoutMs = DEFAULT_WAIT_MS) =>
      waitFor(
        () => visibleReply(record, original()),
        timeoutMs,
        `a visible reply to ${record.kind} ${record.id}`,
      ),
    choices: async (timeoutMs = DEFAULT_WAIT_MS) => {
      const callback = await callbackOfType(
        [Reply.ApplicationCommandAutocompleteResult],
        timeoutMs,
        'autocomplete',
      );
      return Array.isArray(callback.data?.choices) ? callback.data.choices : [];
    },
    modal: async (timeoutMs = DEFAULT_WAIT_MS) => {
      const callback = await callbackOfType([Reply.Modal], timeoutMs, 'a modal');
      return callback.data ?? {};
    },
    followUp: (index = 0, timeoutMs = DEFAULT_WAIT_MS) =>
      waitFor(
        () => state.messagesById.get(record.followUpIds[index] ?? ''),
        timeoutMs,
        `follow-up #${index} of ${record.id}`,
      ),
  };
}

function visibleReply(record: InteractionRecord, message: FakeMessage | undefined): FakeMessage | undefined {
  const callback = record.callback;
  if (!callback || !message || message.deleted || isLoading(message)) return undefined;
  // A deferred update leaves the component's message as it was until the bot edits it.
  if (callback.type === Reply.DeferredMessageUpdate && (message.editedAt ?? 0) < callback.at)
    return undefined;
  return message;
}
