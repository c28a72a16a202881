/**
 * The ceiling for the API figures: Fastify with one JSON route and nothing else, on the same
 * machine and Node, in its own process: PORT=<port> node --import tsx bench/bareFastify.ts
 */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/healthz', async () => ({ ok: true }));
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
