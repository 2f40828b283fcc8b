import { createServer } from 'node:net';

/**
 * A loopback port that nothing listens on right now: for a child process to bind, or for a
 * "connection refused" from a provider that is down.
 */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
