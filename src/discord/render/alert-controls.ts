import {
  type APIActionRowComponent,
  type APIButtonComponent,
  type APIComponentInMessageActionRow,
  type APIStringSelectComponent,
  ButtonStyle,
  ComponentType,
} from 'discord.js';
import { t } from '../../i18n/catalogue.js';
import type { Locale } from '../../i18n/locale.js';
import type { MakeId } from '../component-id.js';
import { button } from './buttons.js';

/** How long the Silence select silences (`incident`: until the server's open incident resolves). */
export const SILENCE_CHOICES = ['1h', '4h', 'incident'] as const;
export type SilenceChoice = (typeof SILENCE_CHOICES)[number];
export const SILENCE_MS: Record<Exclude<SilenceChoice, 'incident'>, number> = {
  '1h': 60 * 60_000,
  '4h': 4 * 60 * 60_000,
};

const SILENCE_LABEL = {
  '1h': 'controls.silenceFor1h',
  '4h': 'controls.silenceFor4h',
  incident: 'controls.silenceForIncident',
} as const satisfies Record<SilenceChoice, string>;

/** Discord: a button's label holds at most 80 characters. */
const LABEL_MAX = 80;

/** Discord: at most 25 options in a select (and five action rows per message). */
const MAX_OPTIONS = 25;

type Row = APIActionRowComponent<APIComponentInMessageActionRow>;

export interface ControlsFor {
  /** Signs the controls' ids for the guild the message is in (src/discord/component-id.ts). */
  makeId: MakeId;
  serverId: string;
  /** An open incident: Acknowledge, and "until the incident resolves" in Silence. */
  incident?: { id: number; open: boolean } | undefined;
  /** Restart is shown disabled while a restart of the server runs. */
  restartUnderway?: boolean;
  /** The language of the message the controls are on (the guild's, or the member's when private). */
  locale: Locale;
}

/**
 * The controls of an alert or incident about one server: Status, History, Restart (and
 * Acknowledge on an open incident) in one row, the Silence select in the next. Each id names the
 * command whose permissions it needs: `/status`, `/history`, `/restart`, `/alerts`.
 */
export function renderServerControls(input: ControlsFor): Row[] {
  const { makeId, serverId, incident, locale } = input;
  const buttons: APIButtonComponent[] = [];
  if (incident?.open) {
    buttons.push(
      button(
        makeId('restart', 'ack', String(incident.id)),
        t(locale, 'controls.acknowledge'),
        ButtonStyle.Primary,
      ),
    );
  }
  buttons.push(
    button(makeId('status', 'show', serverId), t(locale, 'controls.status'), ButtonStyle.Secondary),
    button(makeId('history', 'show', serverId), t(locale, 'controls.history'), ButtonStyle.Secondary),
    {
      ...button(makeId('restart', 'ask', serverId), t(locale, 'controls.restart'), ButtonStyle.Danger),
      disabled: input.restartUnderway === true,
    },
  );
  const choices = SILENCE_CHOICES.filter((c) => c !== 'incident' || incident === undefined || incident.open);
  const silence: APIStringSelectComponent = {
    type: ComponentType.StringSelect,
    custom_id: makeId('alerts', 'silence', serverId),
    placeholder: t(locale, 'controls.silence'),
    options: choices.map((value) => ({ label: t(locale, SILENCE_LABEL[value]), value })),
  };
  return [
    { type: ComponentType.ActionRow, components: buttons },
    { type: ComponentType.ActionRow, components: [silence] },
  ];
}

/**
 * A message about several servers (a digest): first a select of the server to act on, which
 * answers the member alone with that server's controls.
 */
export function renderServerPicker(
  makeId: MakeId,
  servers: ReadonlyArray<{ id: string; name: string | undefined }>,
  locale: Locale,
): Row[] {
  const pick: APIStringSelectComponent = {
    type: ComponentType.StringSelect,
    custom_id: makeId('status', 'pick'),
    placeholder: t(locale, 'controls.pickServer'),
    // A select's labels are plain text (no markdown, no mentions): the name as it is, cut to 100.
    options: servers.slice(0, MAX_OPTIONS).map((s) => ({
      label: (s.name?.trim() || s.id).slice(0, 100),
      value: s.id,
    })),
  };
  return [{ type: ComponentType.ActionRow, components: [pick] }];
}

/** Controls for the servers of one message: each server's own, or a picker when there are several. */
export function renderControlsFor(
  makeId: MakeId,
  servers: ReadonlyArray<{ id: string; name: string | undefined }>,
  locale: Locale,
): Row[] {
  const [only, ...more] = servers;
  if (!only) return [];
  return more.length === 0
    ? renderServerControls({ makeId, serverId: only.id, locale })
    : renderServerPicker(makeId, servers, locale);
}

/**
 * The Unsilence button of a running silence (`/links`), named after its server: the name (plain
 * text in a label) is cut so that the whole label fits Discord's 80 characters in every language.
 */
export function unsilenceButton(
  makeId: MakeId,
  silenceId: number,
  serverName: string,
  locale: Locale,
): APIButtonComponent {
  const room = LABEL_MAX - t(locale, 'controls.unsilenceServer', { server: '' }).length;
  const name = serverName.length > room ? `${serverName.slice(0, room - 1)}…` : serverName;
  const label = t(locale, 'controls.unsilenceServer', { server: name });
  return button(makeId('alerts', 'unsilence', String(silenceId)), label, ButtonStyle.Secondary);
}
