/**
 * The real server (`server/main.ts`, as `npm start` runs it) in its own process, for the tests
 * that must kill it, and the database it writes to, which the test reads directly afterwards.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openPgliteDriver } from '../server/store/pgliteDriver';
import { openPostgresDriver } from '../server/store/postgresDriver';
import type { SqlDriver } from '../server/store/sqlDriver';
import { migratedDataDir } from './storeHarness';

export interface ScratchDatabase {
  label: string;
  /** DATA_DIR or DATABASE_URL for the server. */
  serverEnv: Record<string, string>;
  /** Direct access for assertions; for PGlite only while no server runs. */
  open(): Promise<SqlDriver>;
  remove(): Promise<void>;
}

/** A copy of the migrated template's data folder (test/storeHarness.ts), as a server finds it after its first start. */
export async function scratchPglite(): Promise<ScratchDatabase> {
  const dir = mkdtempSync(join(tmpdir(), 'signup-process-pglite-'));
  cpSync(await migratedDataDir(), dir, { recursive: true });
  return {
    label: 'embedded PGlite',
    serverEnv: { DATA_DIR: dir, DATABASE_URL: '' },
    open: () => openPgliteDriver(dir),
    remove: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** A fresh schema in the PostgreSQL at `url`; the server reaches it through `search_path`. */
export async function scratchPostgres(url: string): Promise<ScratchDatabase> {
  const schema = `process_${randomBytes(6).toString('hex')}`;
  const admin = openPostgresDriver({ connectionString: url, maxConnections: 1 });
  await admin.execute(`CREATE SCHEMA ${schema}`);
  const serverUrl = new URL(url);
  serverUrl.searchParams.set('options', `-c search_path=${schema}`);
  return {
    label: 'PostgreSQL',
    serverEnv: { DATABASE_URL: serverUrl.href },
    open: async () => openPostgresDriver({ connectionString: url, schema, maxConnections: 2 }),
    async remove() {
      await admin.execute(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** SIGKILL: no shutdown code runs, as in a crash or an out-of-memory kill. */
  kill(): Promise<void>;
  /** SIGTERM: the server finishes what is in flight and closes the database. */
  stop(): Promise<void>;
}

/** A port nothing listens on now, for a server whose address must be known before it starts. */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (typeof address !== 'object' || !address) throw new Error('No free port found.');
  return address.port;
}

/**
 * Node's arguments for the real server: compiled, as `npm start` runs it, when Vitest's set-up
 * compiled it for this run (test/compiledServer.ts); otherwise from source through tsx.
 */
export function serverMainArgs(): string[] {
  const compiled = process.env.TEST_SERVER_MAIN;
  return compiled ? [compiled] : ['--import', 'tsx', 'server/main.ts'];
}

/** Starts `script` (the real server unless told otherwise) and waits for its /healthz. */
export async function startServerProcess(
  env: Record<string, string>,
  // A start takes seconds of CPU: on two cores shared with other test files, tens of seconds.
  { script, timeoutMs = 90_000 }: { script?: string; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const args = script ? ['--import', 'tsx', script] : serverMainArgs();
  const child = spawn(process.execPath, args, {
    // The test checkout's address is built from SITE_URL: signups must come back here.
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SITE_URL: origin,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = async (name: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(name);
    await exited;
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited at start: ${errors}`);
    const health = await fetch(`${origin}/healthz`).catch(() => undefined);
    if (health?.ok) break;
    if (Date.now() > deadline) {
      await signal('SIGKILL');
      throw new Error(`The server did not answer /healthz within ${timeoutMs} ms: ${errors}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return { origin, child, kill: () => signal('SIGKILL'), stop: () => signal('SIGTERM') };
}
