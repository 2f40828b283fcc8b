import { type Command, scopesOf } from '../src/discord/command.js';
import { activity } from './activity.js';
import { alerts } from './alerts.js';
import { backup } from './backup.js';
import { board } from './board.js';
import { consoleCommand } from './console.js';
import { deployments } from './deployments.js';
import { doctor } from './doctor.js';
import { gamequery } from './gamequery.js';
import { history } from './history.js';
import { language } from './language.js';
import { link } from './link.js';
import { links } from './links.js';
import { players } from './players.js';
import { power } from './power.js';
import { restart } from './restart.js';
import { say } from './say.js';
import { schedule } from './schedule.js';
import { servers } from './servers.js';
import { share } from './share.js';
import { status } from './status.js';
import { unlink } from './unlink.js';
import { unshare } from './unshare.js';

/** Every slash command, listed explicitly: what is here is what gets registered. */
export const commands: readonly Command[] = [
  status,
  players,
  history,
  servers,
  link,
  unlink,
  links,
  share,
  unshare,
  alerts,
  board,
  doctor,
  gamequery,
  restart,
  schedule,
  power,
  backup,
  say,
  consoleCommand,
  activity,
  deployments,
  language,
];

/** Every provider scope some command needs. */
export const requiredScopes: readonly string[] = scopesOf(commands);
