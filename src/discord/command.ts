import type {
  AutocompleteInteraction,
  ButtonInteraction,
  ChatInputCommandInteraction,
  Interaction,
  RESTPostAPIChatInputApplicationCommandsJSONBody,
  StringSelectMenuInteraction,
} from 'discord.js';
import type { Audit } from '../db/audit.js';
import type { Board } from '../db/boards.js';
import type { Claims } from '../db/claims.js';
import type { Codes } from '../db/codes.js';
import type { GameQueries } from '../db/game-queries.js';
import type { Incident, Incidents } from '../db/incidents.js';
import type { Link, Links } from '../db/links.js';
import type { Ownership } from '../db/ownership.js';
import type { SeenValueStore } from '../db/seen-values.js';
import type { Silences } from '../db/silences.js';
import type { HistoryCharts } from '../history/charts.js';
import type { UptimeFigures } from '../history/uptime.js';
import type { ServerDirectory } from '../hosting/directory.js';
import type { HostingClient, TokenAccess } from '../hosting/index.js';
import type { Languages } from '../i18n/languages.js';
import type { Logger } from '../logger.js';
import type { Publishing } from '../statuspage/publishing.js';
import type { ComponentIds } from './component-id.js';
import type { Confirmations } from './confirm.js';
import type { Cooldowns } from './cooldown.js';
import type { Pages } from './page-store.js';
import type { DiscordView, DoctorFinding, RestartPlanner, TestAlertOutcome, TestAlertRun } from './ports.js';
import type { Trust } from './trust.js';

/** What every handler receives, whatever it declared. */
interface BaseContext {
  log: Logger;
  /** Wall clock in ms; injectable so expiry and cooldowns are testable without waiting. */
  now: () => number;
  /** Which language to answer in (`forReader`), each guild's (`guildLanguage`), `/language`. */
  languages: Languages;
}

/** The provider and what hostcord knows of its servers. */
export interface ProviderPart {
  hosting: HostingClient;
  directory: ServerDirectory;
  /** Whether the provider takes HOSTING_TOKEN now: answers built on its data say when it does not. */
  provider: Pick<TokenAccess, 'refused'>;
  /** Every provider scope some command needs: what an installation should grant. */
  requiredScopes: readonly string[];
}

/** Which channel hears which server, and the filter values seen in each server's events (`/alerts`). */
export interface LinksPart {
  links: Links;
  seen: SeenValueStore;
}

/** Who owns which server, with whom it is shared; one-time codes; code redemption. */
export interface OwnershipPart {
  claims: Claims;
  codes: Codes;
  ownership: Ownership;
  /** Which guilds may claim an unclaimed server without proof. */
  trust: Trust;
  /** Posts a short notice in a guild's first linked channel (claims, shares); never throws. */
  notice: (guildId: string, content: string) => Promise<void>;
  /** Discord across the shards run here: guild names for ownership notices and replies. */
  client: DiscordView;
}

/** Control actions: each recorded with the provider's answer, and the boards told of power sent. */
export interface ControlPart {
  /** Who did what through the bot: every control action and the provider's answer. */
  audit: Audit;
  /** Told after a power signal went to the provider: the boards showing that server refresh it. */
  onPowerSent: (serverId: string) => void;
}

/**
 * What an interaction of several steps keeps: signed custom ids (every button and menu hostcord
 * makes, checked by the router on every press), and in memory, short-lived, confirmations being
 * carried out, power cooldowns and page cursors.
 */
export interface InteractionsPart {
  componentIds: ComponentIds;
  confirmations: Confirmations;
  cooldowns: Cooldowns;
  pages: Pages;
}

/** Status boards (`/board`, `/links`): posted and removed through the refresh loop's writer. */
export interface BoardsPart {
  boards: BoardControl;
}

/** Alerts: the controls on alerts and incidents, and test alerts (`/alerts test`). */
export interface AlertsPart {
  /** The controls on alerts and incidents: silences, Acknowledge, whether a restart runs. */
  alertControls: AlertControls;
  /** Posts a test alert into each of these links' channels (`/alerts test`); see test-alert.ts. */
  sendTestAlerts: (links: readonly Link[], run: TestAlertRun) => Promise<TestAlertOutcome[]>;
}

/** Restarts planned for later (`/restart in:`) and recurring ones (`/schedule`). */
export interface RestartsPart {
  restarts: RestartPlanner;
}

/** What hostcord observed of servers: uptime, charts and what their games answer. */
export interface ObservedPart {
  /**
   * Uptime over 24 h, 7 d, 30 d as hostcord observed it (src/history), as of the last settled
   * quarter hour; null when it never observed the server.
   */
  uptime: (serverId: string) => Promise<UptimeFigures | null>;
  /** Charts of a server's uptime and resource use over time (`/history`), cached per refresh interval. */
  history: HistoryCharts;
  /**
   * Game queries (`/players`, `/gamequery`, `/status`): whether they run at all (GAME_QUERY), the
   * admins' settings and what each game last answered (stored by the instance that asks them).
   */
  games: { enabled: boolean; queries: GameQueries };
}

/** `/language`: a guild's choice and how often it may change. */
export interface LanguagePart {
  /**
   * A guild's language may change once per `LIMITS.languageCooldownMs` (each change re-renders its
   * boards): throws `LimitReached` while it runs, else counts this change.
   */
  languageCooldown: (interaction: Interaction) => void;
}

/** `/doctor`: the operator checks of `npm run doctor`, run from inside the bot for one guild. */
export interface DoctorPart {
  doctor: (guildId: string) => Promise<DoctorFinding[]>;
}

/** The parts a command may declare, by name: `Command<'provider' | 'links'>`. */
interface BotParts {
  provider: ProviderPart;
  links: LinksPart;
  ownership: OwnershipPart;
  control: ControlPart;
  interactions: InteractionsPart;
  boards: BoardsPart;
  alerts: AlertsPart;
  restarts: RestartsPart;
  observed: ObservedPart;
  language: LanguagePart;
  doctor: DoctorPart;
}

type Part = keyof BotParts;

/** The members of the parts `P`. */
type MembersOf<P extends Part> = P extends Part ? keyof BotParts[P] : never;

/**
 * The whole context, as the bot builds it and the router holds it. Commands never take it: each
 * declares its parts and receives `ContextOf` them, so reaching for another part does not compile.
 */
export interface BotContext
  extends BaseContext,
    ProviderPart,
    LinksPart,
    OwnershipPart,
    ControlPart,
    InteractionsPart,
    BoardsPart,
    AlertsPart,
    RestartsPart,
    ObservedPart,
    LanguagePart,
    DoctorPart {}

/** What a handler that declared the parts `P` receives: the base and those parts, nothing else. */
export type ContextOf<P extends Part> = Pick<BotContext, keyof BaseContext | MembersOf<P>>;

/** What the controls on alerts and incidents act through (src/discord/alert-actions.ts). */
export interface AlertControls {
  silences: Silences;
  incidents: Pick<Incidents, 'byId' | 'openFor'>;
  /** Records who is on an open incident and shows it on its alerts. */
  acknowledge(incidentId: number, userId: string, at: number): Promise<Incident | undefined>;
  /** Whether a restart of the server sent through hostcord still runs. */
  restartUnderway(serverId: string): Promise<boolean>;
  /** Wakes a channel's alert queue: a silence ended early, so its summary goes out now. */
  wake(channelId: string): void;
}

export interface BoardControl {
  /** Posts (anew) the board of a channel; resolves with the board as it stands then. */
  create(input: { guildId: string; channelId: string; createdBy: string }): Promise<Board>;
  remove(guildId: string, channelId: string): Promise<Board | undefined>;
  forGuild(guildId: string): Promise<Board[]>;
  /** How a server looked at the last refresh, for the board's panel. */
  stateOf(serverId: string): { name: string | undefined; label: string } | undefined;
  /** `/board publish`: the channel's board as a public page under a new address. */
  publish: Publishing['publish'];
  /** `/board unpublish`: the channel's page taken down at once. */
  unpublish: Publishing['unpublish'];
}

/**
 * One slash command: its definition (data) and its handlers. Buttons belong to the command their
 * signed custom id names (`status:refresh:<serverId>`, component-id.ts), so a command owns its
 * whole flow. `P` names the parts of the context its handlers use (`Command<'provider' | 'links'>`).
 */
export interface Command<P extends Part = Part> {
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
   * command that sends a power signal. `history`: between two charts of one member
   * (`LIMITS.historyCooldownMs`), taken by asking.
   */
  cooldown?: 'power' | 'history';
  /**
   * Whose permissions govern this command's buttons and menus, when they act for another command:
   * the board's Manage… panel sends power signals, so whoever may use `/power` may use it.
   */
  componentsAs?: string;
  execute(interaction: ChatInputCommandInteraction, ctx: ContextOf<P>): Promise<void>;
  autocomplete?(interaction: AutocompleteInteraction, ctx: ContextOf<P>): Promise<void>;
  button?(interaction: ButtonInteraction, ctx: ContextOf<P>, args: string[]): Promise<void>;
  /** A select menu whose custom id starts with the command's name, like buttons. */
  select?(interaction: StringSelectMenuInteraction, ctx: ContextOf<P>, args: string[]): Promise<void>;
}

/** Every provider scope some of these commands need, sorted. */
export function scopesOf(commands: readonly Pick<Command, 'scopes'>[]): readonly string[] {
  return [...new Set(commands.flatMap((c) => c.scopes))].sort();
}
