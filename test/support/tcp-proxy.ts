import { connect, createServer, type Server, type Socket } from 'node:net';
import { afterEach } from 'vitest';

/**
 * A loopback TCP relay in front of a server, to lose it the way a network or a restart does:
 * `cut()` drops every open connection and refuses new ones (connection refused), `restore()` takes
 * them again on the same port. Closed after each test.
 */
export interface TcpProxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
}

export function useTcpProxy(): (targetPort: number) => Promise<TcpProxy> {
  const open: Array<() => Promise<void>> = [];
  afterEach(async () => {
    for (const close of open.splice(0)) await close();
  });

  return async (targetPort) => {
    const sockets = new Set<Socket>();
    let server: Server | undefined;
    const listen = (port: number) =>
      new Promise<number>((resolve, reject) => {
        const listening = createServer((client) => {
          const upstream = connect(targetPort, '127.0.0.1');
          for (const socket of [client, upstream]) {
            sockets.add(socket);
            socket.on('close', () => sockets.delete(socket));
            socket.on('error', () => undefined);
          }
          client.pipe(upstream).pipe(client);
          client.on('close', () => upstream.destroy());
          upstream.on('close', () => client.destroy());
        });
        server = listening;
        listening.once('error', reject);
        listening.listen(port, '127.0.0.1', () => resolve((listening.address() as { port: number }).port));
      });
    const cut = async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      server = undefined;
    };
    const port = await listen(0);
    open.push(cut);
    return {
      port,
      cut,
      restore: async () => {
        await listen(port);
      },
    };
  };
}
