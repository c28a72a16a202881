import pg from 'pg';
import type { SqlDriver, SqlSession } from './sqlDriver';

export interface PostgresOptions {
  connectionString: string;
  /** Puts the tables in this schema (it must exist); tests use one schema per run. */
  schema?: string;
  maxConnections?: number;
  /**
   * How long connecting, waiting for a free connection, or one statement may take. The server
   * cancels a statement at this point; the client gives up shortly after when the server cannot
   * answer at all (stopped, or the network gone), and drops that connection.
   */
  timeoutMs?: number;
}

/** The client's own deadline leaves the server time to cancel first, with its clearer error. */
const CLIENT_GRACE_MS = 250;

function sessionOf(client: pg.Pool | pg.PoolClient, queryTimeoutMs: number): SqlSession {
  const run = (text: string, values: unknown[] = []) =>
    client.query({
      text,
      values,
      ...(queryTimeoutMs > 0 ? { query_timeout: queryTimeoutMs } : {}),
    });
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      return (await run(text, [...params])).rows as Row[];
    },
    async execute(script: string) {
      await run(script);
    },
  };
}

export function openPostgresDriver(options: PostgresOptions): SqlDriver {
  const timeoutMs = options.timeoutMs ?? 5_000;
  const queryTimeoutMs = timeoutMs + CLIENT_GRACE_MS;
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: timeoutMs,
    idleTimeoutMillis: 30_000,
    statement_timeout: timeoutMs,
    // A transaction left open by a lost client must not hold its row locks for long.
    idle_in_transaction_session_timeout: 4 * timeoutMs,
    keepAlive: true,
    ...(options.schema ? { options: `-c search_path=${checkedSchemaName(options.schema)}` } : {}),
  });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);

  return {
    ...sessionOf(pool, queryTimeoutMs),
    async transaction(work, transactionOptions) {
      const client = await pool.connect();
      const untimed = transactionOptions?.untimed ?? false;
      const session = sessionOf(client, untimed ? 0 : queryTimeoutMs);
      let broken = false;
      try {
        await session.query('BEGIN');
        if (untimed) await session.query('SET LOCAL statement_timeout = 0');
        const result = await work(session);
        await session.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded rather than reused.
        await session.query('ROLLBACK').catch(() => (broken = true));
        throw error;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/** Schema names go into a connection option, so only plain lower-case identifiers are accepted. */
export function checkedSchemaName(name: string): string {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) throw new Error(`Unsupported schema name: ${name}`);
  return name;
}
