import type { MessageKey } from './i18n/catalogue.js';

/**
 * The alert filters, each declared once: a list on every link that an activity entry's field must
 * be in (empty = all), set with `/alerts filter`. Everything else reads this table: the links'
 * filter type, matching in the dispatcher and for incidents, the values seen in events, the
 * command's options and autocomplete, what `/links`, `/alerts show`, the test alert and the doctor
 * say. A new filter is an entry here, its texts in the catalogues (src/i18n/locales), and its
 * column on `links` (src/db/schema.ts and its migrations): the compiler asks for
 * the rest. Declared in this order everywhere they are listed.
 */
export const ALERT_FILTERS = [
  {
    kind: 'category',
    list: 'categories',
    description: 'Categories to include, e.g. power, backup (`all` = every one)',
    labels: {
      links: 'links.filterCategories',
      test: 'alerts.test.filterCategories',
      values: 'alerts.show.seenCategories',
    },
    incidents: { down: 'incident', unresponsive: 'incident' },
  },
  {
    kind: 'type',
    list: 'types',
    description: 'Types to include (`all` = every one)',
    labels: { links: 'links.filterTypes', test: 'alerts.test.filterTypes', values: 'alerts.show.seenTypes' },
    incidents: { down: 'server.down', unresponsive: 'server.unresponsive' },
  },
  {
    kind: 'severity',
    list: 'severities',
    description: 'Severities to include, e.g. error, critical (`all` = every one)',
    labels: {
      links: 'links.filterSeverities',
      test: 'alerts.test.filterSeverities',
      values: 'alerts.show.seenSeverities',
    },
    incidents: { down: 'error', unresponsive: 'error' },
  },
] as const satisfies readonly AlertFilterDeclaration[];

interface AlertFilterDeclaration {
  /**
   * The activity entry's field it looks at (spec, Activity entry: a free string), and the key of
   * the values seen in events (src/db/seen-values.ts).
   */
  kind: string;
  /** The link's column holding the list (src/db/schema.ts), and the `/alerts filter` option setting it. */
  list: string;
  /** The option's description (English; translated in each language's `commands.json`). */
  description: string;
  labels: {
    /** `/links`: the list, as `categories {list}`. */
    links: MessageKey;
    /** The test alert: the list, as `categories {values}`. */
    test: MessageKey;
    /** `/alerts`: a link's list and the values seen, as `Categories: {values}`. */
    values: MessageKey;
  };
  /**
   * What hostcord's own incident alerts are to this filter (src/watch/incidents.ts): a down server
   * and a game that stopped answering. Both are errors of category `incident`, each with its own
   * type, so a channel can take one and not the other.
   */
  incidents: Record<IncidentAlertKind, string>;
}

/** The incidents hostcord alerts of itself: a server down, a game not answering while it runs. */
type IncidentAlertKind = 'down' | 'unresponsive';

type AlertFilter = (typeof ALERT_FILTERS)[number];
/** An activity entry's field that a filter looks at: `category`, `type`, `severity`. */
export type FilterKind = AlertFilter['kind'];
/** A link's filter list (column and option): `categories`, `types`, `severities`. */
export type FilterList = AlertFilter['list'];

export const FILTER_KINDS: readonly FilterKind[] = ALERT_FILTERS.map((filter) => filter.kind);

/** What filters look at in an activity entry (spec, Activity entry: free strings). */
export type FilterSubject = Record<FilterKind, string>;

/** A link's filter lists: values to include, lower-case (empty = all). */
export type FilterLists = Record<FilterList, string[]>;

/** What an incident alert of this kind is to every filter. */
export function incidentSubject(incident: IncidentAlertKind): FilterSubject {
  return Object.fromEntries(
    ALERT_FILTERS.map((filter) => [filter.kind, filter.incidents[incident]]),
  ) as FilterSubject;
}

/** One value per kind, each made by `make` (seen values, their union). */
export function perKind<T>(make: (kind: FilterKind) => T): Record<FilterKind, T> {
  return Object.fromEntries(FILTER_KINDS.map((kind) => [kind, make(kind)])) as Record<FilterKind, T>;
}
