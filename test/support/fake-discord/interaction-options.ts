// Command options as Discord sends them: typed values, subcommand nesting, and `data.resolved` for
// user, channel, role and mentionable options.
import { type APIUser, ApplicationCommandOptionType as OptionType } from 'discord.js';
import { type FakeGuild, memberPayload } from './guilds.js';
import { computePermissions } from './permissions.js';
import { type FakeState, findChannel } from './state.js';
import type { Json } from './types.js';

export type FakeOptionValue = string | number | boolean;

/** A raw application command option, as in `data.options` (`focused` only for autocomplete). */
export interface FakeOption {
  name: string;
  type: OptionType;
  value?: FakeOptionValue;
  focused?: boolean;
  options?: FakeOption[];
}

/** Either raw options, or `{ name: value }` with the type taken from the value (string, integer, number, boolean). */
export type FakeOptionsInput = FakeOption[] | Record<string, FakeOptionValue>;

export function toOptions(input: FakeOptionsInput, focused: string | undefined): FakeOption[] {
  const list: FakeOption[] = Array.isArray(input)
    ? input.map((option) => ({ ...option }))
    : Object.entries(input).map(([name, value]) => ({ name, type: typeOf(value), value }));
  for (const option of list) if (option.name === focused) option.focused = true;
  return list;
}

function typeOf(value: FakeOptionValue): OptionType {
  if (typeof value === 'boolean') return OptionType.Boolean;
  if (typeof value === 'number') return Number.isInteger(value) ? OptionType.Integer : OptionType.Number;
  return OptionType.String;
}

// User, channel, role and mentionable options arrive as ids plus `data.resolved` with the objects.
export function resolveOptions(
  state: FakeState,
  guild: FakeGuild,
  options: FakeOption[],
  invoker: { id: string; roles: string[] },
): Json | undefined {
  const resolved: Record<'users' | 'members' | 'channels' | 'roles', Json> = {
    users: {},
    members: {},
    channels: {},
    roles: {},
  };
  let any = false;
  const visit = (option: FakeOption): void => {
    option.options?.forEach(visit);
    const id = String(option.value ?? '');
    const role = guild.roles.find((r) => r.id === id);
    if (option.type === OptionType.Channel) {
      const found = findChannel(state, id);
      if (!found) throw new Error(`fake-discord: option ${option.name} names unknown channel ${id}`);
      // `permissions`: what the invoking member may do in that channel.
      const permissions = computePermissions(guild, invoker.id, invoker.roles, id).toString();
      resolved.channels[id] = { ...found.channel, permissions };
    } else if (option.type === OptionType.Role || (option.type === OptionType.Mentionable && role)) {
      if (!role) throw new Error(`fake-discord: option ${option.name} names unknown role ${id}`);
      resolved.roles[id] = role;
    } else if (option.type === OptionType.User || option.type === OptionType.Mentionable) {
      const user = state.users.get(id) ?? {
        id,
        username: `user-${id.slice(-4)}`,
        discriminator: '0',
        global_name: null,
        avatar: null,
      };
      resolved.users[id] = user;
      const { user: _user, ...member } = memberPayload(user as APIUser, [], guild.joinedAt);
      resolved.members[id] = { ...member, permissions: computePermissions(guild, id, []).toString() };
    } else return;
    any = true;
  };
  options.forEach(visit);
  if (!any) return undefined;
  return Object.fromEntries(Object.entries(resolved).filter(([, map]) => Object.keys(map).length > 0));
}
