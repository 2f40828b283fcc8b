import { expect } from 'vitest';
import type { FakeDiscord, FakeInteraction, FakeMessage } from './fake-discord.js';
import type { ProviderSim, RecordedRequest } from './provider-sim.js';

// What the end-to-end tests read from the fake Discord and the provider simulator: answers,
// buttons, the requests that went out, and that nothing was refused or could ping anyone.

/** The visible answer of an interaction, acknowledged within Discord's 3 s. */
export async function answer(ix: FakeInteraction) {
  const ack = await ix.ack();
  expect(ack.elapsedMs).toBeLessThan(3000);
  const message = await ix.reply(10_000);
  return { ack, message, text: textOf(message) };
}

export function textOf(message: FakeMessage): string {
  return message.content + message.embeds.map((e) => JSON.stringify(e)).join('');
}

/** Waits until the message an interaction answers in matches (an edit after an update or a defer). */
export async function settled(fake: FakeDiscord, ix: FakeInteraction, pattern: RegExp): Promise<FakeMessage> {
  await ix.ack();
  return fake.waitFor(
    () => {
      const message = ix.original;
      return message && pattern.test(textOf(message)) ? message : undefined;
    },
    10_000,
    `a message matching ${pattern}`,
  );
}

export interface Button {
  custom_id: string;
  label: string;
  style: number;
  disabled?: boolean;
}

export function buttonsOf(message: FakeMessage): Button[] {
  return message.components.flatMap((row) => (row.components as Button[] | undefined) ?? []);
}

export function button(message: FakeMessage, label: RegExp): Button {
  const found = buttonsOf(message).find((b) => label.test(b.label));
  if (!found) throw new Error(`no button ${label} on the message: ${JSON.stringify(message.components)}`);
  return found;
}

export function posts(sim: ProviderSim, path: string): RecordedRequest[] {
  return sim.requests.filter((r) => r.method === 'POST' && r.path === path);
}

export function gets(sim: ProviderSim, path: string): RecordedRequest[] {
  return sim.requests.filter((r) => r.method === 'GET' && r.path === path);
}

export function expectNoRejections(fake: FakeDiscord): void {
  expect(fake.rejected).toEqual([]);
  for (const edit of fake.webhookEdits) expect(edit.body.allowed_mentions).toEqual({ parse: [] });
}
