import type { FunnelFilters, VitalsAnswer } from '../../shared/contracts/teamConsole';
import type { SqlDriver, SqlSession } from './sqlDriver';
import type { DayRange, FunnelCountRow } from './visitStore';

/** Each visitor's first visit of the day, with the attribution the filters and bySource use. */
const firstVisitsSql = (dayCondition: string) => `
  SELECT DISTINCT ON (day, visitor) day, visitor,
    coalesce(source, '(none)') AS source, coalesce(campaign, '(none)') AS campaign, locale, path
  FROM visit_events
  WHERE step = 'visit' AND ${dayCondition}
  ORDER BY day, visitor, at`;

const filterSql = `($3::text IS NULL OR source = $3) AND ($4::text IS NULL OR campaign = $4)
  AND ($5::text IS NULL OR path = $5) AND ($6::text IS NULL OR locale = $6)`;

/** Days still kept as events: distinct (day, visitor) per step among the chosen visitors. */
const fromEventsSql = `
  WITH chosen AS (
    SELECT * FROM (${firstVisitsSql('day BETWEEN $1 AND $2')}) AS visits WHERE ${filterSql}
  )
  SELECT c.source, c.campaign, e.step, count(DISTINCT (e.day, e.visitor))::int AS visitors
  FROM chosen c JOIN visit_events e ON e.day = c.day AND e.visitor = c.visitor
  GROUP BY c.source, c.campaign, e.step`;

/** Older days, from their roll-ups: each visitor was counted once per day and step there. */
const fromRollUpsSql = `
  SELECT source, campaign, step, sum(visitors)::int AS visitors
  FROM visit_daily
  WHERE day BETWEEN $1 AND $2 AND ${filterSql}
  GROUP BY source, campaign, step`;

export async function funnelCounts(
  db: SqlSession,
  range: DayRange,
  filters: FunnelFilters,
): Promise<FunnelCountRow[]> {
  const params = [
    range.from,
    range.to,
    filters.source ?? null,
    filters.campaign ?? null,
    filters.path ?? null,
    filters.locale ?? null,
  ];
  const [events, rollUps] = await Promise.all([
    db.query<FunnelCountRow>(fromEventsSql, params),
    db.query<FunnelCountRow>(fromRollUpsSql, params),
  ]);
  return [...events, ...rollUps];
}

/** Pages by their number of samples, most measured first; enough for the console's table. */
const maxPages = 200;

const p75 = (name: string) =>
  `percentile_cont(0.75) WITHIN GROUP (ORDER BY value) FILTER (WHERE name = '${name}') AS ${name.toLowerCase()}_p75`;

export async function vitals(db: SqlSession, range: DayRange): Promise<VitalsAnswer['pages']> {
  return db.query<VitalsAnswer['pages'][number]>(
    `SELECT path, count(*)::int AS samples, ${p75('LCP')}, ${p75('INP')}, ${p75('CLS')}
     FROM visit_vitals WHERE day BETWEEN $1 AND $2
     GROUP BY path ORDER BY samples DESC, path LIMIT ${maxPages}`,
    [range.from, range.to],
  );
}

export async function rollUpAndPrune(db: SqlDriver, oldestKept: string): Promise<void> {
  await db.transaction(
    async (session) => {
      await session.query(
        `WITH visits AS (${firstVisitsSql('day < $1')})
         INSERT INTO visit_daily (day, step, source, campaign, locale, path, visitors)
         SELECT v.day, e.step, v.source, v.campaign, v.locale, v.path, count(DISTINCT e.visitor)
         FROM visits v JOIN visit_events e ON e.day = v.day AND e.visitor = v.visitor
         GROUP BY v.day, e.step, v.source, v.campaign, v.locale, v.path
         ON CONFLICT (day, step, source, campaign, locale, path)
           DO UPDATE SET visitors = visit_daily.visitors + EXCLUDED.visitors`,
        [oldestKept],
      );
      await session.query('DELETE FROM visit_events WHERE day < $1', [oldestKept]);
      await session.query('DELETE FROM visit_vitals WHERE day < $1', [oldestKept]);
      await session.query('DELETE FROM visit_checkouts WHERE day < $1', [oldestKept]);
    },
    // Background work on possibly many rows: not bound by the request's statement timeout.
    { untimed: true },
  );
}
