import pg from 'pg';
import type { SqlDriver, SqlSession } from './sqlDriver';

export interface PostgresOptions {
  connectionString: string;
  /** Puts the tables in this schema (it must exist); tests use one schema per run. */
  schema?: string;
  maxConnections?: number;
}

function sessionOf(client: pg.Pool | pg.PoolClient): SqlSession {
  return {
    async query<Row>(text: string, params: readonly unknown[] = []) {
      const result = await client.query(text, [...params]);
      return result.rows as Row[];
    },
    async execute(script: string) {
      await client.query(script);
    },
  };
}

export function openPostgresDriver(options: PostgresOptions): SqlDriver {
  const pool = new pg.Pool({
    connectionString: options.connectionString,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    ...(options.schema ? { options: `-c search_path=${checkedSchemaName(options.schema)}` } : {}),
  });
  // A dropped idle connection must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);

  return {
    ...sessionOf(pool),
    async transaction(work) {
      const client = await pool.connect();
      let broken = false;
      try {
        await client.query('BEGIN');
        const result = await work(sessionOf(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        // A connection that cannot even roll back is discarded rather than reused.
        await client.query('ROLLBACK').catch(() => (broken = true));
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
