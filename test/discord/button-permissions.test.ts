import { PermissionFlagsBits } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { confirmationId } from '../../src/discord/confirm.js';
import { MEMBER, useWorld } from '../support/bot-world.js';
import { controlWorld } from '../support/control-world.js';
import { snowflake } from '../support/fake-discord.js';
import { answer, button, posts } from '../support/interactions.js';

const startWorld = useWorld();

// A press is checked again against what the command itself requires: Discord normally shows a
// button only to whom the bot showed it, but a custom id can be replayed or made up.
describe('button presses re-check the command’s default member permissions', () => {
  it('a member without Manage Server cannot confirm a restart, not even one naming them', async () => {
    const w = await controlWorld(startWorld);
    const member = snowflake();
    const question = await answer(w.command({ name: 'restart', user: { id: member } }));
    const confirm = button(question.message, /^Restart$/);

    // The same member, who has since lost Manage Server.
    const lost = await answer(w.press(confirm.custom_id, { userId: member, permissions: MEMBER }));
    expect(lost.text).toMatch(/need.*Manage Server/);
    expect(lost.message.flags & 64).toBe(64);

    // A custom id made up by a member who may not use /restart, naming themselves.
    const forged = confirmationId(
      'restart',
      'yes',
      {
        originId: snowflake(),
        userId: member,
        expiresAt: Math.floor(Date.now() / 1000) + 60,
        args: [w.serverId, 'restart', ''],
      },
      w.world.app.componentIds.forGuild(w.guild.id),
    );
    expect((await answer(w.press(forged, { userId: member, permissions: MEMBER }))).text).toMatch(
      /need.*Manage Server/,
    );

    expect(posts(w.sim, `/servers/${w.serverId}/power`)).toEqual([]);
    expect(w.sim.effects.power).toEqual([]);
    expect(await w.audit.forServer(w.serverId)).toEqual([]);

    // With the permission, the same press goes through.
    const manager = String(PermissionFlagsBits.ManageGuild | PermissionFlagsBits.ViewChannel);
    await answer(w.press(confirm.custom_id, { userId: member, permissions: manager }));
    await w.fake.waitFor(() => w.sim.effects.power.length === 1, 5000, 'the restart');
  });

  it('every command’s buttons: /backup pages need Manage Server, /status refresh needs nothing', async () => {
    const w = await controlWorld(startWorld);
    const page = await answer(
      w.press(w.world.app.componentIds.make(w.guild.id, 'backup', 'page', w.serverId, '1'), {
        userId: snowflake(),
        permissions: MEMBER,
      }),
    );
    expect(page.text).toMatch(/need.*Manage Server/);
    expect(w.sim.requests.filter((r) => r.path.endsWith('/backups'))).toEqual([]);

    const refresh = await answer(
      w.press(w.world.app.componentIds.make(w.guild.id, 'status', 'refresh', w.serverId), {
        userId: snowflake(),
        permissions: MEMBER,
      }),
    );
    expect(refresh.text).not.toMatch(/need/);
    expect(refresh.message.embeds[0]?.title).toBeDefined();
  });
});
