/**
 * `npm run keys:rotate`: makes a new key for the MAC of component custom ids (buttons, menus) the
 * current one. Ids signed with the key it replaces keep working for 24 h; running instances read the
 * new key within a minute (src/app.ts). The key itself is never printed.
 */
import { ConfigError, loadConfig } from '../src/config.js';
import { createLogger } from '../src/logger.js';
import { openStore } from '../src/store/open.js';

try {
  const config = loadConfig();
  const store = await openStore(config, { log: createLogger({ level: 'silent' }) });
  try {
    const ring = await store.repositories.componentKeys.rotate(Date.now());
    const until = ring.previous ? new Date(ring.previous.validUntil).toISOString() : 'now';
    process.stdout.write(
      `A new component key is current. Buttons made before keep working until ${until}; running instances use the new key within a minute.\n`,
    );
  } finally {
    await store.close();
  }
} catch (err) {
  if (!(err instanceof ConfigError)) throw err;
  process.stdout.write(`${err.problems.map((p) => `error   configuration: ${p}`).join('\n')}\n`);
  process.exit(1);
}
