import { type HostingEvent, hostingEventSchema } from '../../hosting/index.js';

/**
 * An event as the inbox stored it (`raw`, the JSON as received), read back with the schema that
 * admitted it. Undefined when it no longer parses (stored by an older version) or is gone (`null`:
 * the inbox row was pruned); callers log or park it, never throw.
 */
export function parseStoredEvent(raw: string | null): HostingEvent | undefined {
  if (raw === null) return undefined;
  try {
    const parsed = hostingEventSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
