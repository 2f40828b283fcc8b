/**
 * Fake game servers for `bench:players`, in their own process (run with tsx): ANSWERING servers
 * that answer (half Minecraft Java over TCP, half Valve A2S over UDP, each on its own port of
 * 127.0.0.1) and SILENT ones that never answer. Prints one JSON line with the ports, then serves
 * until its standard input closes.
 */
import { startFakeA2S, startFakeMinecraft } from '../../test/support/fake-game-servers.js';

const answering = Number(process.argv[2] ?? 500);
const silent = Number(process.argv[3] ?? 0);
const players = (n: number) => Array.from({ length: n }, (_, i) => `player${i}`);

const start = (i: number, mode: 'answer' | 'silent') =>
  i % 2 === 0
    ? startFakeMinecraft({ mode, players: players(5), max: 20 }).then((s) => ({
        kind: 'minecraft',
        port: s.port,
      }))
    : startFakeA2S({ mode, players: players(8), max: 32 }).then((s) => ({ kind: 'valve', port: s.port }));

const servers = {
  answering: await Promise.all(Array.from({ length: answering }, (_, i) => start(i, 'answer'))),
  silent: await Promise.all(Array.from({ length: silent }, (_, i) => start(i, 'silent'))),
};
process.stdout.write(`${JSON.stringify(servers)}\n`);
process.stdin.resume();
process.stdin.on('end', () => process.exit(0));
