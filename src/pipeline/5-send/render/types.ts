import type { APIActionRowComponent, APIComponentInMessageActionRow, APIEmbed } from 'discord.js';
import type { MakeId } from '../../../discord/component-id.js';
import type { KnownHostingEvent } from '../../../hosting/index.js';
import type { Locale } from '../../../i18n/locale.js';

/** The events that become alerts; `ping` is only logged and unknown types are not posted. */
export type AlertEvent = Extract<
  KnownHostingEvent,
  { type: 'server.activity' | 'installation.created' | 'installation.deleted' }
>;

/** The event, when its type becomes an alert (see `AlertEvent`). */
export function alertEventOf(event: KnownHostingEvent): AlertEvent | undefined {
  switch (event.type) {
    case 'server.activity':
    case 'installation.created':
    case 'installation.deleted':
      return event;
    case 'ping':
      return undefined;
    default:
      return event satisfies never;
  }
}

export interface Alert {
  event: AlertEvent;
  /** The server's name from the cache; undefined when not known (the id is shown). */
  serverName: string | undefined;
  /** The role this event calls for (decided by the link's filters when it was dispatched). */
  mentionRoleId: string | null;
}

export interface RenderOptions {
  /** Render time, for "delayed". */
  now: number;
  /**
   * The language of the whole message: the guild's at the moment it is rendered (English when
   * not given). Outside text (names, titles, categories) is shown as it is, in no language.
   */
  locale?: Locale;
  /**
   * Signs ids for the guild of the channel: its alerts carry controls (Status, History, Restart,
   * Silence) made for it (src/discord/component-id.ts).
   */
  makeId?: MakeId;
}

/** A channel message as sent to Discord's API (snake_case), before the nonce is added. */
export interface AlertMessageBody {
  content?: string;
  embeds: APIEmbed[];
  allowed_mentions: { parse: []; roles?: string[] };
  components?: APIActionRowComponent<APIComponentInMessageActionRow>[];
}
