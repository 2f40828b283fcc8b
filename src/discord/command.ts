import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  Client,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
} from 'discord.js';
import type { Audit } from '../db/audit.js';
import type { Claims } from '../db/claims.js';
import type { Codes } from '../db/codes.js';
import type { Kv } from '../db/kv.js';
import type { Links } from '../db/links.js';
import type { Ownership } from '../db/ownership.js';
import type { SeenValueStore } from '../db/seen-values.js';
import type { Finding } from '../doctor/types.js';
import type { ServerDirectory } from '../hosting/directory.js';
import type { HostingClient } from '../hosting/index.js';
import type { Logger } from '../logger.js';
import type { RestartPlans } from '../schedule/plans.js';
import type { Confirmations } from './confirm.js';
import type { Cooldowns } from './cooldown.js';
import type { PageStore } from './page-store.js';
import type { Trust } from './trust.js';

/** What every handler receives: the parts it may use, passed explicitly (no module singletons). */
export interface BotContext {
  client: Client;
  hosting: HostingClient;
  links: Links;
  kv: Kv;
  directory: ServerDirectory;
  log: Logger;
  /** Who did what through the bot: every control action and the provider's answer. */
  audit: Audit;
  /** Filter values seen in each server's events, offered by `/alerts`. */
  seen: SeenValueStore;
  /** Wall clock in ms; injectable so expiry and cooldowns are testable without waiting. */
  now: () => number;
  /** In memory, short-lived: confirmations being carried out, power cooldowns, page cursors. */
  confirmations: Confirmations;
  cooldowns: Cooldowns;
  pages: PageStore;
  /** Runs the operator checks of `npm run doctor` from inside the running bot, for one guild (`/doctor`). */
  doctor: (guildId: string) => Promise<Finding[]>;
  /** Who owns which server, with whom it is shared; one-time codes; code redemption. */
  claims: Claims;
  codes: Codes;
  ownership: Ownership;
  /** Which guilds may claim an unclaimed server without proof. */
  trust: Trust;
  /** Restarts planned for later (`/restart in:`) and recurring ones (`/schedule`). */
  restarts: RestartPlans;
  /** Posts a short notice in a guild's first linked channel (claims, shares); never throws. */
  notice: (guildId: string, content: string) => Promise<void>;
}

/**
 * One slash command: its definition (data) and its handlers. Buttons belong to the command whose
 * name prefixes their custom id (`status:refresh:<serverId>`), so a command owns its whole flow.
 */
export interface Command {
  data: { name: string; toJSON(): RESTPostAPIChatInputApplicationCommandsJSONBody };
  /** Provider scopes the command needs (spec, endpoint table); the doctor checks installations for them. */
  scopes: readonly string[];
  /**
   * Deferred by the router before `execute` runs, so a slow provider can never make Discord drop
   * the interaction (3 s). `false` for commands that answer at once (confirmation prompts).
   */
  defer: 'public' | 'ephemeral' | false;
  /**
   * A cooldown the member must be out of before the command runs, enforced by the router. `power`:
   * a few seconds between two power actions of one member (see cooldown.ts), shared by every
   * command that sends a power signal.
   */
  cooldown?: 'power';
  execute(interaction: ChatInputCommandInteraction, ctx: BotContext): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, ctx: BotContext): Promise<void>;
  button?(interaction: ButtonInteraction, ctx: BotContext, args: string[]): Promise<void>;
}
