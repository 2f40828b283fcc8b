/**
 * The ceiling of the intake benchmark, in a process of its own: a Fastify route at /webhook that
 * parses the JSON body (Fastify's default parser) and answers 200, with Fastify's defaults (no logger).
 */
import Fastify from 'fastify';

const app = Fastify();
app.post('/webhook', async () => ({ received: true }));
await app.listen({ host: '127.0.0.1', port: 0 });
process.send?.({ port: (app.server.address() as { port: number }).port });
process.on('message', () => void app.close().then(() => process.exit(0)));
// The benchmark that started this process is gone: so is the reason to run.
process.on('disconnect', () => process.exit(0));
