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

/** A table (a header line first) in aligned columns, or `empty` when it has no line but its header. */
export function printTable(cells: readonly (readonly string[])[], empty: string): void {
  if (cells.length < 2) {
    if (empty) console.log(empty);
    return;
  }
  const widths = (cells[0] ?? []).map((_, index) =>
    Math.max(...cells.map((line) => (line[index] || '-').length)),
  );
  for (const line of cells) {
    console.log(
      line
        .map((cell, index) => (cell || '-').padEnd(widths[index] ?? 0))
        .join('  ')
        .trimEnd(),
    );
  }
}

const UNIT_MS = { m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 } as const;

/** "7d", "12h", "2w", "30m" before `now`; anything else is refused with a readable message. */
export function parseSince(text: string, now: Date): Date {
  const match = /^(\d+)([mhdw])$/.exec(text.trim());
  if (!match)
    throw new Error(`--since takes a number and a unit (m, h, d or w), e.g. 7d; not "${text}".`);
  return new Date(now.getTime() - Number(match[1]) * UNIT_MS[match[2] as keyof typeof UNIT_MS]);
}
