import {
  type APIActionRowComponent,
  type APIButtonComponent,
  type ButtonInteraction,
  ButtonStyle,
  type ChatInputCommandInteraction,
  ComponentType,
} from 'discord.js';
import type { Claims } from '../db/claims.js';
import { type CodeRow, type Codes, proofCodeHashesIn } from '../db/codes.js';
import type { Links } from '../db/links.js';
import type { Ownership } from '../db/ownership.js';
import type { ServerDirectory } from '../hosting/directory.js';
import { HostingApiError, type HostingClient, type Server } from '../hosting/index.js';
import type { MakeId } from './component-id.js';
import { type OwnershipRecorder, recordOwnership } from './ownership-events.js';
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

export const NOT_LINKABLE =
  "That server can't be linked here. Pick one from the list, or check its id. If another Discord server already uses it, ask that server's admins for a share code (`/share`) and give it as `code`.";
export const CANT_SEE =
  "The bot can't see that server. Check the id, and that the server owner installed the bot on it.";
export const WRONG_CODE =
  'That code is not valid. Check it for typos, or ask for a new one: share codes come from `/share` in the Discord server that owns the game server.';
export const USED_CODE =
  'That code was already used: codes work once. Ask for a new share code, or run `/link` again for a new ownership code.';
export const EXPIRED_CODE =
  'That code has expired (ownership codes last 15 minutes, share codes 24 hours). Ask for a new share code, or run `/link` again for a new ownership code.';
export const OTHER_SERVER_CODE =
  'That code was made for another game server. Give the `server` id that came with the code.';
export const NOT_YOUR_CODE =
  'That ownership code was made for another member or another Discord server. Run `/link` with the server id yourself to get a code of your own.';
export const OWN_SHARE_CODE =
  'That share code is for another Discord server: give it to an admin there, who runs `/link` with it.';
export const VOID_CODE =
  'That share code no longer works: the Discord server that made it no longer owns the game server. Ask whoever owns it now for a new code.';
export const VERIFY_NOT_YOURS =
  'This Verify button is not for you, or its code expired or was used. Run `/link` with the server id to get a code of your own.';
export const CODE_NOT_IN_NAME =
  "hostcord read the server's name at the provider, and your code is not in it yet. Put the code into the server's name in the provider's panel, save, and press **Verify** again (within 15 minutes of asking).";
export const CLAIM_TAKEN =
  'Another Discord server claimed this game server moments ago, so it was not linked here. Ask its admins for a share code (`/share`).';

/** Where a `/link` leads: a server this guild may use already, or an unclaimed one it may claim. */
export type LinkTarget = { kind: 'usable' | 'unclaimed'; serverId: string };

/**
 * What `/link server:<value>` means, decided from local data only (claims, the cached server list):
 * a server claimed by another guild, an unknown id and garbage all end in the same `NOT_LINKABLE`,
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
  if (await ctx.claims.ownerOf(typed)) throw new UserError(NOT_LINKABLE);
  const visible = await ctx.directory.list();
  const unclaimed = new Set(await ctx.claims.unclaimed(visible.map((s) => s.id)));
  if (unclaimed.has(typed)) return { kind: 'unclaimed', serverId: typed };
  // A name only counts in a trusted guild: anyone else would learn which names exist.
  if (await ctx.trust.checkQuickly(guildId, 1_000)) {
    const named = visible.filter((s) => unclaimed.has(s.id) && s.name.toLowerCase() === lower);
    if (named.length === 1) return { kind: 'unclaimed', serverId: named[0]!.id };
  }
  throw new UserError(NOT_LINKABLE);
}

/** GET /servers/{id}, with a 404 told as a sentence. */
export async function readServer(
  ctx: Pick<ClaimFlowDeps, 'hosting' | 'directory'>,
  serverId: string,
): Promise<Server> {
  const server = await ctx.hosting.getServer(serverId).catch((err: unknown) => {
    if (err instanceof HostingApiError && err.status === 404) throw new UserError(CANT_SEE);
    throw err;
  });
  ctx.directory.remember(server);
  return server;
}

/** `link:verify:<server id>:<channel id>`: the button carries no code, the database knows whose it is. */
export function verifyButton(
  serverId: string,
  channelId: string,
  makeId: MakeId,
): APIActionRowComponent<APIButtonComponent> {
  return {
    type: ComponentType.ActionRow,
    components: [
      {
        type: ComponentType.Button,
        style: ButtonStyle.Primary,
        custom_id: makeId('link', 'verify', serverId, channelId),
        label: 'Verify',
      },
    ],
  };
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
  if (!found) throw new UserError(CODE_NOT_IN_NAME);
  const outcome = await ctx.ownership.claimByProof({
    hash: found.hash,
    serverId: input.serverId,
    guildId: interaction.guildId!,
    channelId: input.channelId,
    userId: interaction.user.id,
  });
  if (outcome === 'used') throw new UserError(USED_CODE);
  if (outcome === 'taken') throw new UserError(CLAIM_TAKEN);
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
  if (!row) throw new UserError(WRONG_CODE);
  if (row.usedAt !== null) throw new UserError(USED_CODE);
  if (ctx.codes.isExpired(row)) throw new UserError(EXPIRED_CODE);
  if (row.serverId !== input.value.trim()) throw new UserError(OTHER_SERVER_CODE);
  const guildId = interaction.guildId!;
  if (row.kind === 'proof') {
    if (row.guildId !== guildId || row.userId !== interaction.user.id) throw new UserError(NOT_YOUR_CODE);
    await verifyProof(interaction, ctx, { serverId: row.serverId, channelId: input.channelId, codes: [row] });
    return { serverId: row.serverId, how: 'proof' };
  }
  if (row.guildId === guildId) throw new UserError(OWN_SHARE_CODE);
  const outcome = await ctx.ownership.linkByShare({
    hash: row.hash,
    serverId: row.serverId,
    ownerGuildId: row.guildId,
    sharedBy: row.createdBy,
    guildId,
    channelId: input.channelId,
    userId: interaction.user.id,
  });
  if (outcome === 'used') throw new UserError(USED_CODE);
  if (outcome === 'void') throw new UserError(VOID_CODE);
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
    throw new UserError(
      `Only the Discord server that owns **${name}** can share it or end its shares: this one uses it through a share.`,
    );
  }
}
