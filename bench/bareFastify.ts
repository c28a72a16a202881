/**
 * The ceiling for the API figures: Fastify with one JSON route and nothing else, on the same
 * machine and Node. Started as its own process: PORT=<port> node --import tsx bench/bareFastify.ts
 */
import Fastify from 'fastify';

const port = Number(process.env.PORT ?? 4320);
const app = Fastify({ logger: false });
app.get('/ping', async () => ({ ok: true }));

process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});

await app.listen({ host: '127.0.0.1', port });
