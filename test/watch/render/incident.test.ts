import { describe, expect, it } from 'vitest';
import type { Incident } from '../../../src/db/incidents.js';
import { t } from '../../../src/i18n/catalogue.js';
import { LOCALES } from '../../../src/i18n/locale.js';
import { renderIncidentAlert } from '../../../src/watch/render/incident.js';
import { validateMessage } from '../../support/fake-discord/limits.js';

const NOW = Date.UTC(2030, 0, 1);
const customId = (...parts: string[]) => parts.join(':');

/** The longest incident: a name and an activity full of characters escaping doubles, acknowledged, 99,999 days. */
function incident(kind: string, closed: boolean): Incident {
  return {
    id: 1,
    serverId: 'aaaaaaaa-0000-4000-8000-000000000001',
    kind,
    downSince: NOW - 99_999 * 86_400_000,
    openedAt: NOW,
    closedAt: closed ? NOW : null,
    durationMs: closed ? 99_999 * 86_400_000 : null,
    serverName: null,
    lastActivityTitle: '*_'.repeat(1000),
    acknowledgedBy: '300000000000000003',
    acknowledgedAt: NOW,
  };
}

describe('incident messages', () => {
  it('in every language, at their longest: within Discord’s limits, every part in that language', () => {
    for (const locale of LOCALES) {
      for (const kind of ['incident', 'unresponsive']) {
        for (const closed of [false, true]) {
          const body = renderIncidentAlert({
            incident: incident(kind, closed),
            serverName: '*_@'.repeat(200),
            mentionRoleId: '400000000000000004',
            controls: { makeId: customId, restartUnderway: false },
            locale,
          });
          expect(validateMessage(body as never), `${locale} ${kind} ${closed}`).toEqual([]);
          const [embed] = body.embeds;
          expect(embed!.fields?.at(-1)?.name).toBe(t(locale, 'boards.onIt'));
          if (kind === 'incident') expect(embed!.fields?.[0]?.name).toBe(t(locale, 'boards.lastActivity'));
        }
      }
    }
  });
});
