import type { SqlSession } from '../store/sqlDriver';
import type { DailySalts } from './dailySalts';
import type { VisitRecord } from './visitRecords';
import { visitorHash } from './visitorHash';

interface Columns {
  events: Record<
    'day' | 'visitor' | 'step' | 'path' | 'locale' | 'source' | 'campaign' | 'referrer',
    (string | null)[]
  >;
  vitals: Record<'day' | 'path' | 'locale' | 'device' | 'name', string[]> & { value: number[] };
  checkouts: Record<'sessionId' | 'day' | 'visitor', string[]>;
  completed: string[];
}

const emptyColumns = (): Columns => ({
  events: {
    day: [],
    visitor: [],
    step: [],
    path: [],
    locale: [],
    source: [],
    campaign: [],
    referrer: [],
  },
  vitals: { day: [], path: [], locale: [], device: [], name: [], value: [] },
  checkouts: { sessionId: [], day: [], visitor: [] },
  completed: [],
});

function pushEvent(columns: Columns, row: Record<keyof Columns['events'], string | null>): void {
  for (const [name, value] of Object.entries(row))
    columns.events[name as keyof Columns['events']].push(value);
}

/** Spreads a batch into one column array per table column, hashing each client. */
async function columnsOf(
  batch: readonly VisitRecord[],
  salts: DailySalts,
  site: string,
): Promise<Columns> {
  const columns = emptyColumns();
  for (const record of batch) {
    if (record.kind === 'completed') {
      columns.completed.push(record.sessionId);
      continue;
    }
    const { day } = record;
    const visitor = visitorHash(await salts.saltOf(day), record.client, site);
    if (record.kind === 'checkout') {
      pushEvent(columns, {
        day,
        visitor,
        step: 'checkout',
        path: null,
        locale: null,
        source: null,
        campaign: null,
        referrer: null,
      });
      columns.checkouts.sessionId.push(record.sessionId);
      columns.checkouts.day.push(day);
      columns.checkouts.visitor.push(visitor);
      continue;
    }
    for (const event of record.events) {
      if (event.type === 'step') {
        const visit = event.step === 'visit';
        pushEvent(columns, {
          day,
          visitor,
          step: event.step,
          path: event.path,
          locale: event.locale,
          source: (visit && event.source) || null,
          campaign: (visit && event.campaign) || null,
          referrer: (visit && event.referrer) || null,
        });
      } else {
        const { vitals } = columns;
        vitals.day.push(day);
        vitals.path.push(event.path);
        vitals.locale.push(event.locale);
        vitals.device.push(event.device);
        vitals.name.push(event.name);
        vitals.value.push(event.value);
      }
    }
  }
  return columns;
}

/**
 * Writes a batch with one INSERT per table, whatever its size: each column travels as one array
 * parameter and `unnest` turns them back into rows.
 */
export function sqlVisitWriter(db: SqlSession, salts: DailySalts, site: string) {
  return async (batch: readonly VisitRecord[]): Promise<void> => {
    const { events, vitals, checkouts, completed } = await columnsOf(batch, salts, site);
    if (events.day.length > 0) {
      await db.query(
        `INSERT INTO visit_events (day, visitor, step, path, locale, source, campaign, referrer)
         SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[])`,
        [
          events.day,
          events.visitor,
          events.step,
          events.path,
          events.locale,
          events.source,
          events.campaign,
          events.referrer,
        ],
      );
    }
    if (vitals.day.length > 0) {
      await db.query(
        `INSERT INTO visit_vitals (day, path, locale, device, name, value)
         SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::float8[])`,
        [vitals.day, vitals.path, vitals.locale, vitals.device, vitals.name, vitals.value],
      );
    }
    if (checkouts.sessionId.length > 0) {
      await db.query(
        `INSERT INTO visit_checkouts (session_id, day, visitor)
         SELECT * FROM unnest($1::text[], $2::date[], $3::text[]) ON CONFLICT (session_id) DO NOTHING`,
        [checkouts.sessionId, checkouts.day, checkouts.visitor],
      );
    }
    if (completed.length > 0) {
      await db.query(
        `INSERT INTO visit_events (day, visitor, step)
         SELECT day, visitor, 'completed' FROM visit_checkouts WHERE session_id = ANY($1::text[])`,
        [completed],
      );
    }
  };
}
