/**
 * The server process: `npm start` runs it compiled (dist-server/main.js, see scripts/start.ts);
 * tests run it from source with tsx.
 */
import { loadEnvironment } from '../config/environment';
import { buildApp } from './app';
import { parseConfig, productionRefusal, type ServerConfig } from './config';

/** A configuration the server must not run with stops it here, in one line, with exit code 1. */
function startupConfig(): ServerConfig {
  try {
    const config = parseConfig(loadEnvironment());
    const refusal = productionRefusal(config);
    if (!refusal) return config;
    console.error(refusal);
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
  }
  process.exit(1);
}

const config = startupConfig();

const app = await buildApp({ config }).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: finishing requests in flight, then stopping.`);
  const timer = setTimeout(() => {
    app.log.error('Shutdown took longer than 10 s; stopping now.');
    process.exit(1);
  }, 10_000);
  timer.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  console.log(`Site and signup API ready at http://${shownHost}:${port}/`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
