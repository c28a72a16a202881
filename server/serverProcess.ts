/** The server process, once server/main.ts has checked the Node version: listens, then stops gracefully. */
import { loadEnvironment } from '../config/environment';
import { readyLine, siteAddressWarning } from '../config/serverAddress';
import { buildApp } from './app';
import { checkStartup, oneLine, parseConfig, type ServerConfig, type Startup } from './config';
import { terminalLogStream } from './terminalLogs';

/** A configuration the server must not run with stops it here, in one line, with exit code 1. */
async function startupConfig(): Promise<ServerConfig> {
  let startup: Startup;
  try {
    startup = await checkStartup(loadEnvironment());
  } catch (error) {
    // An unreadable .env file.
    startup = { refusal: error instanceof Error ? error.message : String(error) };
  }
  if ('refusal' in startup) {
    console.error(startup.refusal);
    process.exit(1);
  }
  for (const line of startup.warnings) console.warn(line);
  return startup.config;
}

const config = await startupConfig();

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
/**
 * SIGHUP reads TEAM_EMAILS again (from `.env`, under the process environment as at start) and
 * ends at once the sessions of every address taken off it; nothing else is reloaded.
 */
async function reloadTeam(): Promise<void> {
  try {
    const emails = parseConfig(loadEnvironment()).team.emails;
    const ended = await app.replaceTeamEmails(emails);
    app.log.info({ listed: emails.length, ended }, 'SIGHUP: TEAM_EMAILS read again');
  } catch (error) {
    app.log.error(
      { reason: oneLine(error instanceof Error ? error.message : String(error)) },
      'SIGHUP: TEAM_EMAILS not read again; the list stays as it was',
    );
  }
}
process.on('SIGHUP', () => void reloadTeam());
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

try {
  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(readyLine(config.siteOrigin, config.host, port));
  const addressWarning = siteAddressWarning(config.siteOrigin, config.host, port);
  if (addressWarning) console.warn(addressWarning);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
