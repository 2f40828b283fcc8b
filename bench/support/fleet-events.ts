/**
 * Events of `bench:fleet`, followed from the signed webhook delivery to the alert at the fake
 * Discord: each carries a marker in its title (`S000001`), and the channel it must reach is read
 * only while a marker is awaited there, so watching 20,000 channels costs little.
 */
import type { FakeDiscord, FakeMessage } from '../../test/support/fake-discord.js';
import type { ProviderSim } from '../../test/support/provider-sim.js';
import { activityEvent, type Fleet } from './fleet-world.js';
import { SECRET } from './shipped.js';

export interface Tracked {
  marker: string;
  phase: string;
  channelId: string;
  /** When the delivery started (ms since the epoch, this process's clock, as the fake's). */
  sentAt: number;
  /** Answered 200 (by some instance). */
  acked: boolean;
  /** Milliseconds from the delivery's start to its 200 (retries on other instances included). */
  answeredMs?: number;
  /** Answers other than 200 on the way (status, or `error` for none), e.g. `503` or `error`. */
  refused: string[];
  /** The fake Discord's creation time of the first message that carries the marker. */
  seenAt?: number;
}

export interface EventTracker {
  /** Files an event about server `server` at the provider and delivers it; resolves when answered. */
  send(phase: string, server: number): Promise<Tracked>;
  /** Resolves once every acknowledged event of `phase` is visible, or after `limitMs`. */
  settle(phase: string, limitMs: number): Promise<void>;
  of(phase: string): Tracked[];
  /** Markers seen more than once in all channels that were sent to (read once, at the end). */
  doubled(phase: string): number;
  /** Instances a delivery goes to (round robin); an instance taken out is skipped, as a load balancer does. */
  targets: string[];
  stop(): void;
}

const MARKER = /\b[SBK]\d{6}\b/g;

export function createEventTracker(sim: ProviderSim, fake: FakeDiscord, fleet: Fleet): EventTracker {
  const all: Tracked[] = [];
  const awaited = new Map<string, Map<string, Tracked>>();
  const read = new Map<string, number>();
  const targets: string[] = [];
  let count = 0;
  let turn = 0;

  const look = () => {
    for (const [channelId, markers] of awaited) {
      const messages = fake.messagesIn(channelId);
      let i = read.get(channelId) ?? 0;
      for (; i < messages.length; i++) {
        for (const m of markersIn(messages[i]!)) {
          const tracked = markers.get(m);
          if (!tracked) continue;
          tracked.seenAt = messages[i]!.createdAt;
          markers.delete(m);
        }
      }
      read.set(channelId, i);
      if (markers.size === 0) awaited.delete(channelId);
    }
  };
  const timer = setInterval(look, 20);

  async function deliver(event: Parameters<ProviderSim['deliver']>[0], tracked: Tracked): Promise<boolean> {
    // A delivery an instance does not answer goes to the next one (the balancer's retry).
    for (let attempt = 0; attempt < targets.length; attempt++) {
      const url = targets[turn++ % targets.length]!;
      const res = await sim
        .deliver(event, { url, secret: SECRET, t: Math.floor(Date.now() / 1000) })
        .catch(() => undefined);
      if (res?.status === 200) {
        tracked.answeredMs = Date.now() - tracked.sentAt;
        return true;
      }
      tracked.refused.push(res ? String(res.status) : 'error');
    }
    return false;
  }

  return {
    targets,
    async send(phase, server) {
      count++;
      const marker = `${phase}${String(count).padStart(6, '0')}`;
      const serverId = fleet.serverIds[server]!;
      const channelId = fleet.channelIds[server % fleet.size.channels]!;
      const event = activityEvent(sim, serverId, marker);
      const tracked: Tracked = { marker, phase, channelId, sentAt: Date.now(), acked: false, refused: [] };
      all.push(tracked);
      const markers = awaited.get(channelId) ?? new Map<string, Tracked>();
      awaited.set(channelId, markers);
      markers.set(marker, tracked);
      tracked.acked = await deliver(event, tracked);
      if (!tracked.acked) markers.delete(marker);
      return tracked;
    },
    async settle(phase, limitMs) {
      const until = Date.now() + limitMs;
      const open = () => all.some((t) => t.phase === phase && t.acked && t.seenAt === undefined);
      while (open() && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
    },
    of: (phase) => all.filter((t) => t.phase === phase),
    doubled(phase) {
      const counts = new Map<string, number>();
      const channels = new Set(all.filter((t) => t.phase === phase).map((t) => t.channelId));
      for (const channelId of channels)
        for (const message of fake.messagesIn(channelId))
          for (const m of markersIn(message)) if (m[0] === phase) counts.set(m, (counts.get(m) ?? 0) + 1);
      return [...counts.values()].filter((n) => n > 1).length;
    },
    stop: () => clearInterval(timer),
  };
}

function markersIn(message: FakeMessage): string[] {
  const text = [message.content ?? '', ...message.embeds.map((e) => JSON.stringify(e))].join('\n');
  return [...new Set(text.match(MARKER) ?? [])];
}
