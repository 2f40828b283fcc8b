import {
  type AutocompleteInteraction,
  type ChatInputCommandInteraction,
  type MessageComponentInteraction,
  SlashCommandStringOption,
} from 'discord.js';
import type { Claims } from '../db/claims.js';
import type { Links } from '../db/links.js';
import type { ServerDirectory } from '../hosting/directory.js';
import type { Server } from '../hosting/index.js';
import { REFUSAL } from './messages.js';
import type { Trust } from './trust.js';
import { UserError } from './user-error.js';

/** What finding a guild's server takes: the guild's links, and the provider's names for them. */
export interface ServerLookup {
  links: Pick<Links, 'isLinked' | 'serverIds'>;
  directory: Pick<ServerDirectory, 'name' | 'list'>;
}

/** What finding the servers a guild could claim takes: who owns what, and whether the guild is trusted. */
export interface ClaimLookup {
  directory: Pick<ServerDirectory, 'list'>;
  claims: Pick<Claims, 'unclaimed'>;
  trust: Pick<Trust, 'checkQuickly'>;
}

/** Autocomplete: Discord shows at most 25 choices (name and value 1–100 characters). */
const MAX_CHOICES = 25;
/** Autocomplete must answer within 3 s: this long for Discord to tell whether the guild is trusted. */
const TRUST_WAIT_MS = 1_000;

/** The `server` option shared by every command: a server id, offered through autocomplete. */
export function serverOption(required = false, description = 'The game server (start typing its name)') {
  return new SlashCommandStringOption()
    .setName('server')
    .setDescription(description)
    .setRequired(required)
    .setAutocomplete(true)
    .setMaxLength(100);
}

/**
 * The server a command acts on, always within this guild's links: an id that is unknown, of
 * another guild or not an id at all gets the same answer, so nothing leaks across guilds. Without
 * the option, the only server linked to this channel (or else to this guild) is meant.
 */
export async function resolveServer(
  interaction: ChatInputCommandInteraction | MessageComponentInteraction,
  { links, directory }: ServerLookup,
  given?: string | null,
): Promise<string> {
  const guildId = interaction.guildId;
  if (!guildId) throw new UserError(REFUSAL.notLinkedHere);
  const value = given ?? (interaction.isChatInputCommand() ? interaction.options.getString('server') : null);
  if (value) {
    if (await links.isLinked(guildId, value)) return value;
    // A name typed without picking from the list: accepted when it names exactly one linked server.
    const byName = (await links.serverIds(guildId)).filter(
      (id) => directory.name(id)?.toLowerCase() === value.trim().toLowerCase(),
    );
    if (byName.length === 1) return byName[0]!;
    throw new UserError(REFUSAL.notLinkedHere);
  }
  const inChannel = await links.serverIds(guildId, interaction.channelId ?? undefined);
  if (inChannel.length === 1) return inChannel[0]!;
  const inGuild = await links.serverIds(guildId);
  if (inGuild.length === 1) return inGuild[0]!;
  throw new UserError(inGuild.length === 0 ? REFUSAL.noneLinked : REFUSAL.pickOne);
}

/**
 * Unclaimed servers the bot sees, for a trusted guild only (any other guild sees none: it learns
 * of a server from its owner, as an id). No call per server; the cached list at most.
 */
export async function unclaimedServers(
  { directory, claims, trust }: ClaimLookup,
  guildId: string,
): Promise<Server[]> {
  const [visible, trusted] = await Promise.all([
    directory.list(),
    trust.checkQuickly(guildId, TRUST_WAIT_MS),
  ]);
  if (!trusted) return [];
  const unclaimed = new Set(await claims.unclaimed(visible.map((s) => s.id)));
  return visible.filter((s) => unclaimed.has(s.id));
}

/** Autocomplete over this guild's linked servers: never another guild's. */
export async function autocompleteServers(
  interaction: AutocompleteInteraction,
  { links, directory }: ServerLookup,
): Promise<void> {
  await directory.list();
  const linked = (await links.serverIds(interaction.guildId ?? '')).map((id) => ({
    id,
    name: directory.name(id) ?? id,
  }));
  await interaction.respond(choicesFor(interaction, linked));
}

/** Autocomplete for `/link`: this guild's linked servers and, in a trusted guild, the unclaimed ones. */
export async function autocompleteLinkable(
  interaction: AutocompleteInteraction,
  lookup: ServerLookup & ClaimLookup,
): Promise<void> {
  const guildId = interaction.guildId ?? '';
  const unclaimed = await unclaimedServers(lookup, guildId);
  const candidates = [
    ...(await lookup.links.serverIds(guildId)).map((id) => ({ id, name: lookup.directory.name(id) ?? id })),
    ...unclaimed.map((s) => ({ id: s.id, name: s.name })),
  ];
  await interaction.respond(choicesFor(interaction, candidates));
}

function choicesFor(interaction: AutocompleteInteraction, candidates: Array<{ id: string; name: string }>) {
  const typed = interaction.options.getFocused().toLowerCase();
  return candidates
    .filter((c) => c.name.toLowerCase().includes(typed) || c.id.startsWith(typed))
    .slice(0, MAX_CHOICES)
    .map((c) => ({
      name: truncate(c.name === c.id ? c.id : `${c.name} (${c.id.slice(0, 8)})`, 100),
      value: c.id,
    }));
}

function truncate(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}
