import type { SqlSession } from '../store/sqlDriver';
import type { DailySalts } from './dailySalts';
import type { VisitRecord } from './visitRecords';
import { visitorHash } from './visitorHash';

type Row = (string | number | null | undefined)[];

/** One array per column, as `unnest` takes them; a short row's missing columns are null. */
const columnsOf = (rows: readonly Row[], width: number) =>
  Array.from({ length: width }, (_, column) => rows.map((row) => row[column] ?? null));

const inserts = {
  events: `INSERT INTO visit_events (day, visitor, step, path, locale, source, campaign, referrer)
    SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
  vitals: `INSERT INTO visit_vitals (day, path, locale, device, name, value)
    SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[])`,
  checkouts: `INSERT INTO visit_checkouts (session_id, day, visitor)
    SELECT * FROM unnest($1::text[], $2::date[], $3::text[]) ON CONFLICT (session_id) DO NOTHING`,
  completed: `INSERT INTO visit_events (day, visitor, step)
    SELECT day, visitor, 'completed' FROM visit_checkouts WHERE session_id = ANY($1::text[])`,
};

/** A batch's rows for each table, every client hashed under its day's salt. */
async function rowsOf(batch: readonly VisitRecord[], salts: DailySalts, site: string) {
  const rows = { events: [] as Row[], vitals: [] as Row[], checkouts: [] as Row[] };
  const completed: string[] = [];
  for (const record of batch) {
    if (record.kind === 'completed') {
      completed.push(record.sessionId);
      continue;
    }
    const { day } = record;
    const visitor = visitorHash(await salts.saltOf(day), record.client, site);
    if (record.kind === 'checkout') {
      rows.events.push([day, visitor, 'checkout']);
      rows.checkouts.push([record.sessionId, day, visitor]);
      continue;
    }
    for (const event of record.events) {
      if (event.type === 'vital') {
        const { path, locale, device, name, value } = event;
        rows.vitals.push([day, path, locale, device, name, value]);
      } else {
        // Only the visit carries where it came from.
        const { step, path, locale, source, campaign, referrer } = event;
        const from = step === 'visit' ? [source || null, campaign || null, referrer || null] : [];
        rows.events.push([day, visitor, step, path, locale, ...from]);
      }
    }
  }
  return { ...rows, completed };
}

/**
 * Writes a batch with one INSERT per table, whatever its size: each column travels as one array
 * parameter and `unnest` turns them back into rows.
 */
export function sqlVisitWriter(db: SqlSession, salts: DailySalts, site: string) {
  return async (batch: readonly VisitRecord[]): Promise<void> => {
    const { events, vitals, checkouts, completed } = await rowsOf(batch, salts, site);
    if (events.length > 0) await db.query(inserts.events, columnsOf(events, 8));
    if (vitals.length > 0) await db.query(inserts.vitals, columnsOf(vitals, 6));
    if (checkouts.length > 0) await db.query(inserts.checkouts, columnsOf(checkouts, 3));
    if (completed.length > 0) await db.query(inserts.completed, [completed]);
  };
}
