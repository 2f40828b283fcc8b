import { describe, expect, it } from 'vitest';
import { code, literal, truncate } from '../../src/text/literal.js';

describe('literal', () => {
  it('escapes markdown and defuses mentions', () => {
    const out = literal('**bold** @everyone <@&123456789012345678> `x`', 200);
    expect(out).toContain('\\*\\*bold\\*\\*');
    expect(out).not.toContain('@everyone');
    expect(out).not.toMatch(/<@&\d+>/);
    expect(out.replaceAll('\u200b', '').replaceAll('\\', '')).toBe(
      '**bold** @everyone <@&123456789012345678> `x`',
    );
  });

  it('replaces control characters and caps the length', () => {
    expect(literal('a\nb\u0000c\u009fd', 100)).toBe('a b c d');
    const long = literal('x'.repeat(5000), 256);
    expect(long).toHaveLength(256);
    expect(long.endsWith('…')).toBe(true);
  });

  it('cuts huge text to the limit, marked with …, escapes counted', () => {
    const out = literal(`**bold** ${'y'.repeat(200_000)}`, 256);
    expect(out).toHaveLength(256);
    expect(out.startsWith('\\*\\*bold\\*\\* yyy')).toBe(true);
    expect(out.endsWith('…')).toBe(true);
    expect(literal('x'.repeat(101), 100)).toBe(`${'x'.repeat(99)}…`);
    expect(literal('x'.repeat(100), 100)).toBe('x'.repeat(100));
  });

  it('never ends a cut inside an escape or a surrogate pair', () => {
    expect(truncate('ab\\*cd', 4)).toBe('ab…');
    expect(truncate('a😀bc', 3)).toBe('a…');
  });
});

describe('code', () => {
  it('puts addresses in inline code without backticks', () => {
    expect(code('play.example.com:25565')).toBe('`play.example.com:25565`');
    expect(code('a`b')).toBe('`ab`');
    expect(code('``')).toBe('—');
  });
});
