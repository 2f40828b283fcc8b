import { z } from 'zod';

// Every object is loose: "Within version 1 only fields and values are added. Clients ignore fields and
// values they do not know" (spec, Versioning). Values whose allowed set is "not shown" stay free strings.

const id = z.string();
const timestamp = z.string();
const int32 = z.int();
// int64 fields may exceed 2^53 in theory; z.int() would reject those, so accept any number.
const int64 = z.number();

export const serverSchema = z.looseObject({
  id,
  name: z.string(),
  status: z.string(),
  powerState: z.string().nullable(),
  game: z.looseObject({ name: z.string(), variant: z.string(), version: z.string().nullable() }),
  memoryMb: int32,
  cpuPercent: int32,
  diskMb: int32,
  location: z.string().nullable(),
  address: z.string().nullable(),
  isOwner: z.boolean(),
  createdAt: timestamp,
});

export const activityEntrySchema = z.looseObject({
  id,
  serverId: id,
  category: z.string(),
  type: z.string(),
  severity: z.string(),
  source: z.string(),
  title: z.string(),
  createdAt: timestamp,
});

export const resourcesSchema = z.looseObject({
  state: z.string(),
  isSuspended: z.boolean(),
  memoryBytes: int64,
  cpu: z.number(),
  diskBytes: int64,
  networkRxBytes: int64,
  networkTxBytes: int64,
  uptimeMs: int64,
});

export const installationSchema = z.looseObject({
  id,
  serverId: id,
  grantedScopes: z.array(z.string()),
  eventTypes: z.array(z.string()),
  status: z.string(),
  createdAt: timestamp,
});

export const pingDataSchema = z.looseObject({ botId: id, message: z.string() });

// Spec "Records without a full field list": only `isLocked` of a backup is published.
export const backupSchema = z.looseObject({ isLocked: z.boolean().optional() });
// Field names of a deployment ("a status, a phase and an error message") are not published.
export const deploymentSchema = z.looseObject({});
// Identity record: "field names and types not shown".
export const identitySchema = z.looseObject({});

export const powerAcceptedSchema = z.looseObject({
  signal: z.string(),
  jobId: id.nullable(),
  deduped: z.boolean(),
});

export const commandAcceptedSchema = z.looseObject({ status: z.string() });

const knownEventData = {
  'server.activity': activityEntrySchema,
  'installation.created': installationSchema,
  'installation.deleted': installationSchema,
  ping: pingDataSchema,
} as const;

type KnownEventType = keyof typeof knownEventData;

function isKnownEventType(type: string): type is KnownEventType {
  return Object.hasOwn(knownEventData, type);
}

/** The spec's Event envelope (Resources → Event), common to feed items and webhook bodies. */
export const eventEnvelopeSchema = z.looseObject({
  id: z.string().min(1).max(200),
  type: z.string().min(1).max(200),
  serverId: z.string().min(1).max(200).nullable(),
  createdAt: z.string().refine((v) => Number.isFinite(Date.parse(v)), 'not a date-time'),
  // Any JSON object, checked without copying it: a known type's schema below copies what it keeps.
  data: z.custom<Record<string, unknown>>(
    (value) => typeof value === 'object' && value !== null && !Array.isArray(value),
    'expected an object',
  ),
});

// `data` is checked against the schema of its known type; an event type added later within v1 keeps
// `data` as a plain record instead of breaking the feed (spec, Versioning).
export const hostingEventSchema = eventEnvelopeSchema.transform((event, ctx): HostingEvent => {
  if (!isKnownEventType(event.type)) return event;
  const parsed = knownEventData[event.type].safeParse(event.data);
  if (parsed.success) return { ...event, data: parsed.data } as KnownHostingEvent;
  for (const issue of parsed.error.issues) {
    ctx.addIssue({ code: 'custom', message: issue.message, path: ['data', ...issue.path] });
  }
  return z.NEVER;
});

interface EventEnvelope {
  id: string;
  serverId: string | null;
  createdAt: string;
  [field: string]: unknown;
}

/**
 * An event of a published type, one member per type (`knownEventData` declares them): a type added
 * there fails to compile wherever events are handled per type until it is handled there too.
 */
export type KnownHostingEvent = {
  [T in KnownEventType]: EventEnvelope & { type: T; data: z.infer<(typeof knownEventData)[T]> };
}[KnownEventType];

export type UnknownHostingEvent = EventEnvelope & { type: string; data: Record<string, unknown> };

export type HostingEvent = KnownHostingEvent | UnknownHostingEvent;

/**
 * Narrows an event to the published types, after which `event.type` narrows `data`. TypeScript
 * cannot express "any string but these four", so the union alone does not narrow.
 */
export function isKnownEvent(event: HostingEvent): event is KnownHostingEvent {
  return isKnownEventType(event.type);
}

export function pageSchema<T extends z.ZodType>(item: T) {
  return z.looseObject({ data: z.array(item), nextCursor: z.string().nullable() });
}

// Spec, endpoint 8: the backups page has no cursor but "also carries `limit`".
export const backupPageSchema = z.looseObject({
  data: z.array(backupSchema),
  nextCursor: z.string().nullable(),
  limit: int32.optional(),
});

export const errorBodySchema = z.looseObject({
  code: z.string(),
  message: z.string(),
  requestId: z.string().optional(),
  errors: z.record(z.string(), z.unknown()).optional(),
  scope: z.string().optional(),
});

export type Server = z.infer<typeof serverSchema>;
export type ActivityEntry = z.infer<typeof activityEntrySchema>;
export type Resources = z.infer<typeof resourcesSchema>;
export type Installation = z.infer<typeof installationSchema>;
export type PingData = z.infer<typeof pingDataSchema>;
export type Backup = z.infer<typeof backupSchema>;
export type Deployment = z.infer<typeof deploymentSchema>;
export type Identity = z.infer<typeof identitySchema>;
export type PowerAccepted = z.infer<typeof powerAcceptedSchema>;
export type CommandAccepted = z.infer<typeof commandAcceptedSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;

export interface Page<T> {
  data: T[];
  nextCursor: string | null;
}

/** Items are checked one by one (see the client's `events`), so the page itself only needs a list. */
export const feedPageSchema = z.looseObject({
  data: z.array(z.unknown()),
  nextCursor: z.string().nullable(),
});

/** A feed item that does not match the Event shape: left out of the page, reported instead. */
export interface SkippedEvent {
  id: string | undefined;
  issues: string[];
}

export interface FeedPage extends Page<HostingEvent> {
  skipped: SkippedEvent[];
}

export interface BackupPage extends Page<Backup> {
  limit?: number | undefined;
}
