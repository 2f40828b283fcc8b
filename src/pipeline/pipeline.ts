import type { PostMessage } from '../discord/writing/post-message.js';
import type { Metrics } from '../metrics.js';
import { createIntake, type IntakeDeps } from './1-intake/intake.js';
import type { Notifier } from './2-inbox/notifier.js';
import { createDispatcher, type Dispatcher } from './3-dispatch/dispatcher.js';
import { createSender, type Sender, type SenderDeps } from './5-send/sender.js';
import { createBacklogFigures, createRetention, type DeliveryDeps } from './delivery.js';

export interface PipelineDeps {
  /**
   * The inbox's wake-ups (src/store/open.ts): intake notifies after it stored pending events, and
   * the dispatcher is woken, here and, on PostgreSQL, in the other instances (notifier-postgres.ts).
   */
  wakeups: Pick<Notifier, 'notify' | 'subscribe'>;
  /** Events in: the webhook and the feed poller (1-intake/intake.ts). */
  intake: Omit<IntakeDeps, 'notifier'>;
  /** Events out: dispatcher, sender, retention and their figures (delivery.ts). */
  delivery: DeliveryDeps;
}

/**
 * The pipeline's wiring, in the order an event passes it. Each stage commits its rows before it
 * hands over, and a hand-over is only a wake-up: the next stage reads what it needs from the inbox
 * or the outbox, so a wake-up lost in a crash loses nothing (the stage finds the rows at start).
 *
 *   1 intake ──store──► 2 inbox ──wakeups.notify ─► wakeups.subscribe ──► 3 dispatcher.wake
 *   3 dispatcher ──route──► 4 outbox ──onQueued: wakeChannels ──► 5 sender.wake(channel) ──► post
 *
 * src/app.ts starts and stops the two halves apart: events are taken in before Discord is up, and
 * sent once it is (`intake.feed` and `delivery.retention` run under leases there).
 */
export function createPipeline(deps: PipelineDeps) {
  const { wakeups } = deps;
  const out = deps.delivery;
  // 5. Outbox → Discord: a queue per channel, woken by name.
  const sender = createSender(senderDeps(out));
  // 3. Inbox → outbox, in the transaction that marks each event dispatched; 4 → 5: the channels
  // that got rows are woken.
  const dispatcher = createDispatcher({
    store: out.routing,
    ...(out.isStorageFailure && { isStorageFailure: out.isStorageFailure }),
    log: out.log,
    onQueued: (channelIds) => wakeChannels(sender, channelIds),
    ...(out.onServerEvents && { onRouted: out.onServerEvents }),
  });
  const retention = createRetention(out);
  const figures = createBacklogFigures(out, { dispatcher, sender });
  // 1. Provider → inbox; 1 → 2 → 3: a pending event stored notifies the wake-ups.
  const intake = createIntake({ ...deps.intake, notifier: wakeups });
  const running: EventsOut = {
    deps: out,
    wakeups,
    dispatcher,
    sender,
    retention,
    figures,
    unsubscribe: undefined,
  };
  const delivery = {
    outbox: out.outbox,
    installations: out.installations,
    dispatcher,
    sender,
    /** Runs the retention now (it also runs at start and every `retentionIntervalMs`). */
    prune: retention.prune,
    retention: retention.retention,
    /** Starts dispatching and sending; resolves once the channels left with pending rows are woken. */
    start: () => startDelivery(running),
    stop: () => stopDelivery(running),
    backlog: figures.backlog,
    health: figures.health,
  };
  return { intake, delivery };
}

export type Pipeline = ReturnType<typeof createPipeline>;
export type Delivery = Pipeline['delivery'];

interface EventsOut {
  readonly deps: DeliveryDeps;
  readonly wakeups: Pick<Notifier, 'subscribe'>;
  readonly dispatcher: Dispatcher;
  readonly sender: Sender;
  readonly retention: ReturnType<typeof createRetention>;
  readonly figures: ReturnType<typeof createBacklogFigures>;
  /** Set while delivery runs: the dispatcher listens to the wake-ups. */
  unsubscribe: (() => unknown) | undefined;
}

/** 2 → 3 while delivery runs; a first pass and a wake of every channel take what a previous run left. */
async function startDelivery(out: EventsOut): Promise<void> {
  if (!out.deps.retentionByCaller) out.retention.retention.start();
  out.unsubscribe = out.wakeups.subscribe(() => out.dispatcher.wake());
  out.dispatcher.wake();
  out.figures.startLogging();
  await out.sender.start();
}

/** The dispatcher stops listening first, so nothing new is queued while the sender finishes. */
async function stopDelivery(out: EventsOut): Promise<void> {
  out.unsubscribe?.();
  out.figures.stopLogging();
  await out.retention.retention.stop();
  await out.dispatcher.stop();
  await out.sender.stop(out.deps.stopGraceMs);
  await out.figures.logBacklog();
}

/** 4 → 5: the channels that got outbox rows. */
function wakeChannels(sender: Pick<Sender, 'wake'>, channelIds: ReadonlySet<string>): void {
  for (const channelId of channelIds) sender.wake(channelId);
}

function senderDeps(out: DeliveryDeps): SenderDeps {
  return {
    outbox: out.outbox,
    post: countedPost(out.post, out.metrics),
    names: out.names,
    log: out.log,
    ...(out.backoff && { backoff: out.backoff }),
    ...(out.channels && { channels: out.channels }),
    ...(out.findPosted && { findPosted: out.findPosted }),
    ...(out.customIds && { customIds: out.customIds }),
    ...(out.language && { language: out.language }),
    ...(out.silences && { silences: out.silences }),
    ...(out.heldIncidents && { heldIncidents: out.heldIncidents }),
  };
}

/** The Discord writer, with every alert message counted as sent or failed on `/metrics`. */
function countedPost(post: PostMessage, metrics: Pick<Metrics, 'discordMessages'> | undefined): PostMessage {
  if (!metrics) return post;
  return (channelId, body, options) =>
    post(channelId, body, options).then(
      (result) => {
        metrics.discordMessages.inc({ result: 'sent' });
        return result;
      },
      (err: unknown) => {
        metrics.discordMessages.inc({ result: 'failed' });
        throw err;
      },
    );
}
