import { ALERT_FILTERS, type FilterLists, type FilterSubject } from '../../alert-filters.js';
import type { AlertFilters } from '../../db/links.js';
import { normalizeValue } from '../../db/seen-values.js';
import { type Text, text } from '../../i18n/catalogue.js';
import { hasControlCharacters } from '../../outside-text.js';

const included = (list: readonly string[], value: string) =>
  list.length === 0 || list.some((v) => normalizeValue(v) === normalizeValue(value));

/** Every list of the link includes the entry's value; an empty list includes everything. */
export function matchesFilters(filters: FilterLists, entry: FilterSubject): boolean {
  return ALERT_FILTERS.every((filter) => included(filters[filter.list], entry[filter.kind]));
}

/** The role to mention for this entry: the link's role when its severities include the entry's (empty = all). */
export function mentionRoleFor(
  filters: Pick<AlertFilters, 'mentionRoleId' | 'mentionSeverities'>,
  entry: Pick<FilterSubject, 'severity'>,
): string | null {
  if (!filters.mentionRoleId) return null;
  return included(filters.mentionSeverities, entry.severity) ? filters.mentionRoleId : null;
}

/** Words that clear a list (meaning "all"). */
const ALL = new Set(['all', '*', 'any']);
export const MAX_FILTER_VALUES = 25;
const MAX_VALUE_LENGTH = 100;

/**
 * A comma-separated list typed by a member, as stored: trimmed, lower-case, without repeats;
 * `all` alone clears the list. An error sentence (for the member's language) when it cannot be stored.
 */
export function parseValueList(input: string): { values: string[] } | { error: Text } {
  const items = input
    .split(',')
    .map(normalizeValue)
    .filter((v) => v !== '');
  if (items.length === 0 || (items.length === 1 && ALL.has(items[0]!))) return { values: [] };
  if (items.some((v) => ALL.has(v))) return { error: text('alerts.list.allCombined') };
  const values = [...new Set(items)];
  if (values.length > MAX_FILTER_VALUES)
    return { error: text('alerts.list.tooMany', { max: MAX_FILTER_VALUES }) };
  if (values.some((v) => v.length > MAX_VALUE_LENGTH)) {
    return { error: text('alerts.list.tooLong', { max: MAX_VALUE_LENGTH }) };
  }
  if (values.some(hasControlCharacters)) {
    return { error: text('alerts.list.controlCharacters') };
  }
  return { values };
}

/** Autocomplete choices are at most 100 characters, at most 25 of them. */
const CHOICE_MAX = 100;
const CHOICES_MAX = 25;

/**
 * Autocomplete for a comma-separated list: keeps what was typed before the last comma and offers
 * the seen values that contain the last item (not yet in the list). `all` is offered on an empty list.
 */
export function completeValueList(
  typed: string,
  seen: readonly string[],
): Array<{ name: string; value: string }> {
  const parts = typed.split(',');
  const last = normalizeValue(parts.pop() ?? '');
  const before = parts.map(normalizeValue).filter((v) => v !== '');
  const head = before.length > 0 ? `${before.join(', ')}, ` : '';
  const taken = new Set(before);
  const offers = seen.filter((v) => !taken.has(v) && v.includes(last)).map((v) => head + v);
  if (before.length === 0 && 'all'.startsWith(last)) offers.unshift('all');
  return offers
    .filter((v) => v.length <= CHOICE_MAX)
    .slice(0, CHOICES_MAX)
    .map((v) => ({ name: v, value: v }));
}
