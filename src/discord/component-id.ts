import { createHmac, timingSafeEqual } from 'node:crypto';
import type { KeyRing } from '../db/component-keys.js';
import { t } from '../i18n/catalogue.js';

/** Discord's limit for a component's custom id (Message Components: `custom_id`, 1–100 characters). */
export const CUSTOM_ID_MAX = 100;
/**
 * The MAC is HMAC-SHA256 cut to 96 bits (16 base64url characters): a forger must guess it online,
 * one button press per guess, so even 50 guesses a second for a century stay below 2^38
 * (docs/security.md#signed-components).
 */
const MAC_BYTES = 12;
const MAC_CHARS = 16;
/** Signed ids start with this; command names (Discord's name pattern) never do. */
const SIGNED = '~';
/** A UUID argument travels as its 16 bytes in base64url behind this mark: 23 characters, not 36. */
const PACKED_UUID = '*';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The answers to a forged and to an unsigned id, in English (the router answers in the reader's language). */
export const FORGED_ANSWER = t('en-US', 'refusal.forgedButton');
export const UNSIGNED_ANSWER = t('en-US', 'refusal.unsignedButton');

export type ComponentIdRead =
  | { kind: 'ok'; command: string; args: string[] }
  | { kind: 'forged' }
  | { kind: 'unsigned' };

/** Custom ids for one guild: `(command, ...args) => id`. */
export type MakeId = (command: string, ...args: string[]) => string;

export interface ComponentIds {
  /**
   * `~<MAC>:<command>:<args…>`, the MAC over the guild, the command and its arguments. Arguments may
   * not contain `:`; throws when the id would not fit in 100 characters.
   */
  make(guildId: string, command: string, ...args: string[]): string;
  /**
   * What a pressed custom id says, checked before anything else is read: `forged` when its MAC does
   * not verify for this guild with the current key (or the previous one, within its 24 h), `unsigned`
   * for ids made before ids were signed (`status:refresh:<server id>`).
   */
  read(guildId: string | null, customId: string): ComponentIdRead;
  /** `make` bound to one guild, for renderers. */
  forGuild(guildId: string): MakeId;
  /** Takes keys read again from the database (a rotation made by `npm run keys:rotate`). */
  useKeys(keys: KeyRing): void;
}

/**
 * Signed component custom ids. The keys come from the database (shared by every instance) and stay
 * inside this closure: nothing returned or thrown here carries them.
 */
export function createComponentIds(keys: KeyRing, now: () => number = Date.now): ComponentIds {
  let ring = keys;

  function make(guildId: string, command: string, ...args: string[]): string {
    const parts = [command, ...args];
    if (parts.some((p) => p.includes(':')) || args.some((a) => a.startsWith(PACKED_UUID))) {
      throw new Error(`a custom id part holds ':' or starts with '${PACKED_UUID}': ${command}`);
    }
    const body = [command, ...args.map(pack)].join(':');
    const id = `${SIGNED}${mac(ring.current, guildId, body)}:${body}`;
    if (id.length > CUSTOM_ID_MAX) throw new Error(`custom id does not fit in ${CUSTOM_ID_MAX}: ${body}`);
    return id;
  }

  function read(guildId: string | null, customId: string): ComponentIdRead {
    if (!customId.startsWith(SIGNED)) return { kind: 'unsigned' };
    const given = customId.slice(1, 1 + MAC_CHARS);
    const body = customId.slice(2 + MAC_CHARS);
    if (guildId === null || customId[1 + MAC_CHARS] !== ':' || given.length !== MAC_CHARS) {
      return { kind: 'forged' };
    }
    const { previous } = ring;
    const valid =
      sameMac(given, mac(ring.current, guildId, body)) ||
      (previous !== undefined &&
        now() < previous.validUntil &&
        sameMac(given, mac(previous.secret, guildId, body)));
    if (!valid) return { kind: 'forged' };
    const [command = '', ...args] = body.split(':');
    return { kind: 'ok', command, args: args.map(unpack) };
  }

  return {
    make,
    read,
    forGuild:
      (guildId) =>
      (command, ...args) =>
        make(guildId, command, ...args),
    useKeys(next) {
      ring = next;
    },
  };
}

function mac(key: Buffer, guildId: string, body: string): string {
  return createHmac('sha256', key)
    .update(`${guildId}:${body}`)
    .digest()
    .subarray(0, MAC_BYTES)
    .toString('base64url');
}

function sameMac(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

function pack(arg: string): string {
  return UUID.test(arg)
    ? PACKED_UUID + Buffer.from(arg.replaceAll('-', ''), 'hex').toString('base64url')
    : arg;
}

function unpack(arg: string): string {
  if (!arg.startsWith(PACKED_UUID)) return arg;
  const hex = Buffer.from(arg.slice(1), 'base64url').toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
