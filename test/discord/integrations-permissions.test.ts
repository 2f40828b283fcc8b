import {
  type APIApplicationCommandPermission,
  ApplicationCommandPermissionType,
  PermissionFlagsBits,
} from 'discord.js';
import { describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, useWorld } from '../support/bot-world.js';
import { type ControlWorld, controlWorld } from '../support/control-world.js';
import { snowflake } from '../support/fake-discord.js';
import { answer, button, posts } from '../support/interactions.js';

const startWorld = useWorld();

// What admins set in Server Settings → Integrations counts for buttons as it does for the command:
// a moderator role allowed /restart there (without Manage Server) can confirm its own restart.

const override =
  (type: ApplicationCommandPermissionType) =>
  (id: string, permission: boolean): APIApplicationCommandPermission => ({ id, type, permission });
const role = override(ApplicationCommandPermissionType.Role);
const user = override(ApplicationCommandPermissionType.User);
const channel = override(ApplicationCommandPermissionType.Channel);

interface Moderated {
  w: ControlWorld;
  modRole: string;
  restartId: string;
}

async function moderatedWorld(): Promise<Moderated> {
  const modRole = snowflake();
  const w = await controlWorld(startWorld, { roles: [{ id: modRole, name: 'Moderators' }] });
  return { w, modRole, restartId: w.fake.commandId('restart') };
}

/** `/restart` by a member without Manage Server (Discord delivers it: Integrations allow them), and its Confirm. */
async function askRestart(w: ControlWorld, userId: string, roles: string[], channelId = w.guild.general) {
  const question = await answer(
    w.command({ name: 'restart', channelId, user: { id: userId }, member: { permissions: MEMBER, roles } }),
  );
  return button(question.message, /^Restart$/).custom_id;
}

const powerCalls = (w: ControlWorld) => posts(w.sim, `/servers/${w.serverId}/power`).length;

describe('buttons follow the command permissions set in Integrations', () => {
  it('a moderator role allowed /restart by a command override confirms it; the change counts at once', async () => {
    const { w, modRole, restartId } = await moderatedWorld();
    const moderator = snowflake();
    const confirm = await askRestart(w, moderator, [modRole]);

    // Before any override: Manage Server is what /restart asks for by default.
    const before = await answer(
      w.press(confirm, { userId: moderator, permissions: MEMBER, roles: [modRole] }),
    );
    expect(before.text).toMatch(/need the Manage Server permission.*Integrations/);
    expect(powerCalls(w)).toBe(0);

    // The admin allows the role; Discord announces it on the gateway, so the minute's cache is dropped.
    w.fake.setCommandPermissions(w.guild.id, restartId, [role(modRole, true)]);
    await answer(w.press(confirm, { userId: moderator, permissions: MEMBER, roles: [modRole] }));
    await w.fake.waitFor(() => w.sim.effects.power.length === 1, 5000, 'the restart');
    expect(w.sim.effects.power[0]).toMatchObject({ serverId: w.serverId, signal: 'restart' });

    // Read with the bot token, at most once per guild until the next change.
    const reads = w.fake.requests.filter((r) => r.path.endsWith('/commands/permissions'));
    expect(reads.map((r) => r.headers.authorization)).toEqual([
      `Bot ${w.fake.botToken}`,
      `Bot ${w.fake.botToken}`,
    ]);
  });

  it('a channel override turning /restart off here refuses the role here, not elsewhere', async () => {
    const { w, modRole, restartId } = await moderatedWorld();
    w.fake.setCommandPermissions(w.guild.id, restartId, [
      role(modRole, true),
      channel(w.guild.general, false),
    ]);
    const moderator = snowflake();

    const here = await askRestart(w, moderator, [modRole]);
    const refused = await answer(w.press(here, { userId: moderator, permissions: MEMBER, roles: [modRole] }));
    expect(refused.text).toMatch(/turned off in this channel/);
    expect(powerCalls(w)).toBe(0);

    const there = await askRestart(w, moderator, [modRole], w.guild.alerts);
    await answer(
      w.press(there, { userId: moderator, permissions: MEMBER, roles: [modRole], channelId: w.guild.alerts }),
    );
    await w.fake.waitFor(() => w.sim.effects.power.length === 1, 5000, 'the restart in #alerts');
  });

  it('an app-wide allow for the role does not beat a deny on /restart itself', async () => {
    const { w, modRole, restartId } = await moderatedWorld();
    w.fake.setCommandPermissions(w.guild.id, w.fake.applicationId, [role(modRole, true)]);
    w.fake.setCommandPermissions(w.guild.id, restartId, [role(modRole, false)]);
    const moderator = snowflake();
    const confirm = await askRestart(w, moderator, [modRole]);

    const refused = await answer(
      w.press(confirm, { userId: moderator, permissions: MEMBER, roles: [modRole] }),
    );
    expect(refused.text).toMatch(/turned `\/restart` off for you/);
    expect(powerCalls(w)).toBe(0);
    expect(await w.audit.forServer(w.serverId)).toEqual([]);
  });

  it('a user override beats the role overrides', async () => {
    const { w, modRole, restartId } = await moderatedWorld();
    const trusted = snowflake();
    w.fake.setCommandPermissions(w.guild.id, restartId, [role(modRole, false), user(trusted, true)]);

    const other = snowflake();
    const otherConfirm = await askRestart(w, other, [modRole]);
    const refused = await answer(
      w.press(otherConfirm, { userId: other, permissions: MEMBER, roles: [modRole] }),
    );
    expect(refused.text).toMatch(/turned `\/restart` off for you/);
    expect(powerCalls(w)).toBe(0);

    const confirm = await askRestart(w, trusted, [modRole]);
    await answer(w.press(confirm, { userId: trusted, permissions: MEMBER, roles: [modRole] }));
    await w.fake.waitFor(() => w.sim.effects.power.length === 1, 5000, 'the restart');
  });

  it('an Administrator confirms whatever the overrides say, without them being read', async () => {
    const { w, restartId } = await moderatedWorld();
    const admin = snowflake();
    const allChannels = String(BigInt(w.guild.id) - 1n);
    w.fake.setCommandPermissions(w.guild.id, restartId, [
      role(w.guild.id, false),
      user(admin, false),
      channel(allChannels, false),
    ]);
    w.fake.setCommandPermissions(w.guild.id, w.fake.applicationId, [user(admin, false)]);
    const question = await answer(w.command({ name: 'restart', user: { id: admin } }));

    await answer(
      w.press(button(question.message, /^Restart$/).custom_id, { userId: admin, permissions: ADMIN }),
    );
    await w.fake.waitFor(() => w.sim.effects.power.length === 1, 5000, 'the restart');
    expect(w.fake.requests.filter((r) => r.path.endsWith('/commands/permissions'))).toEqual([]);
  });

  it('when the overrides cannot be read, only the default permission counts', async () => {
    const { w, modRole, restartId } = await moderatedWorld();
    w.fake.setCommandPermissions(w.guild.id, restartId, [role(modRole, true)]);
    w.fake.commandPermissionsFault(w.guild.id, { status: 403, code: 50001, message: 'Missing Access' });
    const moderator = snowflake();

    const confirm = await askRestart(w, moderator, [modRole]);
    const refused = await answer(
      w.press(confirm, { userId: moderator, permissions: MEMBER, roles: [modRole] }),
    );
    expect(refused.text).toMatch(/need the Manage Server permission/);
    expect(powerCalls(w)).toBe(0);
    const reads = w.fake.requests.filter((r) => r.path.endsWith('/commands/permissions'));
    expect(reads.map((r) => r.status)).toEqual([403]);

    const manager = String(PermissionFlagsBits.ManageGuild | PermissionFlagsBits.ViewChannel);
    const managerId = snowflake();
    const question = await answer(w.command({ name: 'restart', user: { id: managerId } }));
    await answer(
      w.press(button(question.message, /^Restart$/).custom_id, { userId: managerId, permissions: manager }),
    );
    await w.fake.waitFor(() => w.sim.effects.power.length === 1, 5000, 'the manager’s restart');
  });
});
