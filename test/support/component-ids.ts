import { randomBytes } from 'node:crypto';
import { type ComponentIds, createComponentIds } from '../../src/discord/component-id.js';

/** Signed custom ids with a fresh random key, for renderers and handlers tested without an app. */
export function testComponentIds(now?: () => number): ComponentIds {
  return createComponentIds({ current: randomBytes(32) }, now);
}
