/** The server process, once server/main.ts has checked the Node version: listens, then stops gracefully. */
import { loadEnvironment } from '../config/environment';
import { readyLine } from '../config/serverAddress';
import { buildApp } from './app';
import { parseConfig, productionRefusal, type ServerConfig } from './config';
import { weakSecrets } from '../config/secretStrength';
import { terminalLogStream } from './terminalLogs';

/** A configuration error in one line: its problems joined, for a log line or a terminal. */
const oneLine = (message: string) => message.replace(/:\n\s+/, ': ').replace(/\n\s+/g, '; ');

/**
 * A configuration the server must not run with stops it here, in one line, with exit code 1. In
 * development a weak secret only warns.
 */
function startupConfig(): ServerConfig {
  try {
    const env = loadEnvironment();
    const config = parseConfig(env);
    const weak = weakSecrets(env);
    const refusal =
      productionRefusal(config) ??
      (config.production && weak[0] ? `Refusing to start: ${weak[0]}` : undefined);
    if (refusal) {
      console.error(refusal);
      process.exit(1);
    }
    for (const line of weak) console.warn(`Warning: ${line}`);
    return config;
  } catch (error) {
    console.error(oneLine(error instanceof Error ? error.message : String(error)));
  }
  process.exit(1);
}

const config = startupConfig();

const app = await buildApp({ config, logStream: await terminalLogStream(config) }).catch(
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);

/** Requests still open this long before the grace ends are answered 503 (Connection: close). */
const ANSWER_BEFORE_GRACE_ENDS_MS = 1_000;

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  const graceMs = config.shutdownGraceMs;
  app.log.info(`${signal} received: answering requests in flight, then stopping.`);
  const answerTimer = setTimeout(() => {
    const answered = app.answerOpenRequests();
    if (answered > 0) app.log.warn(`${answered} requests still open at shutdown answered 503.`);
  }, graceMs - ANSWER_BEFORE_GRACE_ENDS_MS);
  const stopTimer = setTimeout(() => {
    app.log.error(`Shutdown took longer than ${graceMs} ms; stopping now.`);
    process.exit(1);
  }, graceMs);
  answerTimer.unref();
  stopTimer.unref();
  await app.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(readyLine(config.siteOrigin, config.host, port));
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
