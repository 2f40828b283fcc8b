import { pagedServerList } from '../src/discord/paged-list.js';
import { renderActivity } from '../src/discord/render/activity.js';

/** `/activity [server]`: the newest activity entries, with Older/Newer through the provider's cursors. */
export const activity = pagedServerList({
  name: 'activity',
  description: "A game server's recent activity: power, backups, crashes and more",
  scopes: ['servers:read'],
  fetch: (hosting, serverId, options) => hosting.listActivity(serverId, options),
  render: ({ serverName, items, page }, locale) =>
    renderActivity({ serverName, entries: items, page }, locale),
});
