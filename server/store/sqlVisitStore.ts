import type { SqlDriver, SqlSession } from './sqlDriver';
import { report } from './sqlVisitReports';
import {
  countLiveSql,
  daysToRollUp,
  dayLockSql,
  groupColumnsSql,
  panelsOfGroupsSql,
  pruneBefore,
  rollUpDay,
} from './sqlVisitRollUps';
import { stepBits, type VisitRows, type VisitStore } from './visitStore';

/** One array per column, as `unnest` takes them; a value a row leaves out is null. */
const columnsOf = <Row>(rows: readonly Row[], columns: readonly (keyof Row)[]) =>
  columns.map((column) => rows.map((row) => row[column] ?? null));

/**
 * Rows in key order, so concurrent batches lock shared rows in one order and never deadlock. Each
 * key is built once, not at every comparison.
 */
const sortedBy = <Row>(rows: readonly Row[], key: (row: Row) => string): Row[] =>
  rows
    .map((row) => ({ key: key(row), row }))
    .sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .map(({ row }) => row);

const visitorColumns = [
  'day',
  'visitor',
  'landed',
  'channel',
  'source',
  'campaign',
  'locale',
  'landingPath',
  'device',
  'referrer',
  'country',
  'steps',
] as const;
/** A visitor's attribution is its first visit's: kept once it landed, taken from the first that lands. */
const firstVisit = (column: string) =>
  `${column} = CASE WHEN v.landed THEN v.${column} ELSE EXCLUDED.${column} END`;

const upserts = {
  visitors: `INSERT INTO visit_visitors AS v
      (day, visitor, landed, channel, source, campaign, locale, landing_path, device, referrer,
        country, steps)
    SELECT * FROM unnest($1::date[], $2::text[], $3::boolean[], $4::text[], $5::text[], $6::text[],
      $7::text[], $8::text[], $9::text[], $10::text[], $11::text[], $12::smallint[])
    ON CONFLICT (day, visitor) DO UPDATE SET
      steps = v.steps | EXCLUDED.steps, landed = v.landed OR EXCLUDED.landed,
      ${['channel', 'source', 'campaign', 'locale', 'landing_path', 'device', 'referrer', 'country'].map(firstVisit).join(', ')}
    WHERE v.steps | EXCLUDED.steps <> v.steps OR (EXCLUDED.landed AND NOT v.landed)
    RETURNING day::text AS day, visitor`,
  pageViews: `INSERT INTO visit_page_views (day, path, visitor)
    SELECT * FROM unnest($1::date[], $2::text[], $3::text[]) ON CONFLICT DO NOTHING`,
  /** The samples not counted yet: one per day, page, metric and voice. */
  vitalVoices: `INSERT INTO visit_vital_voices (day, path, metric, voice)
    SELECT * FROM unnest($1::date[], $2::text[], $3::text[], $4::text[])
    ON CONFLICT DO NOTHING RETURNING day::text AS day, path, metric, voice`,
  /** A histogram travels as an array literal ('{0,3,…}'), one per row, and is added slot by slot. */
  vitals: `INSERT INTO visit_vitals_daily AS h (path, metric, day, samples)
    SELECT path, metric, day, samples::integer[]
    FROM unnest($1::text[], $2::text[], $3::date[], $4::text[]) AS v(path, metric, day, samples)
    ON CONFLICT (path, metric, day) DO UPDATE SET samples = (
      SELECT array_agg(kept + added ORDER BY slot)
      FROM unnest(h.samples, EXCLUDED.samples) WITH ORDINALITY AS u(kept, added, slot))`,
  vitalPages: `INSERT INTO visit_vitals_pages AS p (day, path, samples)
    SELECT day, path, sum(samples) FROM unnest($1::date[], $2::text[], $3::integer[]) AS s(day, path, samples)
    GROUP BY day, path ORDER BY day, path
    ON CONFLICT (day, path) DO UPDATE SET samples = p.samples + EXCLUDED.samples`,
  checkouts: `INSERT INTO visit_checkouts (session_id, day, visitor)
    SELECT * FROM unnest($1::text[], $2::date[], $3::text[]) ON CONFLICT (session_id) DO NOTHING`,
  /**
   * `completed` for the visitor who opened each session, once; a day already rolled up gets it in
   * its roll-up too, in the row its visitor was counted in. Returns the credited visitors of the
   * other days, for their live panels.
   */
  completed: `WITH credited AS (
      UPDATE visit_visitors v SET steps = v.steps | ${stepBits.completed}
      FROM visit_checkouts c
      WHERE c.session_id = ANY($1::text[]) AND v.day = c.day AND v.visitor = c.visitor
        AND v.steps & ${stepBits.completed} = 0
      RETURNING v.*
    ), late AS (
      SELECT day, ${groupColumnsSql}, 0 AS visitors, 0 AS more_pages, 0 AS pricing,
        0 AS trial_dialog, 0 AS checkout, count(*)::int AS completed
      FROM credited
      WHERE landed AND day IN (SELECT day FROM visit_rolled_up_days)
      GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ), daily AS (
      UPDATE visit_daily d SET completed = d.completed + late.completed FROM late
      WHERE d.day = late.day AND d.channel = late.channel AND d.source = late.source AND d.campaign = late.campaign
        AND d.locale = late.locale AND d.landing_path = late.landing_path
        AND d.device = late.device AND d.referrer = late.referrer AND d.country = late.country
      RETURNING 1
    ), panels AS (${panelsOfGroupsSql('SELECT * FROM late')}
    ), closed_panels AS (
      UPDATE visit_daily_panels p SET completed = p.completed + panels.completed FROM panels
      WHERE p.day = panels.day AND p.panel = panels.panel AND p.name = panels.name
        AND p.campaign = panels.campaign
      RETURNING 1
    )
    SELECT day::text AS day, visitor FROM credited
    WHERE day NOT IN (SELECT day FROM visit_rolled_up_days)`,
  /** Of the visitors the batch has just written. */
  countLive: countLiveSql('(day, visitor) IN (SELECT * FROM unnest($1::date[], $2::text[]))'),
};

/** The samples of `offered` not counted before, as one histogram per day, page and metric. */
async function newVitals(
  tx: SqlSession,
  offered: VisitRows['vitals'],
  slots: number,
): Promise<{ day: string; path: string; metric: string; samples: number[] }[]> {
  if (offered.length === 0) return [];
  const keyOf = (row: Omit<VisitRows['vitals'][number], 'slot'>) =>
    `${row.path} ${row.metric} ${row.day} ${row.voice}`;
  const sorted = sortedBy(offered, keyOf);
  const fresh = new Set(
    (
      await tx.query<Omit<VisitRows['vitals'][number], 'slot'>>(
        upserts.vitalVoices,
        columnsOf(sorted, ['day', 'path', 'metric', 'voice']),
      )
    ).map(keyOf),
  );
  const histograms = new Map<
    string,
    { day: string; path: string; metric: string; samples: number[] }
  >();
  for (const row of sorted) {
    if (!fresh.has(keyOf(row))) continue;
    const key = `${row.path} ${row.metric} ${row.day}`;
    let histogram = histograms.get(key);
    if (!histogram) {
      histogram = {
        day: row.day,
        path: row.path,
        metric: row.metric,
        samples: Array<number>(slots).fill(0),
      };
      histograms.set(key, histogram);
    }
    histogram.samples[row.slot] = (histogram.samples[row.slot] ?? 0) + 1;
  }
  return [...histograms.values()];
}

type WrittenVisitor = { day: string; visitor: string };

async function writeRows(tx: SqlSession, rows: VisitRows): Promise<{ closedDays: string[] }> {
  const sessionDays =
    rows.completedSessions.length === 0
      ? []
      : await tx.query<{ day: string }>(
          'SELECT DISTINCT day::text AS day FROM visit_checkouts WHERE session_id = ANY($1::text[])',
          [rows.completedSessions],
        );
  const days = [
    ...new Set([
      ...rows.visitors.map((row) => row.day),
      ...rows.pageViews.map((row) => row.day),
      ...rows.vitals.map((row) => row.day),
      ...rows.checkouts.map((row) => row.day),
      ...sessionDays.map((row) => row.day),
    ]),
  ].sort();
  // A day's roll-up waits for the batches writing to it, and they for it: see rollUpDay.
  if (days.length > 0) {
    await tx.query(
      `SELECT ${dayLockSql('pg_advisory_xact_lock_shared', 'd')} FROM unnest($1::date[]) AS d`,
      [days],
    );
  }
  const closed = new Set(
    days.length === 0
      ? []
      : (
          await tx.query<{ day: string }>(
            'SELECT day::text AS day FROM visit_rolled_up_days WHERE day = ANY($1::date[])',
            [days],
          )
        ).map((row) => row.day),
  );
  const open = <Row extends { day: string }>(list: readonly Row[]) =>
    list.filter((row) => !closed.has(row.day));

  const written: WrittenVisitor[] = [];
  const visitors = sortedBy(open(rows.visitors), (row) => `${row.day} ${row.visitor}`);
  if (visitors.length > 0) {
    written.push(
      ...(await tx.query<WrittenVisitor>(upserts.visitors, columnsOf(visitors, visitorColumns))),
    );
  }
  const pageViews = sortedBy(
    open(rows.pageViews),
    (row) => `${row.day} ${row.path} ${row.visitor}`,
  );
  if (pageViews.length > 0) {
    await tx.query(upserts.pageViews, columnsOf(pageViews, ['day', 'path', 'visitor']));
  }
  const vitals = await newVitals(tx, open(rows.vitals), rows.vitalSlots);
  if (vitals.length > 0) {
    await tx.query(upserts.vitals, [
      ...columnsOf(vitals, ['path', 'metric', 'day']),
      vitals.map((row) => `{${row.samples.join(',')}}`),
    ]);
    await tx.query(upserts.vitalPages, [
      vitals.map((row) => row.day),
      vitals.map((row) => row.path),
      vitals.map((row) => row.samples.reduce((sum, samples) => sum + samples, 0)),
    ]);
  }
  const checkouts = open(rows.checkouts);
  if (checkouts.length > 0) {
    await tx.query(upserts.checkouts, columnsOf(checkouts, ['sessionId', 'day', 'visitor']));
  }
  if (rows.completedSessions.length > 0) {
    written.push(...(await tx.query<WrittenVisitor>(upserts.completed, [rows.completedSessions])));
  }
  // What the batch's visitors reached, added to their days' live panels last: every visitor row
  // the batch locks is locked before the panels.
  if (written.length > 0) {
    await tx.query(upserts.countLive, columnsOf(written, ['day', 'visitor']));
  }
  return { closedDays: [...closed] };
}

/** The visit tables (migrations 009 and 011) over the signups' own connection. */
export function createSqlVisitStore(db: SqlDriver): VisitStore {
  return {
    write: (rows) => db.transaction((tx) => writeRows(tx, rows)),

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

    admitNames: (day, kind, names, cap) =>
      db.transaction(async (tx) => {
        // One replica at a time per day and kind, so the cap holds exactly.
        await tx.query(
          `SELECT pg_advisory_xact_lock(hashtext('adhelm.visit_names.' || $2::text), $1::date - date '2000-01-01')`,
          [day, kind],
        );
        if (names.length > 0) {
          await tx.query(
            `INSERT INTO visit_day_names (day, kind, name)
             SELECT $1, $2, name FROM unnest($3::text[]) WITH ORDINALITY AS offered(name, position)
             WHERE NOT EXISTS (SELECT 1 FROM visit_day_names known
               WHERE known.day = $1 AND known.kind = $2 AND known.name = offered.name)
             ORDER BY position
             LIMIT greatest(0, $4 - (SELECT count(*) FROM visit_day_names WHERE day = $1 AND kind = $2))
             ON CONFLICT DO NOTHING`,
            [day, kind, names, cap],
          );
        }
        const admitted = await tx.query<{ name: string }>(
          'SELECT name FROM visit_day_names WHERE day = $1 AND kind = $2',
          [day, kind],
        );
        return admitted.map((row) => row.name);
      }),

    daysToRollUp: (before) => daysToRollUp(db, before),
    rollUpDay: (day) => rollUpDay(db, day),
    pruneBefore: (day) => pruneBefore(db, day),
    report: (query) => report(db, query),
  };
}
