import { pagedServerList } from '../src/discord/paged-list.js';
import { renderDeployments } from '../src/discord/render/deployments.js';

/** `/deployments [server]`: the git deployment history, with Older/Newer. */
export const deployments = pagedServerList({
  name: 'deployments',
  description: "A game server's git deployments: status, phase and errors",
  scopes: ['git:read'],
  fetch: (hosting, serverId, options) => hosting.listDeployments(serverId, options),
  render: ({ serverName, items, page }, locale) =>
    renderDeployments({ serverName, deployments: items, page }, locale),
});
