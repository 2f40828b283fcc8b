import { SlashCommandBuilder } from 'discord.js';
import { describe, expect, it } from 'vitest';
import { commands } from '../../commands/index.js';
import type { Command, ContextOf } from '../../src/discord/command.js';

describe('the parts of the context a command declares', () => {
  it('a handler reaches the base and the parts its command named, and the compiler refuses the rest', () => {
    // Never run: `npm run typecheck` fails when one of the refused lines compiles.
    const probe: Command<'links'> = {
      data: new SlashCommandBuilder().setName('probe').setDescription('probe'),
      scopes: [],
      defer: false,
      async execute(interaction, ctx) {
        await ctx.links.forGuild(interaction.guildId!);
        await ctx.languages.forReader(interaction);
        ctx.log.info({ at: ctx.now() }, 'probe');
        // @ts-expect-error: `hosting` is the provider part's, which this command did not name
        await ctx.hosting.getServer('1');
        // @ts-expect-error: `audit` is the control part's, which this command did not name
        await ctx.audit.record({});
      },
    };
    const helper = (ctx: ContextOf<'doctor'>) => [
      ctx.doctor,
      // @ts-expect-error: a helper typed with one part sees no other
      ctx.boards,
    ];
    // A command that names fewer parts still goes into the router's list of every command.
    const all: readonly Command[] = [...commands, probe];
    expect(typeof helper).toBe('function');
    expect(all.map((c) => c.data.name)).toContain('probe');
  });
});
