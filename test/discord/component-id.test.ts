import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { CUSTOM_ID_MAX, createComponentIds } from '../../src/discord/component-id.js';

const GUILD = '123456789012345678';
const OTHER_GUILD = '223456789012345678';
const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('signed component custom ids', () => {
  const key = randomBytes(32);
  const ids = createComponentIds({ current: key });

  it('read back what they were made of, a UUID packed into 23 characters', () => {
    const id = ids.make(GUILD, 'status', 'refresh', UUID);
    expect(id).not.toContain(UUID);
    expect(id.length).toBeLessThanOrEqual(CUSTOM_ID_MAX);
    expect(ids.read(GUILD, id)).toEqual({ kind: 'ok', command: 'status', args: ['refresh', UUID] });
    // Only lower-case UUIDs are packed, so what is read back is exactly what was given.
    const upper = ids.make(GUILD, 'x', UUID.toUpperCase(), '', '7');
    expect(ids.read(GUILD, upper)).toEqual({ kind: 'ok', command: 'x', args: [UUID.toUpperCase(), '', '7'] });
  });

  it('refuse an altered argument, another guild, a cut or reused MAC, and are not readable in DMs', () => {
    const id = ids.make(GUILD, 'status', 'refresh', UUID);
    const other = ids.make(GUILD, 'status', 'refresh', '0f8fad5b-d9cb-469f-a165-70867728950f');
    const macOf = (customId: string) => customId.slice(0, customId.indexOf(':'));
    const bodyOf = (customId: string) => customId.slice(customId.indexOf(':'));
    const last = id.at(-1) === 'A' ? 'B' : 'A';
    for (const forged of [
      `${id.slice(0, -1)}${last}`,
      `${macOf(id).slice(0, -1)}${bodyOf(id)}`,
      `${macOf(id)}${bodyOf(other)}`,
      `${id}:extra`,
      '~',
      '~:status',
    ]) {
      expect(ids.read(GUILD, forged), forged).toEqual({ kind: 'forged' });
    }
    expect(ids.read(OTHER_GUILD, id)).toEqual({ kind: 'forged' });
    expect(ids.read(null, id)).toEqual({ kind: 'forged' });
    expect(createComponentIds({ current: randomBytes(32) }).read(GUILD, id)).toEqual({ kind: 'forged' });
  });

  it('call ids made before signing unsigned', () => {
    expect(ids.read(GUILD, `status:refresh:${UUID}`)).toEqual({ kind: 'unsigned' });
    expect(ids.read(GUILD, 'board:manage:0')).toEqual({ kind: 'unsigned' });
  });

  it('refuse to make an id that would not fit or not read back', () => {
    expect(() => ids.make(GUILD, 'a', 'b:c')).toThrow();
    expect(() => ids.make(GUILD, 'a', '*b')).toThrow();
    expect(() => ids.make(GUILD, 'a', 'x'.repeat(90))).toThrow(/does not fit/);
  });

  it('verify with the previous key until it expires; the key is nowhere in what they return', () => {
    let now = 1_000;
    const next = randomBytes(32);
    const old = ids.make(GUILD, 'status', 'refresh', UUID);
    const rotated = createComponentIds(
      { current: next, previous: { secret: key, validUntil: 2_000 } },
      () => now,
    );
    expect(rotated.read(GUILD, old)).toMatchObject({ kind: 'ok' });
    const fresh = rotated.make(GUILD, 'status', 'refresh', UUID);
    expect(fresh).not.toBe(old);
    now = 2_000;
    expect(rotated.read(GUILD, old)).toEqual({ kind: 'forged' });
    expect(rotated.read(GUILD, fresh)).toMatchObject({ kind: 'ok' });

    const shown = JSON.stringify({ rotated, fresh, read: rotated.read(GUILD, fresh) });
    for (const secret of [key, next]) {
      expect(shown).not.toContain(secret.toString('base64'));
      expect(shown).not.toContain(secret.toString('hex'));
    }
  });
});
