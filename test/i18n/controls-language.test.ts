import { describe, expect, it } from 'vitest';
import type { MakeId } from '../../src/discord/component-id.js';
import {
  renderServerControls,
  renderServerPicker,
  unsilenceButton,
} from '../../src/discord/render/alert-controls.js';
import { t } from '../../src/i18n/catalogue.js';
import { LOCALES } from '../../src/i18n/locale.js';
import { renderSilenceSummary } from '../../src/pipeline/5-send/render/summary.js';
import { ADMIN } from '../support/bot-world.js';
import { activityEvent } from '../support/events.js';
import type { FakeMessage, Json } from '../support/fake-discord.js';
import { answer, expectNoRejections } from '../support/interactions.js';
import { useLanguageWorld } from '../support/language-world.js';
import { componentsOf } from '../watch/support/board-world.js';

const languageWorld = useLanguageWorld();
const makeId: MakeId = (...parts) => parts.join(':');
/** The provider's longest server name is 100 characters; a wide script makes the longest label. */
const LONGEST_NAME = 'Ж'.repeat(100);

const selectOf = (message: FakeMessage | { components: unknown[] }) =>
  componentsOf(message).find((c) => c.type === 3) as Json & { placeholder: string; options: Json[] };

describe('the controls in every language', () => {
  it('fit Discord: buttons ≤ 80, placeholders ≤ 150, options ≤ 100, Unsilence at the longest server name', () => {
    for (const locale of LOCALES) {
      const rows = [
        ...renderServerControls({ makeId, serverId: 's1', incident: { id: 1, open: true }, locale }),
        ...renderServerPicker(makeId, [{ id: 's1', name: LONGEST_NAME }], locale),
      ];
      const all = componentsOf({ components: rows });
      for (const b of all.filter((c) => c.type === 2))
        expect((b.label as string).length, `${locale} ${b.label}`).toBeLessThanOrEqual(80);
      for (const s of all.filter((c) => c.type === 3)) {
        expect((s.placeholder as string).length, locale).toBeLessThanOrEqual(150);
        for (const o of s.options as Json[])
          expect((o.label as string).length, locale).toBeLessThanOrEqual(100);
      }
      const unsilence = unsilenceButton(makeId, 7, LONGEST_NAME, locale) as { label: string };
      expect(unsilence.label.length, locale).toBeLessThanOrEqual(80);
      expect(unsilence.label).toContain('ЖЖЖ');
      expect(unsilenceButton(makeId, 7, 'Survival', locale)).toMatchObject({
        label: t(locale, 'controls.unsilenceServer', { server: 'Survival' }),
      });
      // The summary of a silence that held 10,000 alerts and an incident, in the guild's language.
      const summary = renderSilenceSummary(
        {
          alerts: [],
          incidents: [
            {
              kind: 'incident',
              serverId: 's1',
              serverName: LONGEST_NAME,
              downSince: 0,
              closedAt: 3_600_000,
              durationMs: 3_600_000,
            },
          ],
        },
        { from: 0, to: 7_200_000, now: 7_200_000, locale },
      );
      expect(summary.embeds[0]?.title?.length, locale).toBeLessThanOrEqual(256);
      expect(summary.embeds[0]?.title).toBe(
        t(locale, 'controls.summaryTitle', { count: 1, server: LONGEST_NAME }),
      );
    }
  });
});

describe('controls, end to end in the guild’s and the member’s language', () => {
  it('a French guild’s alert carries French controls, an English one English; a `de` member pressing Silence is answered in German', async () => {
    const { world, alpha, beta, alphaServer, betaServer } = await languageWorld();
    for (const serverId of [alphaServer, betaServer]) {
      const event = activityEvent(serverId, { title: `Crash of ${serverId}` });
      await world.app.inbox.store({ event, raw: JSON.stringify(event), source: 'webhook' });
    }
    world.app.events.notify();
    const alertIn = (channelId: string, serverId: string) =>
      world.fake.waitFor(
        () => world.fake.messagesIn(channelId).find((m) => m.embeds[0]?.title === `Crash of ${serverId}`),
        10_000,
        `the alert in ${channelId}`,
      );
    const [english, french] = await Promise.all([
      alertIn(alpha.alerts, alphaServer),
      alertIn(beta.alerts, betaServer),
    ]);
    const labels = (m: FakeMessage) =>
      componentsOf(m)
        .filter((c) => c.type === 2)
        .map((b) => b.label);
    const silenceLabels = (m: FakeMessage) => selectOf(m).options.map((o) => o.label);
    expect(labels(french)).toEqual([
      t('fr', 'controls.status'),
      t('fr', 'controls.history'),
      t('fr', 'controls.restart'),
    ]);
    expect(labels(french)).not.toEqual(labels(english));
    expect(selectOf(french).placeholder).toBe(t('fr', 'controls.silence'));
    expect(silenceLabels(french)).toContain(t('fr', 'controls.silenceForIncident'));
    expect(labels(english)).toEqual(['Status', 'History', 'Restart']);
    expect(selectOf(english).placeholder).toBe('Silence');

    // A German member silences the English guild's server: the answer is German, the alert stays.
    const silenced = await answer(
      world.fake.interact({
        type: 'select',
        guildId: alpha.id,
        channelId: alpha.alerts,
        customId: selectOf(english).custom_id as string,
        values: ['1h'],
        message: english,
        member: { permissions: ADMIN },
        locale: 'de',
      }),
    );
    const until = Number(/<t:(\d+):f>/.exec(silenced.text)?.[1]);
    expect(silenced.text).toBe(
      t('de', 'controls.silencedUntil', {
        server: 'Survival',
        channel: `<#${alpha.alerts}>`,
        until: `<t:${until}:f>`,
        relative: `<t:${until}:R>`,
        command: '/links',
      }),
    );
    expect(silenced.text).toContain('/verknüpfungen');
    expect(english.editedAt).toBeNull();
    expectNoRejections(world.fake);
  });
});
