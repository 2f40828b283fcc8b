import { PermissionFlagsBits as P, ApplicationCommandPermissionType as T } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { type AccessQuestion, resolveCommandAccess } from '../../src/discord/command-access.js';

// Discord's command permissions v2 (change log 2022-11-17, support "Updates to Command Permissions"),
// case by case. Ids are small snowflakes: guild 1000, so "All Channels" is 999.
const GUILD = '1000';
const ALL_CHANNELS = '999';
const ME = '1';
const MOD = '2';
const HELPER = '3';
const GENERAL = '10';
const CATEGORY = '11';
const THREAD = '12';

const allow = (type: T, id: string) => ({ type, id, permission: true });
const deny = (type: T, id: string) => ({ type, id, permission: false });

function ask(patch: Partial<AccessQuestion>) {
  return resolveCommandAccess({
    guildId: GUILD,
    userId: ME,
    roleIds: [MOD],
    channelIds: [GENERAL, CATEGORY],
    memberPermissions: P.ViewChannel | P.SendMessages,
    isOwner: false,
    defaultMemberPermissions: P.ManageGuild,
    ...patch,
  });
}

describe('resolveCommandAccess', () => {
  it('without overrides, the default member permissions decide', () => {
    expect(ask({})).toEqual({ allowed: false, why: 'default' });
    expect(ask({ memberPermissions: P.ManageGuild })).toEqual({ allowed: true });
    expect(ask({ defaultMemberPermissions: null })).toEqual({ allowed: true });
    // "0": nobody but admins.
    expect(ask({ defaultMemberPermissions: 0n, memberPermissions: P.ManageGuild })).toMatchObject({
      allowed: false,
    });
  });

  it('the owner and Administrator pass everything', () => {
    const closed = {
      defaultMemberPermissions: 0n,
      command: [deny(T.User, ME), deny(T.Channel, ALL_CHANNELS), deny(T.Role, GUILD)],
      app: [deny(T.User, ME)],
    };
    expect(ask({ ...closed, isOwner: true })).toEqual({ allowed: true });
    expect(ask({ ...closed, memberPermissions: P.Administrator })).toEqual({ allowed: true });
  });

  it('a command-level allow overrides the default member permissions; an app-level allow does not', () => {
    expect(ask({ command: [allow(T.Role, MOD)] })).toEqual({ allowed: true });
    expect(ask({ command: [allow(T.Role, GUILD)] })).toEqual({ allowed: true });
    expect(ask({ app: [allow(T.Role, MOD)] })).toEqual({ allowed: false, why: 'default' });
    expect(ask({ app: [allow(T.Role, MOD)], memberPermissions: P.ManageGuild })).toEqual({ allowed: true });
  });

  it('command level beats app level, either way', () => {
    expect(ask({ app: [allow(T.Role, MOD)], command: [deny(T.Role, MOD)] })).toEqual({
      allowed: false,
      why: 'override',
    });
    expect(ask({ app: [deny(T.Role, MOD)], command: [allow(T.Role, MOD)] })).toEqual({ allowed: true });
    // An app-level deny holds when the command says nothing about this member, even with the default.
    expect(ask({ app: [deny(T.User, ME)], memberPermissions: P.ManageGuild })).toMatchObject({
      allowed: false,
    });
  });

  it('user beats roles, any allowing role wins, @everyone counts only when no role of theirs is set', () => {
    expect(ask({ command: [allow(T.Role, MOD), deny(T.User, ME)] })).toMatchObject({ allowed: false });
    expect(ask({ command: [deny(T.Role, MOD), allow(T.User, ME)] })).toEqual({ allowed: true });
    const both = { roleIds: [MOD, HELPER] };
    expect(ask({ ...both, command: [deny(T.Role, MOD), allow(T.Role, HELPER)] })).toEqual({ allowed: true });
    expect(ask({ ...both, command: [deny(T.Role, MOD), deny(T.Role, HELPER)] })).toMatchObject({
      allowed: false,
    });
    expect(ask({ command: [deny(T.Role, GUILD), allow(T.Role, MOD)] })).toEqual({ allowed: true });
    expect(ask({ command: [allow(T.Role, GUILD), deny(T.Role, MOD)] })).toMatchObject({ allowed: false });
    // Roles the member does not hold say nothing about them.
    expect(ask({ command: [allow(T.Role, HELPER)] })).toEqual({ allowed: false, why: 'default' });
  });

  it('channels: the most specific override decides, command level first, then app level', () => {
    const mod = allow(T.Role, MOD);
    expect(ask({ command: [mod, deny(T.Channel, GENERAL)] })).toEqual({ allowed: false, why: 'channel' });
    expect(ask({ command: [mod, deny(T.Channel, ALL_CHANNELS), allow(T.Channel, GENERAL)] })).toEqual({
      allowed: true,
    });
    expect(ask({ command: [mod, deny(T.Channel, ALL_CHANNELS)] })).toMatchObject({ why: 'channel' });
    // A category covers its channels unless the channel has its own override; a thread follows its channel.
    expect(ask({ command: [mod, deny(T.Channel, CATEGORY)] })).toMatchObject({ why: 'channel' });
    expect(ask({ command: [mod, deny(T.Channel, CATEGORY), allow(T.Channel, GENERAL)] })).toEqual({
      allowed: true,
    });
    expect(
      ask({ channelIds: [THREAD, GENERAL, CATEGORY], command: [mod, deny(T.Channel, GENERAL)] }),
    ).toMatchObject({ why: 'channel' });
    // App level: where the command says nothing about channels.
    expect(ask({ command: [mod], app: [deny(T.Channel, ALL_CHANNELS), allow(T.Channel, GENERAL)] })).toEqual({
      allowed: true,
    });
    expect(ask({ command: [mod, allow(T.Channel, GENERAL)], app: [deny(T.Channel, GENERAL)] })).toEqual({
      allowed: true,
    });
    expect(
      ask({ command: [mod, deny(T.Channel, ALL_CHANNELS)], app: [allow(T.Channel, GENERAL)] }),
    ).toMatchObject({
      why: 'channel',
    });
  });

  it('the support article’s example: roles and channels of both levels add up', () => {
    // App: only Student Leads (MOD), only #study-zone; /notecards: also Study Buddies (HELPER), also #flashcard-help.
    const STUDY_ZONE = '20';
    const FLASHCARDS = '21';
    const app = [
      deny(T.Role, GUILD),
      allow(T.Role, MOD),
      deny(T.Channel, ALL_CHANNELS),
      allow(T.Channel, STUDY_ZONE),
    ];
    const command = [allow(T.Role, HELPER), allow(T.Channel, FLASHCARDS)];
    const q = { app, command, defaultMemberPermissions: null };
    for (const roleIds of [[MOD], [HELPER]]) {
      for (const where of [STUDY_ZONE, FLASHCARDS]) {
        expect(ask({ ...q, roleIds, channelIds: [where] })).toEqual({ allowed: true });
      }
      expect(ask({ ...q, roleIds, channelIds: [GENERAL] })).toEqual({ allowed: false, why: 'channel' });
    }
    expect(ask({ ...q, roleIds: [], channelIds: [STUDY_ZONE] })).toEqual({ allowed: false, why: 'override' });
  });
});
