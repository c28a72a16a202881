import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseTimeoutError } from './deadline';
import { pgliteDriver } from './pgliteDriver';

let db: PGlite;
beforeAll(async () => {
  db = await PGlite.create('memory://');
}, 60_000);
afterAll(() => db.close());

/** Keeps PGlite busy (its one connection taken by a transaction) until released. */
function holdDatabase() {
  let release = () => {};
  const held = db.transaction(() => new Promise<void>((resolve) => (release = resolve)));
  return { release: async () => (release(), await held) };
}

describe('the PGlite driver', () => {
  it('gives up on a statement the database cannot answer in time, with a clear error', async () => {
    const driver = pgliteDriver(db, { owned: false, timeoutMs: 200 });
    const busy = holdDatabase();
    try {
      const started = performance.now();
      const error = await driver.query('SELECT 1').catch((reason: unknown) => reason);
      expect(error).toBeInstanceOf(DatabaseTimeoutError);
      expect((error as Error).message).toBe('The database did not answer within 200 ms.');
      expect(performance.now() - started).toBeLessThan(1_000);
      await expect(driver.transaction((session) => session.query('SELECT 1'))).rejects.toThrow(
        DatabaseTimeoutError,
      );
    } finally {
      await busy.release();
    }
    expect(await driver.query<{ one: number }>('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });

  it('lets an untimed transaction (a migration) run past the timeout', async () => {
    const driver = pgliteDriver(db, { owned: false, timeoutMs: 100 });
    const rows = await driver.transaction(
      async (session) => {
        await session.query('SELECT pg_sleep(0.3)');
        return session.query<{ done: boolean }>('SELECT true AS done');
      },
      { untimed: true },
    );
    expect(rows).toEqual([{ done: true }]);
  });
});
