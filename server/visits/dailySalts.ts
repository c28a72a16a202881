import { randomBytes } from 'node:crypto';
import type { SqlSession } from '../store/sqlDriver';
import { utcDay } from './days';

export interface DailySalts {
  /** The salt of `day`, created on first use (the same on every replica). */
  saltOf(day: string): Promise<Uint8Array>;
}

/**
 * Salts live in the database so that replicas hash alike. Creating today's salt also deletes
 * every earlier day's, which is what makes yesterday's hashes impossible to recompute.
 */
export function createDailySalts(db: SqlSession, now: () => Date = () => new Date()): DailySalts {
  const cache = new Map<string, Uint8Array>();
  const load = async (day: string): Promise<Uint8Array> => {
    await db.query(
      'INSERT INTO visit_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING',
      [day, randomBytes(32)],
    );
    const [row] = await db.query<{ salt: Uint8Array }>(
      'SELECT salt FROM visit_salts WHERE day = $1',
      [day],
    );
    if (!row) throw new Error(`No visit salt for ${day}`);
    await db.query('DELETE FROM visit_salts WHERE day < $1', [utcDay(now())]);
    for (const cached of cache.keys()) if (cached < day) cache.delete(cached);
    return Uint8Array.from(row.salt);
  };
  return {
    async saltOf(day) {
      const cached = cache.get(day);
      if (cached) return cached;
      const salt = await load(day);
      cache.set(day, salt);
      return salt;
    },
  };
}
