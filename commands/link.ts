import {
  type ButtonInteraction,
  ChannelType,
  type ChatInputCommandInteraction,
  InteractionContextType,
  MessageFlags,
  PermissionFlagsBits,
  SlashCommandBuilder,
} from 'discord.js';
import { NotPermittedError } from '../src/db/links.js';
import { ALERT_PERMISSIONS, missingPermissions } from '../src/discord/channel-permissions.js';
import {
  CLAIM_REFUSAL,
  linkTarget,
  readServer,
  redeemCode,
  verifyButton,
  verifyProof,
} from '../src/discord/claim-flows.js';
import type { Command, ContextOf } from '../src/discord/command.js';
import { installationWarnings } from '../src/discord/installation-warnings.js';
import { NO_MENTIONS, staleButton } from '../src/discord/messages.js';
import { recordOwnership } from '../src/discord/ownership-events.js';
import { serverName } from '../src/discord/server-name.js';
import { autocompleteLinkable, serverOption } from '../src/discord/server-option.js';
import { requireTokenTaken } from '../src/discord/token-refused.js';
import { UserError } from '../src/discord/user-error.js';
import { type MessageKey, t, text } from '../src/i18n/catalogue.js';
import { formatList } from '../src/i18n/format.js';
import { code, literal } from '../src/text/literal.js';

const STALE = staleButton('/link');

/** The parts of the context `/link` uses. */
type Needs = 'provider' | 'links' | 'ownership' | 'control' | 'interactions';

/**
 * `/link server [channel] [code]`: admins connect a server to this guild and a channel. The first
 * link claims the server: directly in a trusted guild, elsewhere after proof that the member controls
 * it at the provider. A server another guild owns needs that guild's share code.
 */
export const link: Command<Needs> = {
  data: new SlashCommandBuilder()
    .setName('link')
    .setDescription('Link a game server to this Discord server and a channel for its alerts')
    .setContexts(InteractionContextType.Guild)
    .setDefaultMemberPermissions(PermissionFlagsBits.ManageGuild)
    .addStringOption(serverOption(true, 'The server (start typing its name, or paste its id)'))
    .addChannelOption((o) =>
      o
        .setName('channel')
        .setDescription('Where its alerts go (default: this channel)')
        .addChannelTypes(ChannelType.GuildText, ChannelType.GuildAnnouncement),
    )
    .addStringOption((o) =>
      o
        .setName('code')
        .setDescription('A share code from the Discord server that owns it (or your ownership code)')
        .setMaxLength(64),
    ),
  scopes: ['servers:read'],
  defer: 'ephemeral',
  async execute(interaction, ctx) {
    const value = interaction.options.getString('server', true);
    const channelId = interaction.options.getChannel('channel')?.id ?? interaction.channelId;
    const given = interaction.options.getString('code');
    if (given) {
      const { serverId, how } = await redeemCode(interaction, ctx, { value, code: given, channelId });
      const note = how === 'share' ? 'links.noteShared' : 'links.noteProofCode';
      return reply(interaction, ctx, serverId, channelId, true, note);
    }
    const guildId = interaction.guildId!;
    requireTokenTaken(ctx.provider);
    const target = await linkTarget(ctx, guildId, value);
    if (target.kind === 'unclaimed' && !(await ctx.trust.check(guildId))) {
      return askForProof(interaction, ctx, target.serverId, channelId);
    }
    const server = await readServer(ctx, target.serverId);
    let result: Awaited<ReturnType<ContextOf<Needs>['links']['link']>>;
    try {
      result = await ctx.links.link({
        guildId,
        channelId,
        serverId: server.id,
        createdBy: interaction.user.id,
        claim: 'trusted',
      });
    } catch (err) {
      // Claimed by another guild between the check and now.
      if (err instanceof NotPermittedError) throw new UserError(CLAIM_REFUSAL.notLinkable);
      throw err;
    }
    if (result.claimed)
      await recordOwnership(ctx, interaction, { kind: 'claim', serverId: server.id, how: 'trusted' });
    ctx.log.info({ serverId: server.id, channelId, created: result.created }, 'server linked');
    const note = result.claimed ? 'links.noteClaimed' : undefined;
    await reply(interaction, ctx, server.id, channelId, result.created, note);
  },
  autocomplete: (interaction, ctx) => autocompleteLinkable(interaction, ctx),
  // `link:verify:<server id>:<channel id>`: pressed by the member who asked, in the guild that asked.
  async button(interaction, ctx, [action, serverId, channelId]) {
    if (action !== 'verify' || !serverId || !channelId) throw new UserError(STALE);
    if (!interaction.guild?.channels.cache.has(channelId)) throw new UserError(STALE);
    const guildId = interaction.guildId!;
    if (
      (await ctx.claims.ownerOf(serverId))?.guildId === guildId &&
      (await ctx.links.isLinked(guildId, serverId))
    ) {
      throw new UserError(text('links.alreadyDone'));
    }
    const codes = await ctx.codes.activeProof(serverId, guildId, interaction.user.id);
    if (codes.length === 0) throw new UserError(CLAIM_REFUSAL.verifyNotYours);
    await interaction.deferReply({ flags: MessageFlags.Ephemeral });
    await verifyProof(interaction, ctx, { serverId, channelId, codes });
    await reply(interaction, ctx, serverId, channelId, true, 'links.noteVerified');
  },
};

/** An untrusted guild and an unclaimed server: a code for the server's name, and a Verify button. */
async function askForProof(
  interaction: ChatInputCommandInteraction,
  ctx: ContextOf<Needs>,
  serverId: string,
  channelId: string,
): Promise<void> {
  const userId = interaction.user.id;
  const { code: proof, expiresAt } = await ctx.codes.issue({
    kind: 'proof',
    serverId,
    guildId: interaction.guildId!,
    userId,
    createdBy: userId,
  });
  ctx.log.info({ serverId }, 'ownership code issued');
  const until = Math.floor(expiresAt / 1000);
  const locale = await ctx.languages.forReader(interaction);
  // The server's name is not shown: this guild has no right to it yet, only its id.
  await interaction.editReply({
    content: t(locale, 'links.proof', {
      server: code(serverId, 64),
      code: proof,
      time: `<t:${until}:t>`,
      relative: `<t:${until}:R>`,
    }),
    components: [verifyButton(serverId, channelId, ctx.componentIds.forGuild(interaction.guildId!), locale)],
    allowedMentions: NO_MENTIONS,
  });
}

async function reply(
  interaction: ChatInputCommandInteraction | ButtonInteraction,
  ctx: ContextOf<Needs>,
  serverId: string,
  channelId: string,
  created: boolean,
  note?: MessageKey & `links.note${string}`,
): Promise<void> {
  const locale = await ctx.languages.forReader(interaction);
  const server = literal(await serverName(ctx.directory, serverId), 200);
  const channel = `<#${channelId}>`;
  const lines = [t(locale, created ? 'links.linked' : 'links.renewed', { server, channel })];
  if (note) lines.push(t(locale, note));
  const missing = missingPermissions(interaction, channelId, ALERT_PERMISSIONS);
  if (missing.length > 0) {
    lines.push(
      t(locale, 'links.missingPermissions', {
        permissions: formatList(
          locale,
          missing.map((key) => t(locale, key)),
        ),
        channel,
      }),
    );
  }
  // Linked either way: what keeps alerts or commands from working is said now, not found out later.
  lines.push(...(await installationWarnings(ctx.hosting, serverId, ctx.requiredScopes, locale)));
  await interaction.editReply({ content: lines.join('\n'), components: [], allowedMentions: NO_MENTIONS });
}
