/** The little of a PostgreSQL client the store needs; PGlite and `pg` both provide it. */
export interface SqlSession {
  /** One statement with `$1`-style parameters; returns its rows. */
  query<Row>(text: string, params?: readonly unknown[]): Promise<Row[]>;
  /** Several statements without parameters (a migration file). */
  execute(script: string): Promise<void>;
}

export interface SqlDriver extends SqlSession {
  /**
   * Runs `work` in one transaction: committed if it resolves, rolled back if it throws. `untimed`
   * lets the statements run past the statement timeout: migrations, which may rewrite tables.
   */
  transaction<T>(
    work: (session: SqlSession) => Promise<T>,
    options?: { untimed?: boolean },
  ): Promise<T>;
  /**
   * Throws when the storage under the database cannot take a write: an embedded database's folder
   * that became read-only keeps answering from open files, and fails only later.
   */
  checkStorage?(): Promise<void>;
  close(): Promise<void>;
}
