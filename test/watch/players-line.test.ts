import { describe, expect, it } from 'vitest';
import type { GameStatus } from '../../src/game-query/status.js';
import { t } from '../../src/i18n/catalogue.js';
import { createPlayersLine, PLAYERS_EDIT_MS } from '../../src/watch/players-line.js';

const SERVER = 'aaaaaaaa-0000-4000-8000-000000000001';

describe('the players line boards show', () => {
  it('holds a moving count back for every board alike, each written in its own guild’s language', () => {
    let clock = 0;
    let status = { state: 'answering', answeredAt: 0, answer: { online: 3, max: 20 } } as GameStatus;
    const line = createPlayersLine({ status: () => status, state: () => 'up', now: () => clock });
    expect(line(SERVER, 'en-US')).toBe('👥 3/20');
    // Another guild's board, same refresh: the same figures in its language, not an English text kept.
    const silentAt = 1_893_456_000_000;
    status = { state: 'not-answering', answeredAt: silentAt, answer: null } as GameStatus;
    expect(line(SERVER, 'de')).toBe(t('de', 'boards.gameSilent', { since: `<t:${silentAt / 1000}:R>` }));
    expect(line(SERVER, 'fr')).toBe(t('fr', 'boards.gameSilent', { since: `<t:${silentAt / 1000}:R>` }));
    // A count that moves within a minute waits, in every language.
    status = { state: 'answering', answeredAt: 1, answer: { online: 1000, max: 2000 } } as GameStatus;
    expect(line(SERVER, 'de')).toBe('👥 1.000/2.000');
    status = { state: 'answering', answeredAt: 2, answer: { online: 1001, max: 2000 } } as GameStatus;
    expect(line(SERVER, 'en-US')).toBe('👥 1,000/2,000');
    clock += PLAYERS_EDIT_MS;
    expect(line(SERVER, 'fr')).toBe(t('fr', 'boards.players', { online: 1001, max: 2000 }));
  });
});
