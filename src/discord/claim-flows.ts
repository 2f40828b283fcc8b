import { type ButtonInteraction, ButtonStyle, type ChatInputCommandInteraction } from 'discord.js';
import type { Claims } from '../db/claims.js';
import { type CodeRow, type Codes, proofCodeHashesIn } from '../db/codes.js';
import type { Links } from '../db/links.js';
import type { Ownership } from '../db/ownership.js';
import type { ServerDirectory } from '../hosting/directory.js';
import { HostingApiError, type HostingClient, type Server } from '../hosting/index.js';
import { t, text } from '../i18n/catalogue.js';
import type { Locale } from '../i18n/locale.js';
import type { MakeId } from './component-id.js';
import { type OwnershipRecorder, recordOwnership } from './ownership-events.js';
import { type ButtonRow, button, buttonRow } from './render/buttons.js';
import type { Trust } from './trust.js';
import { UserError } from './user-error.js';

/** What the claim and share flows use. */
export interface ClaimFlowDeps extends OwnershipRecorder {
  claims: Pick<Claims, 'mayUse' | 'ownerOf' | 'unclaimed'>;
  codes: Pick<Codes, 'find' | 'isExpired'>;
  ownership: Ownership;
  links: Pick<Links, 'serverIds'>;
  directory: Pick<ServerDirectory, 'name' | 'list' | 'remember'>;
  hosting: Pick<HostingClient, 'getServer'>;
  trust: Pick<Trust, 'checkQuickly'>;
}

/** The claim and share flows' refusals, shown in the member's language. */
export const CLAIM_REFUSAL = {
  notLinkable: text('links.notLinkable'),
  cantSee: text('links.cantSee'),
  wrongCode: text('links.wrongCode'),
  usedCode: text('links.usedCode'),
  expiredCode: text('links.expiredCode'),
  otherServerCode: text('links.otherServerCode'),
  notYourCode: text('links.notYourCode'),
  ownShareCode: text('links.ownShareCode'),
  voidCode: text('links.voidCode'),
  verifyNotYours: text('links.verifyNotYours'),
  codeNotInName: text('links.codeNotInName'),
  claimTaken: text('links.claimTaken'),
} as const;

/** Where a `/link` leads: a server this guild may use already, or an unclaimed one it may claim. */
export type LinkTarget = { kind: 'usable' | 'unclaimed'; serverId: string };

/**
 * What `/link server:<value>` means, decided from local data only (claims, the cached server list):
 * a server claimed by another guild, an unknown id and garbage all end in the same `notLinkable` refusal,
 * and none of them costs a provider call. Names are matched only among what this guild may see.
 */
export async function linkTarget(ctx: ClaimFlowDeps, guildId: string, value: string): Promise<LinkTarget> {
  const typed = value.trim();
  if (await ctx.claims.mayUse(guildId, typed)) return { kind: 'usable', serverId: typed };
  const lower = typed.toLowerCase();
  const byName = (await ctx.links.serverIds(guildId)).filter(
    (id) => ctx.directory.name(id)?.toLowerCase() === lower,
  );
  if (byName.length === 1) return { kind: 'usable', serverId: byName[0]! };
  if (await ctx.claims.ownerOf(typed)) throw new UserError(CLAIM_REFUSAL.notLinkable);
  const visible = await ctx.directory.list();
  const unclaimed = new Set(await ctx.claims.unclaimed(visible.map((s) => s.id)));
  if (unclaimed.has(typed)) return { kind: 'unclaimed', serverId: typed };
  // A name only counts in a trusted guild: anyone else would learn which names exist.
  if (await ctx.trust.checkQuickly(guildId, 1_000)) {
    const named = visible.filter((s) => unclaimed.has(s.id) && s.name.toLowerCase() === lower);
    if (named.length === 1) return { kind: 'unclaimed', serverId: named[0]!.id };
  }
  throw new UserError(CLAIM_REFUSAL.notLinkable);
}

/** GET /servers/{id}, with a 404 told as a sentence. */
export async function readServer(
  ctx: Pick<ClaimFlowDeps, 'hosting' | 'directory'>,
  serverId: string,
): Promise<Server> {
  const server = await ctx.hosting.getServer(serverId).catch((err: unknown) => {
    if (err instanceof HostingApiError && err.status === 404) throw new UserError(CLAIM_REFUSAL.cantSee);
    throw err;
  });
  ctx.directory.remember(server);
  return server;
}

/** `link:verify:<server id>:<channel id>`: the button carries no code, the database knows whose it is. */
export function verifyButton(serverId: string, channelId: string, makeId: MakeId, locale: Locale): ButtonRow {
  return buttonRow(
    button(makeId('link', 'verify', serverId, channelId), t(locale, 'links.verify'), ButtonStyle.Primary),
  );
}

/**
 * The proof: exactly one GET /servers/{id}; the server is claimed (and linked to `channelId`) when
 * its name holds one of the member's live codes. Returns the claimed server.
 */
export async function verifyProof(
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  ctx: ClaimFlowDeps,
  input: { serverId: string; channelId: string; codes: CodeRow[] },
): Promise<Server> {
  const server = await readServer(ctx, input.serverId);
  const inName = new Set(proofCodeHashesIn(server.name));
  const found = input.codes.find((c) => inName.has(c.hash));
  await recordOwnership(ctx, interaction, {
    kind: 'verify',
    serverId: input.serverId,
    found: Boolean(found),
  });
  if (!found) throw new UserError(CLAIM_REFUSAL.codeNotInName);
  const outcome = await ctx.ownership.claimByProof({
    hash: found.hash,
    serverId: input.serverId,
    guildId: interaction.guildId!,
    channelId: input.channelId,
    userId: interaction.user.id,
  });
  if (outcome === 'used') throw new UserError(CLAIM_REFUSAL.usedCode);
  if (outcome === 'taken') throw new UserError(CLAIM_REFUSAL.claimTaken);
  await recordOwnership(ctx, interaction, { kind: 'claim', serverId: input.serverId, how: 'proof' });
  return server;
}

/**
 * `/link server:<id> code:<code>`: a share code links the server through the owner's consent; an
 * ownership code (the member's own) runs the proof. Every refusal comes before any provider call.
 */
export async function redeemCode(
  interaction: ChatInputCommandInteraction,
  ctx: ClaimFlowDeps,
  input: { value: string; code: string; channelId: string },
): Promise<{ serverId: string; how: 'share' | 'proof' }> {
  const row = await ctx.codes.find(input.code);
  if (!row) throw new UserError(CLAIM_REFUSAL.wrongCode);
  if (row.usedAt !== null) throw new UserError(CLAIM_REFUSAL.usedCode);
  if (ctx.codes.isExpired(row)) throw new UserError(CLAIM_REFUSAL.expiredCode);
  if (row.serverId !== input.value.trim()) throw new UserError(CLAIM_REFUSAL.otherServerCode);
  const guildId = interaction.guildId!;
  if (row.kind === 'proof') {
    if (row.guildId !== guildId || row.userId !== interaction.user.id)
      throw new UserError(CLAIM_REFUSAL.notYourCode);
    await verifyProof(interaction, ctx, { serverId: row.serverId, channelId: input.channelId, codes: [row] });
    return { serverId: row.serverId, how: 'proof' };
  }
  if (row.guildId === guildId) throw new UserError(CLAIM_REFUSAL.ownShareCode);
  const outcome = await ctx.ownership.linkByShare({
    hash: row.hash,
    serverId: row.serverId,
    ownerGuildId: row.guildId,
    sharedBy: row.createdBy,
    guildId,
    channelId: input.channelId,
    userId: interaction.user.id,
  });
  if (outcome === 'used') throw new UserError(CLAIM_REFUSAL.usedCode);
  if (outcome === 'void') throw new UserError(CLAIM_REFUSAL.voidCode);
  await recordOwnership(ctx, interaction, {
    kind: 'share',
    serverId: row.serverId,
    ownerGuildId: row.guildId,
  });
  return { serverId: row.serverId, how: 'share' };
}

/** Guard for `/share` and `/unshare`: only the owning guild hands out or takes back its servers. */
export async function requireOwner(
  { claims }: { claims: Pick<Claims, 'ownerOf'> },
  guildId: string,
  serverId: string,
  name: string,
): Promise<void> {
  if ((await claims.ownerOf(serverId))?.guildId !== guildId) {
    throw new UserError(text('links.onlyOwner', { server: name }));
  }
}
