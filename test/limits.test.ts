import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { limitAnswer } from '../src/discord/limit-answers.js';
import { type CooldownName, LIMITS, type LimitName, LimitReached } from '../src/limits.js';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
// From its heading to the next heading of its level or above.
const start = readme.indexOf('### Limits per community');
const rest = readme.slice(readme.indexOf('\n', start));
const section = rest.slice(0, rest.search(/^#{1,3} /m));

describe('README, "Limits per community"', () => {
  it('lists every limit with the answer members get', () => {
    for (const limit of Object.keys(LIMITS) as Array<LimitName | CooldownName>) {
      const text = limitAnswer(new LimitReached(limit, 2000));
      const listed = limit.endsWith('Ms') ? text.replace('Wait 2 seconds', 'Wait *n* seconds') : text;
      expect(section, limit).toContain(`| ${listed} |`);
    }
  });
});
