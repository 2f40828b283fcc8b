/**
 * The ceiling of the status page benchmark, in a process of its own: a Fastify route at /page that
 * answers the bytes and headers hostcord answered for a page from its cache (a JSON file: argv[2]),
 * with Fastify's defaults (no logger): what any answer of those bytes costs on this machine.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const { headers, body } = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as {
  headers: Record<string, string>;
  body: string;
};
const bytes = Buffer.from(body, 'base64');
const app = Fastify();
app.get('/page', (_request, reply) => reply.headers(headers).send(bytes));
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.on('message', () => void app.close().then(() => process.exit(0)));
// The benchmark that started this process is gone: so is the reason to run.
process.on('disconnect', () => process.exit(0));
