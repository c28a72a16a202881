import type { SqlDriver } from './sqlDriver';
import { funnelCounts, rollUpAndPrune, vitals } from './sqlVisitReports';
import type { VisitStore } from './visitStore';

/** One array per column, as `unnest` takes them; a value a row leaves out is null. */
const columnsOf = <Row>(rows: readonly Row[], columns: readonly (keyof Row)[]) =>
  columns.map((column) => rows.map((row) => row[column] ?? null));

const eventColumns = [
  'day',
  'visitor',
  'step',
  'path',
  'locale',
  'source',
  'campaign',
  'referrer',
] as const;
const vitalColumns = ['day', 'path', 'locale', 'device', 'name', 'value'] as const;

const inserts = {
  events: `INSERT INTO visit_events (${eventColumns.join(', ')})
    SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
  vitals: `INSERT INTO visit_vitals (${vitalColumns.join(', ')})
    SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[])`,
  checkouts: `INSERT INTO visit_checkouts (session_id, day, visitor)
    SELECT * FROM unnest($1::text[], $2::date[], $3::text[]) ON CONFLICT (session_id) DO NOTHING`,
  completed: `INSERT INTO visit_events (day, visitor, step)
    SELECT day, visitor, 'completed' FROM visit_checkouts WHERE session_id = ANY($1::text[])`,
};

/** The visit tables (migration 009) over the signups' own connection. */
export function createSqlVisitStore(db: SqlDriver): VisitStore {
  return {
    // Each column travels as one array parameter and `unnest` turns them back into rows.
    async write({ events, vitals, checkouts, completedSessions }) {
      if (events.length > 0) await db.query(inserts.events, columnsOf(events, eventColumns));
      if (vitals.length > 0) await db.query(inserts.vitals, columnsOf(vitals, vitalColumns));
      if (checkouts.length > 0) {
        await db.query(inserts.checkouts, columnsOf(checkouts, ['sessionId', 'day', 'visitor']));
      }
      if (completedSessions.length > 0) await db.query(inserts.completed, [completedSessions]);
    },

    async keepSalt(day, fresh) {
      await db.query(
        'INSERT INTO visit_salts (day, salt) VALUES ($1, $2) ON CONFLICT (day) DO NOTHING',
        [day, fresh],
      );
      const [row] = await db.query<{ salt: Uint8Array }>(
        'SELECT salt FROM visit_salts WHERE day = $1',
        [day],
      );
      return row && Uint8Array.from(row.salt);
    },

    async deleteSaltsBefore(day) {
      await db.query('DELETE FROM visit_salts WHERE day < $1', [day]);
    },

    rollUpAndPrune: (oldestKept) => rollUpAndPrune(db, oldestKept),
    funnelCounts: (range, filters) => funnelCounts(db, range, filters),
    vitals: (range) => vitals(db, range),
  };
}
