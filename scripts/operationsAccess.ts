import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseConfig } from '../server/config';
import { runningServerOperations } from '../server/operations/controlSocket';
import { storeOperations, type Operations } from '../server/operations/operations';
import { openStore } from '../server/store/openStore';

/**
 * The database the server uses, by the same settings: PostgreSQL with DATABASE_URL; otherwise the
 * embedded database in DATA_DIR, through the running server when one holds it (the embedded
 * database must never be opened by two processes), or opened here when no server runs. Its
 * `source` says which database answered, for the first line of the output.
 */
export async function openOperations(env: NodeJS.ProcessEnv = process.env): Promise<{
  operations: Operations;
  source: string;
  close(): Promise<void>;
}> {
  const config = parseConfig(env);
  if (config.databaseUrl) {
    const opened = await openStore({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
    return {
      operations: storeOperations(opened.store),
      source: opened.location,
      close: () => opened.store.close(),
    };
  }
  const folder = resolve(config.dataDir);
  const viaServer = await runningServerOperations(folder);
  if (viaServer) {
    return {
      operations: viaServer,
      source: `embedded PGlite in ${folder}, through the server that holds it`,
      close: async () => undefined,
    };
  }
  if (!existsSync(folder)) {
    throw new Error(`No database in ${folder}: no server has run with this DATA_DIR yet.`);
  }
  const opened = await openStore({ dataDir: folder });
  return {
    operations: storeOperations(opened.store),
    source: `${opened.location} (no server running; do not start one until this finishes)`,
    close: () => opened.store.close(),
  };
}

/** Runs a script's work and turns any failure into one line and exit code 1. */
export async function runScript(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
