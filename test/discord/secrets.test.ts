import { describe, expect, it } from 'vitest';
import { BOT_TOKEN, useWorld } from '../support/bot-world.js';
import { controlWorld } from '../support/control-world.js';
import { answer, settled, textOf } from '../support/interactions.js';

const startWorld = useWorld();

// The provider echoes the token JSON-escaped: the raw text holds `zhb\u005f…`, the decoded value
// holds the token itself.
const ESCAPED = `zhb\\u005f${BOT_TOKEN.slice(4)}`;
const TAIL = BOT_TOKEN.slice(4);

describe('a token the provider echoes encoded reaches no reply and no audit row', () => {
  it('a public /status whose live usage failed', async () => {
    const w = await controlWorld(startWorld);
    w.sim.fault({
      path: `/servers/${w.serverId}/resources`,
      status: 400,
      rawBody: `{"code":"VALIDATION_ERROR","message":"m","requestId":"r-${ESCAPED}","errors":{"token":["got ${ESCAPED}"]}}`,
    });
    const { text } = await answer(w.command({ name: 'status' }));
    expect(text).toMatch(/Not available/);
    expect(text).toContain('redacted');
    expect(text).not.toContain(TAIL);
  });

  it('a power action the provider refused', async () => {
    const w = await controlWorld(startWorld);
    w.sim.fault({
      path: `/servers/${w.serverId}/power`,
      status: 409,
      rawBody: `{"code":"X_${ESCAPED}","message":"m","requestId":"r-${ESCAPED}"}`,
    });
    const ix = w.command({ name: 'power', options: { action: 'start' } });
    const refused = await settled(w.fake, ix, /busy with something/);
    expect(textOf(refused)).not.toContain(TAIL);
    const rows = await w.audit.forServer(w.serverId);
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(TAIL);
    expect(rows[0]).toMatchObject({ errorCode: 'X_[redacted]', requestId: 'r-[redacted]' });
  });
});
