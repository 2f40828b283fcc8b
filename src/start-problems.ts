import { statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { DiscordAPIError, DiscordjsErrorCodes } from 'discord.js';
import { errorCode } from './db/write-health.js';
import { type HostingClient, isTokenRefusal, refusalText, TOKEN_FIX } from './hosting/index.js';
import type { Logger } from './logger.js';

/**
 * Failures at start that the operator fixes in the configuration (DATABASE_PATH, DATABASE_URL, HTTP_HOST,
 * HTTP_PORT, DISCORD_TOKEN, DISCORD_API_URL): turned into one line that names the variable and the
 * fix, reported like the other configuration problems instead of a stack trace. Anything else stays
 * an unexpected error.
 */

function isFolder(path: string): boolean {
  try {
    return statSync(path).isDirectory();
  } catch {
    return false;
  }
}

/** Why the database at `path` could not be opened, when the fix is the operator's. */
export function databaseProblem(err: unknown, path: string): string | undefined {
  const code = errorCode(err);
  const shown = resolve(path);
  if (isFolder(shown)) {
    return `DATABASE_PATH ${shown} is a folder: give the path of a file, e.g. ${join(shown, 'hostcord.db')}`;
  }
  if (code === 'ENOTDIR' || code === 'EEXIST') {
    return `DATABASE_PATH ${shown} cannot be created: part of its folder path is a file, not a folder; choose a path whose folders can be created, e.g. ./data/hostcord.db`;
  }
  if (code === 'SQLITE_NOTADB' || code.startsWith('SQLITE_CORRUPT')) {
    return `DATABASE_PATH ${shown} is not a SQLite database, or it is damaged: restore it from a backup, or point DATABASE_PATH to a new file`;
  }
  if (code === 'SQLITE_FULL' || code === 'ENOSPC') {
    return `DATABASE_PATH ${shown}: the disk is full; free space there or choose a path on another disk`;
  }
  if (
    ['EACCES', 'EPERM', 'EROFS', 'SQLITE_PERM', 'SQLITE_AUTH'].includes(code) ||
    code.startsWith('SQLITE_CANTOPEN') ||
    code.startsWith('SQLITE_READONLY')
  ) {
    return `DATABASE_PATH ${shown} cannot be opened for writing: let the user running hostcord write the file and its folder (SQLite adds -wal and -shm files next to it), or choose another path`;
  }
  if (code.startsWith('SQLITE_IOERR')) {
    return `DATABASE_PATH ${shown} cannot be read or written (input/output error): check the disk, or choose a path on another one`;
  }
  return undefined;
}

/**
 * DATABASE_URL as it may be shown: `user@host:port/database`, never the password (nor the query,
 * which may carry `sslpassword` or a key path). Undefined when it is not a postgres:// URL.
 */
export function shownPostgresUrl(url: string): string | undefined {
  if (!URL.canParse(url)) return undefined;
  const parsed = new URL(url);
  if (parsed.protocol !== 'postgres:' && parsed.protocol !== 'postgresql:') return undefined;
  const user = decodeOr(parsed.username);
  return `${user ? `${user}@` : ''}${parsed.hostname || 'localhost'}:${parsed.port || '5432'}/${postgresDatabase(parsed)}`;
}

function decodeOr(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The database a URL names (node-postgres: the path, else the user's name). */
function postgresDatabase(url: URL): string {
  return decodeOr(url.pathname.slice(1)) || decodeOr(url.username) || 'postgres';
}

/** The driver's words for a connection attempt that ran out of time (pg-pool, pg). */
const TIMED_OUT = /timeout exceeded when trying to connect|connection timeout|timeout expired/i;

/**
 * Why connecting to PostgreSQL at DATABASE_URL (`openPostgres`) failed, as one line naming
 * DATABASE_URL and the fix, when the fix is the operator's: no such database, a refused login,
 * nothing listening, an unknown host, no answer in time, not a postgres:// URL. The URL is shown
 * as `user@host:port/database`, never with its password. Anything else (a failed migration)
 * stays an unexpected error: undefined.
 */
export function postgresProblem(err: unknown, url: string): string | undefined {
  const shown = shownPostgresUrl(url);
  if (!shown) {
    return 'DATABASE_URL is not a postgres:// URL: give one like postgres://hostcord:PASSWORD@db.example.com:5432/hostcord, or leave it empty to use SQLite at DATABASE_PATH';
  }
  const parsed = new URL(url);
  const host = `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
  const database = postgresDatabase(parsed);
  const user = decodeOr(parsed.username) || 'the default user';
  const code = errorCode(err);
  const message = err instanceof Error ? err.message : '';
  const causeMessage =
    (err as { cause?: unknown } | null)?.cause instanceof Error
      ? (err as { cause: Error }).cause.message
      : '';
  switch (code) {
    case '3D000':
      return `DATABASE_URL ${shown}: the database "${database}" does not exist: create it (CREATE DATABASE "${database}" OWNER "${user}"; or createdb), or name an existing database in DATABASE_URL`;
    case '28P01':
      return `DATABASE_URL ${shown}: PostgreSQL refused the login of "${user}" (wrong password, or no such user): correct the user and password in DATABASE_URL (percent-encode characters such as @ : / in them)`;
    case '28000':
      return `DATABASE_URL ${shown}: PostgreSQL does not let "${user}" connect from this host to "${database}": allow it in the server's pg_hba.conf, or use another user or database`;
    case '42501':
      return `DATABASE_URL ${shown}: "${user}" may not create hostcord's tables in "${database}": make it the database's owner (ALTER DATABASE "${database}" OWNER TO "${user}")`;
    case '53300':
      return `DATABASE_URL ${shown}: the server has no connection left for hostcord: raise max_connections on the server, or stop clients that hold connections`;
    case '57P03':
      return `DATABASE_URL ${shown}: the server is starting or shutting down: start hostcord again once PostgreSQL is up`;
    case 'ECONNREFUSED':
      return `DATABASE_URL ${shown}: nothing accepts connections at ${host}: start PostgreSQL, or correct the host and port in DATABASE_URL`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return `DATABASE_URL ${shown}: ${parsed.hostname} is not a known host name: correct the host in DATABASE_URL`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `DATABASE_URL ${shown}: ${host} cannot be reached (${code}): check the network, a firewall, and the host and port in DATABASE_URL`;
    case 'SELF_SIGNED_CERT_IN_CHAIN':
    case 'DEPTH_ZERO_SELF_SIGNED_CERT':
    case 'UNABLE_TO_VERIFY_LEAF_SIGNATURE':
    case 'ERR_TLS_CERT_ALTNAME_INVALID':
    case 'CERT_HAS_EXPIRED':
      return `DATABASE_URL ${shown}: the server's TLS certificate is not trusted (${code}): give its CA with sslrootcert=/path/ca.pem in DATABASE_URL, or fix the certificate`;
  }
  if (TIMED_OUT.test(message) || TIMED_OUT.test(causeMessage)) {
    return `DATABASE_URL ${shown}: ${host} did not answer in time: check that PostgreSQL runs there, the network and a firewall`;
  }
  if (/client password must be a string/.test(message)) {
    return `DATABASE_URL ${shown}: the server asks for a password and DATABASE_URL has none: add it, e.g. postgres://${user === 'the default user' ? 'hostcord' : user}:PASSWORD@${host}/${database}`;
  }
  if (/does not support SSL/i.test(message)) {
    return `DATABASE_URL ${shown}: the server does not support TLS: remove sslmode from DATABASE_URL, or enable ssl on the server`;
  }
  return undefined;
}

/** Why the HTTP listener could not be opened, when the fix is the operator's. */
export function listenProblem(err: unknown, host: string, port: number): string | undefined {
  switch (errorCode(err)) {
    case 'EADDRINUSE':
      return `HTTP_PORT ${port} is already in use on ${host}: stop the program using it, or choose another HTTP_PORT`;
    case 'EADDRNOTAVAIL':
    case 'EAFNOSUPPORT':
      return `HTTP_HOST ${host} is not an address of this machine: use 0.0.0.0 (every address), 127.0.0.1 (this machine only) or one of its own addresses`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_NONAME':
      return `HTTP_HOST ${host} is not a known host name: use an address such as 0.0.0.0 or 127.0.0.1`;
    case 'EACCES':
    case 'EPERM':
      return `HTTP_PORT ${port} may not be opened by this user (ports below 1024 need privileges): use a port such as 8080 and a reverse proxy in front`;
    default:
      return undefined;
  }
}

/** Network failures of a request: nothing (or nothing that speaks HTTP) answers at the address. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EAI_NONAME',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CERT_HAS_EXPIRED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
]);

/**
 * Why logging in to Discord failed, as one line naming DISCORD_TOKEN or DISCORD_API_URL. Every
 * failure of the login itself is the operator's to fix (a token, an address, the network), so
 * each gets a line; the error's own text is shown only when it is none of the known ones.
 */
export function discordLoginProblem(err: unknown, apiUrl: string): string {
  const code = errorCode(err);
  if (code === DiscordjsErrorCodes.TokenInvalid || (err instanceof DiscordAPIError && err.status === 401)) {
    return 'Discord refused DISCORD_TOKEN; reset the token in the Discord Developer Portal (Bot → Reset Token) and put the new one in DISCORD_TOKEN';
  }
  if (err instanceof DiscordAPIError && err.status === 404) {
    return `DISCORD_API_URL ${apiUrl} is not Discord's API (404 for /gateway/bot): leave it unset, or give Discord's REST base ending in /api, e.g. https://discord.com/api`;
  }
  // The gateway closed with 4011: a shard would hold more guilds than Discord allows (2,500).
  if (err instanceof Error && /^sharding is required/i.test(err.message)) {
    return 'Discord requires sharding for this bot (one shard serves at most 2,500 guilds): set SHARD_COUNT=auto, or a number of shards, e.g. SHARD_COUNT=4';
  }
  const name = err instanceof Error ? err.name : '';
  if (UNREACHABLE.has(code) || name === 'AbortError' || name === 'TimeoutError') {
    return `DISCORD_API_URL ${apiUrl} cannot be reached (${code || name}): check the network, a firewall or proxy, and the address, e.g. https://discord.com/api`;
  }
  const what = err instanceof Error ? err.message : String(err);
  return `logging in to Discord at DISCORD_API_URL ${apiUrl} failed (${what.slice(0, 200)}): check DISCORD_TOKEN, DISCORD_API_URL and the network`;
}

/** How long the check of HOSTING_TOKEN at start may take; a provider slower than that is not waited for. */
const TOKEN_CHECK_MS = 10_000;

/**
 * Whether the provider refuses HOSTING_TOKEN, asked once at start with `GET /me` (spec, endpoint 1:
 * no scope, suited to checking a token): one line naming it and the fix, as for a refused Discord
 * token. A provider that does not answer is no reason to stop: hostcord starts as it always did, and
 * its refreshes and feed retry. Never rejects.
 */
export async function hostingTokenProblem(
  hosting: Pick<HostingClient, 'me'>,
  log: Pick<Logger, 'warn'>,
): Promise<string | undefined> {
  try {
    await hosting.me({ signal: AbortSignal.timeout(TOKEN_CHECK_MS) });
    return undefined;
  } catch (err) {
    if (isTokenRefusal(err)) return `${refusalText(err)}: ${TOKEN_FIX}`;
    log.warn({ err }, 'HOSTING_TOKEN could not be checked at start: the provider did not answer');
    return undefined;
  }
}
