import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SimError } from './errors.js';
import { API_PREFIX, type RecordedRequest } from './types.js';

// Reading requests into RecordedRequest and writing spec-shaped answers. Every answer carries
// X-Request-Id; an error body repeats it as `requestId` (spec "Errors").

export async function readRequest(
  req: IncomingMessage,
  requestId: string,
  at: number,
): Promise<RecordedRequest & { bodyInvalid: boolean; inApi: boolean }> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const rawBody = Buffer.concat(chunks).toString('utf8');
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  const inApi = url.pathname.startsWith(`${API_PREFIX}/`);
  const path = inApi ? url.pathname.slice(API_PREFIX.length) : url.pathname;
  const { body, bodyInvalid } = parseJson(rawBody);
  return {
    requestId,
    method: (req.method ?? 'GET').toUpperCase(),
    path,
    query: Object.fromEntries(url.searchParams),
    headers: flatHeaders(req.headers),
    body,
    bodyInvalid,
    inApi,
    rawBody,
    status: 0,
    at,
  };
}

function parseJson(raw: string): { body: unknown; bodyInvalid: boolean } {
  if (raw.trim() === '') return { body: undefined, bodyInvalid: false };
  try {
    return { body: JSON.parse(raw) as unknown, bodyInvalid: false };
  } catch {
    return { body: undefined, bodyInvalid: true };
  }
}

function flatHeaders(headers: IncomingMessage['headers']): Record<string, string> {
  const flat: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value !== undefined) flat[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return flat;
}

export interface Answer {
  status: number;
  headers?: Record<string, string>;
  /** JSON body, or a string sent as is (text/plain). */
  body: unknown;
  raw?: string;
}

export function errorAnswer(error: SimError, requestId: string): Answer {
  const { errors, scope, headers } = error.extra;
  return {
    status: error.status,
    headers,
    body: {
      code: error.code,
      message: error.message,
      requestId,
      ...(errors ? { errors } : {}),
      ...(scope ? { scope } : {}),
    },
  };
}

export function writeAnswer(res: ServerResponse, requestId: string, answer: Answer): void {
  const text = answer.raw ?? JSON.stringify(answer.body);
  res.writeHead(answer.status, {
    'content-type': answer.raw === undefined ? 'application/json' : 'text/html',
    'content-length': Buffer.byteLength(text),
    'x-request-id': requestId,
    ...answer.headers,
  });
  res.end(text);
}
