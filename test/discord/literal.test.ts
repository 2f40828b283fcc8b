import { describe, expect, it } from 'vitest';
import { activityLine } from '../../src/discord/render/activity.js';
import { backupLine } from '../../src/discord/render/backups.js';
import { deploymentLines } from '../../src/discord/render/deployments.js';
import { renderStatus } from '../../src/discord/render/status.js';
import { renderAlertMessage } from '../../src/pipeline/5-send/render/message.js';
import { literal } from '../../src/text/literal.js';
import { activity, NOW } from '../pipeline/support/alerts.js';

const Z = '\u200b';

/**
 * Every markdown and mention feature Discord renders in messages and embeds, as outside text would
 * carry it, and what hostcord must show instead: the same characters, none of them active. An
 * escaped character (`\x`) shows as `x`; a URL in `<…>` is a plain link without a preview.
 */
const TABLE: Array<[feature: string, input: string, shown: string]> = [
  ['bold', '**free**', '\\*\\*free\\*\\*'],
  ['italic (asterisk)', '*free*', '\\*free\\*'],
  ['italic (underscore)', '_free_', '\\_free\\_'],
  ['underline', '__free__', '\\_\\_free\\_\\_'],
  ['strikethrough', '~~gone~~', '\\~\\~gone\\~\\~'],
  ['spoiler', '||secret||', '\\|\\|secret\\|\\|'],
  ['inline code', '`rm -rf`', '\\`rm -rf\\`'],
  ['code block', '```js x```', '\\`\\`\\`js x\\`\\`\\`'],
  ['escape character', 'a\\*b', 'a\\\\\\*b'],
  [
    'masked link',
    '[re-enter your panel password](https://evil.example/login)',
    '\\[re-enter your panel password\\](<https://evil.example/login>)',
  ],
  ['masked link with <url>', '[x](<https://evil.example>)', `\\[x\\](<${Z}<https://evil.example>>)`],
  ['heading 1', '# Server wiped', '\\# Server wiped'],
  ['heading 2', '## h', '\\## h'],
  ['heading 3', '### h', '\\### h'],
  ['heading after spaces', '  # h', '  \\# h'],
  ['subtext', '-# small print', '\\-# small print'],
  ['bulleted list (dash)', '- item', '\\- item'],
  ['bulleted list (asterisk)', '* item', '\\* item'],
  ['bulleted list (plus)', '+ item', '\\+ item'],
  ['numbered list', '1. first', '1\\. first'],
  ['numbered list, long number', '42. answer', '42\\. answer'],
  ['block quote', '> quoted', '\\> quoted'],
  ['multi-line block quote', '>>> quoted', '\\>>> quoted'],
  ['@everyone', '@everyone', `@${Z}everyone`],
  ['@here', '@here', `@${Z}here`],
  ['user mention', '<@123456789012345678>', `<${Z}@${Z}123456789012345678>`],
  ['role mention', '<@&123456789012345678>', `<${Z}@${Z}&123456789012345678>`],
  ['channel mention', '<#123456789012345678>', `<${Z}#123456789012345678>`],
  ['slash command mention', '</restart:123456789012345678>', `<${Z}/restart:123456789012345678>`],
  ['timestamp', '<t:0:R>', `<${Z}t:0:R>`],
  ['custom emoji', '<:pog:123456789012345678>', `<${Z}:pog:123456789012345678>`],
  ['bare URL', 'see https://evil.example/a_b*c', 'see <https://evil.example/a_b*c>'],
  ['URL before punctuation', 'https://evil.example/x.', '<https://evil.example/x>.'],
  ['URL in parentheses', '(https://evil.example/x)', '(<https://evil.example/x>)'],
  ['invite without scheme', 'join discord.gg/abc', `join discord${Z}.gg/abc`],
  ['invite link', 'https://discord.gg/abc', '<https://discord.gg/abc>'],
  ['invite on discord.com', 'discord.com/invite/abc', `discord${Z}.com/invite/abc`],
  ['dash inside a name', 'eu-west-1 #2', 'eu-west-1 #2'],
  ['plain text', 'Survival SMP', 'Survival SMP'],
];

describe('literal: outside text shows as typed, and nothing in it is active', () => {
  it.each(TABLE)('%s', (_feature, input, shown) => {
    expect(literal(input, 500)).toBe(shown);
  });

  it('turns line breaks into spaces, so a marker can only stand at the start', () => {
    expect(literal('ok\n# not a heading\n> nor a quote', 500)).toBe('ok # not a heading > nor a quote');
  });

  it('drops direction overrides and isolates, which would reorder what is shown after them', () => {
    expect(literal('Survival \u202Edetratser\u202C ok', 500)).toBe('Survival detratser ok');
    expect(literal('a\u2066b\u2067c\u2068d\u2069e\u202Af\u202Bg\u202Dh', 500)).toBe('abcdefgh');
  });

  it('never cuts inside an escape, a URL or a surrogate pair', () => {
    expect(literal('ab*cd', 4)).toBe('ab…');
    expect(literal('x https://evil.example/a/very/long/path', 20)).toBe('x …');
    expect(literal('a😀bc', 3)).toBe('a…');
    expect(literal('x'.repeat(101), 100)).toBe(`${'x'.repeat(99)}…`);
  });

  it('stays linear: 200,000 characters of markup, cut to the limit', () => {
    // No time is measured; the cut happens before escaping, so the work is bounded by `max`.
    const out = literal(`**bold** ${'[x](https://e.example) _'.repeat(10_000)}`, 256);
    expect(out).toHaveLength(256);
    expect(out.startsWith('\\*\\*bold\\*\\* \\[x\\](<https://e.example>)')).toBe(true);
    expect(out.endsWith('…')).toBe(true);
  });
});

/** Hostile outside text: a phishing masked link, a heading and a ping. */
const HOSTILE = '# [re-enter your panel password](https://evil.example/login) @everyone';

/** Every string in a message body, one per line. */
function strings(value: unknown): string {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(strings).join('\n');
  if (value && typeof value === 'object') return Object.values(value).map(strings).join('\n');
  return '';
}

/** Markdown that would still be active in `text` (as Discord reads it), by feature. */
function activeMarkup(text: string): string[] {
  const found: string[] = [];
  if (/(^|[^\\])\[[^\]]*\]\(/.test(text)) found.push('masked link');
  if (/(^|\n)\s*(#{1,3}|-#) /.test(text)) found.push('heading');
  if (/@everyone/.test(text)) found.push('mention');
  if (/(^|[^<])https:\/\//.test(text)) found.push('URL with preview');
  return found;
}

describe('every surface that shows outside text goes through literal', () => {
  const entry = { title: HOSTILE, category: HOSTILE, type: HOSTILE, source: HOSTILE, severity: HOSTILE };
  const surfaces: Array<[string, () => string]> = [
    ['one alert', () => strings(renderAlertMessage([activity(entry)], { now: NOW }).body)],
    [
      'digest',
      () => {
        const alerts = Array.from({ length: 12 }, () => activity(entry, { serverName: HOSTILE }));
        const { body } = renderAlertMessage(alerts, { now: NOW });
        return body.embeds.map((e) => `${e.title}\n${e.description}`).join('\n');
      },
    ],
    ['/activity', () => activityLine({ ...activity(entry).event.data, createdAt: HOSTILE } as never)],
    [
      '/deployments',
      () => deploymentLines({ status: HOSTILE, phase: HOSTILE, errorMessage: HOSTILE }).join('\n'),
    ],
    ['/backup list', () => backupLine({ isLocked: true, name: HOSTILE, createdAt: HOSTILE })],
    [
      '/status',
      () =>
        strings(
          renderStatus({
            refreshId: 'refresh-id',
            server: {
              id: 'x',
              name: HOSTILE,
              status: HOSTILE,
              powerState: HOSTILE,
              game: { name: HOSTILE, variant: HOSTILE, version: HOSTILE },
              memoryMb: 1,
              cpuPercent: 1,
              diskMb: 1,
              location: HOSTILE,
              address: null,
              isOwner: false,
              createdAt: HOSTILE,
            },
            resources: undefined,
            resourcesMissing: HOSTILE,
          }),
        ),
    ],
  ];
  it.each(surfaces)('%s', (_surface, render) => {
    const shown = render();
    expect(shown).toContain('re-enter your panel password');
    expect(activeMarkup(shown)).toEqual([]);
  });
});
