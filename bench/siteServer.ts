/** Starts the real server (`server/main.ts`, as `npm start` does) on a loopback port. */
import { join } from 'node:path';
import { benchOut } from './paths';
import { startProcess, waitForUrl, type RunningProcess } from './processes';

export interface SiteServerOptions {
  name: string;
  port: number;
  distDir: string;
  dataDir: string;
  databaseUrl?: string;
  /** Extra configuration, e.g. the rate limits raised for load tests. */
  env?: NodeJS.ProcessEnv;
}

export interface SiteServer {
  origin: string;
  process: RunningProcess;
}

/** Rate limits high enough that a load test measures the API, not the limiter. */
export const loadTestRateLimits = {
  RATE_LIMIT_WINDOW_MS: '60000',
  RATE_LIMIT_EXISTS_MAX: '100000000',
  RATE_LIMIT_SIGNUP_MAX: '100000000',
};

export async function startSiteServer(options: SiteServerOptions): Promise<SiteServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const env: NodeJS.ProcessEnv = {
    HOST: '127.0.0.1',
    PORT: String(options.port),
    DIST_DIR: options.distDir,
    DATA_DIR: options.dataDir,
    // Request logs would measure the terminal; warnings and errors are still written.
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    ...options.env,
  };
  // An inherited DATABASE_URL must not silently switch a PGlite run to PostgreSQL.
  env.DATABASE_URL = options.databaseUrl ?? '';
  const handle = startProcess({
    name: options.name,
    command: process.execPath,
    args: ['--import', 'tsx', 'server/main.ts'],
    env,
    logFile: join(benchOut, 'logs', `${options.name}.log`),
  });
  await waitForUrl(`${origin}/healthz`, 60_000, handle);
  return { origin, process: handle };
}
