import { createServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openPostgres } from '../src/db/postgres.js';
import { postgresProblem, shownPostgresUrl } from '../src/start-problems.js';
import { freePort } from './support/ports.js';
import { usePostgres } from './support/postgres.js';

const postgres = usePostgres();
const cleanup: Array<() => unknown> = [];
afterEach(async () => {
  for (const fn of cleanup.splice(0)) await fn();
});

/** The line for a real failed start at `url`, checked to never carry the URL's password. */
async function problemAt(url: URL, options: { connectTimeoutMs?: number } = {}): Promise<string | undefined> {
  const err = await openPostgres(url.toString(), { connectTimeoutMs: 2000, ...options }).then(
    (handle) => handle.close().then(() => new Error('opened')),
    (e: unknown) => e,
  );
  expect(err).not.toEqual(new Error('opened'));
  const line = postgresProblem(err, url.toString());
  if (url.password) expect(line).not.toContain(url.password);
  return line;
}

describe('PostgreSQL start problems', () => {
  it('names a database that does not exist, and how to create it', async () => {
    const url = new URL(await postgres.createDatabase());
    const password = url.password;
    url.pathname = '/no_such_database';
    const line = await problemAt(url);
    expect(line).toBe(
      `DATABASE_URL postgres@127.0.0.1:${url.port}/no_such_database: the database "no_such_database" does not exist: create it (CREATE DATABASE "no_such_database" OWNER "postgres"; or createdb), or name an existing database in DATABASE_URL`,
    );
    expect(line).not.toContain(password);
  });

  it('names a refused login without showing the password, right or wrong', async () => {
    const url = new URL(await postgres.createDatabase());
    const right = url.password;
    url.password = 'wrong-password-1234';
    const line = await problemAt(url);
    expect(line).toMatch(
      new RegExp(
        `^DATABASE_URL postgres@127\\.0\\.0\\.1:${url.port}/hostcord_test_\\w+: PostgreSQL refused the login of "postgres"`,
      ),
    );
    expect(line).not.toContain(right);
    // A user that does not exist is refused the same way (PostgreSQL does not say which).
    url.username = 'nobody';
    expect(await problemAt(url)).toContain('refused the login of "nobody"');
  });

  it('names a port where nothing listens, and a server that never answers', async () => {
    const url = new URL('postgres://hostcord:s3cret-pw@127.0.0.1/hostcord');
    url.port = String(await freePort());
    expect(await problemAt(url)).toBe(
      `DATABASE_URL hostcord@127.0.0.1:${url.port}/hostcord: nothing accepts connections at 127.0.0.1:${url.port}: start PostgreSQL, or correct the host and port in DATABASE_URL`,
    );

    // Accepts the connection, then says nothing (a firewall that drops, a hung server).
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    cleanup.push(() => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => silent.close(resolve));
    });
    url.port = String((silent.address() as { port: number }).port);
    expect(await problemAt(url, { connectTimeoutMs: 300 })).toBe(
      `DATABASE_URL hostcord@127.0.0.1:${url.port}/hostcord: 127.0.0.1:${url.port} did not answer in time: check that PostgreSQL runs there, the network and a firewall`,
    );
  });

  it('names an unknown host, a URL that is not postgres://, and leaves other failures unexpected', () => {
    const unknownHost = Object.assign(new Error('getaddrinfo ENOTFOUND db.invalid'), { code: 'ENOTFOUND' });
    expect(postgresProblem(unknownHost, 'postgresql://app:pw-secret@db.invalid:6543/data')).toBe(
      'DATABASE_URL app@db.invalid:6543/data: db.invalid is not a known host name: correct the host in DATABASE_URL',
    );
    const notPostgres = postgresProblem(new Error('x'), 'mysql://app:pw-secret@db/data');
    expect(notPostgres).toMatch(/^DATABASE_URL is not a postgres:\/\/ URL/);
    expect(notPostgres).not.toContain('pw-secret');
    expect(postgresProblem(new Error('x'), 'not a url at all')).toMatch(
      /^DATABASE_URL is not a postgres:\/\/ URL/,
    );
    // A failing migration is not the configuration's fault.
    expect(
      postgresProblem(Object.assign(new Error('syntax error'), { code: '42601' }), 'postgres://a:b@h/d'),
    ).toBe(undefined);
  });

  it('shows the URL as user@host:port/database, without password or parameters', () => {
    expect(shownPostgresUrl('postgres://hostcord:p%40ss@db.example.com/hostcord?sslpassword=key-pw')).toBe(
      'hostcord@db.example.com:5432/hostcord',
    );
    expect(shownPostgresUrl('postgresql://:only-pw@10.0.0.5:5433/')).toBe('10.0.0.5:5433/postgres');
    expect(shownPostgresUrl('postgres://ann@db/')).toBe('ann@db:5432/ann');
    expect(shownPostgresUrl('http://db/x')).toBeUndefined();
  });
});
