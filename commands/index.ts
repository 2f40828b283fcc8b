import type { Command } from '../src/discord/command.js';
import { link } from './link.js';
import { links } from './links.js';
import { servers } from './servers.js';
import { status } from './status.js';
import { unlink } from './unlink.js';

/** Every slash command, listed explicitly: what is here is what gets registered. */
export const commands: readonly Command[] = [status, servers, link, unlink, links];

/** Every provider scope some command needs. */
export const requiredScopes: readonly string[] = [...new Set(commands.flatMap((c) => c.scopes))].sort();
