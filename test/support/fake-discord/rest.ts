import type { IncomingMessage, ServerResponse } from 'node:http';
import { DiscordHttpError, notFoundRoute, requestTooLarge, unauthorized } from './errors.js';
import { readBody, sendJson, type UploadedFile } from './http-io.js';
import { type Deps, matchRoute, type Route, type RouteResult } from './router.js';
import type { RecordedRequest } from './types.js';

const API_PREFIX = '/api/v10/';

/** One REST request: record it, route it, answer it; refusals Discord would give land in `rejected`. */
export function createRestHandler(deps: Deps, routes: readonly Route[]) {
  return async (req: IncomingMessage, res: ServerResponse): Promise<void> => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    // Routes arrive percent-encoded (`@original` as `%40original`); match on decoded segments.
    const segments = url.pathname.startsWith(API_PREFIX)
      ? url.pathname.slice(API_PREFIX.length).split('/').filter(Boolean).map(decodeURIComponent)
      : undefined;
    const { body, files } = await readBody(req);
    const record: RecordedRequest = {
      method: req.method ?? 'GET',
      path: segments ? `/${segments.join('/')}` : url.pathname,
      query: Object.fromEntries(url.searchParams),
      body,
      headers: { ...req.headers },
      at: Date.now(),
    };
    if (files) {
      record.files = files.map((f) => f.filename);
      record.uploads = files;
    }
    deps.state.requests.push(record);
    let result: RouteResult;
    try {
      result = await route(deps, routes, record, segments, files ?? []);
    } catch (error) {
      result = refuse(deps, record, toDiscordError(error));
    }
    record.status = result.status;
    sendJson(res, result.status, result.body, result.headers);
  };
}

async function route(
  deps: Deps,
  routes: readonly Route[],
  record: RecordedRequest,
  segments: string[] | undefined,
  files: UploadedFile[],
): Promise<RouteResult> {
  const match = segments ? matchRoute(routes, record.method, segments) : undefined;
  if (match === undefined) throw notFoundRoute();
  if (match === 'wrong-method') throw new DiscordHttpError(405, 0, '405: Method Not Allowed');
  const { route: found, params } = match;
  if ((found.auth ?? true) && record.headers.authorization !== `Bot ${deps.state.options.botToken}`) {
    throw unauthorized();
  }
  // Uploading Files: the files of one request share one size limit (10 MiB without boosts).
  const uploaded = files.reduce((sum, file) => sum + file.data.length, 0);
  if (uploaded > deps.state.options.uploadLimitBytes) throw requestTooLarge();
  return found.handle({
    deps,
    method: record.method,
    path: record.path,
    params,
    query: record.query,
    body: record.body,
    files,
  });
}

function refuse(deps: Deps, record: RecordedRequest, error: DiscordHttpError): RouteResult {
  if (error.rejects) {
    const interactionId = /^\/interactions\/(\d+)\//.exec(record.path)?.[1];
    deps.state.rejected.push({
      method: record.method,
      path: record.path,
      status: error.status,
      code: error.code,
      message: error.message,
      ...(error.options.errors === undefined ? {} : { errors: error.options.errors }),
      body: record.body,
      at: Date.now(),
      ...(interactionId ? { interactionId } : {}),
    });
  }
  return { status: error.status, body: error.toJson(), headers: error.options.headers ?? {} };
}

// A bug in the fake itself must not look like a Discord answer the bot could handle: answer 500 and
// record it so a test that asserts `rejected` is empty fails loudly.
function toDiscordError(error: unknown): DiscordHttpError {
  if (error instanceof DiscordHttpError) return error;
  const reason = error instanceof Error ? (error.stack ?? error.message) : String(error);
  return new DiscordHttpError(500, 0, `fake-discord internal error: ${reason}`);
}
