import { funnelSteps, type FunnelStep } from '../../shared/contracts/visitCounting';
import type { FunnelAnswer, FunnelFilters } from '../../shared/contracts/teamConsole';
import type { SqlSession } from '../store/sqlDriver';

/** Each visitor's first visit of the day, with the attribution the filters and bySource use. */
export const firstVisitsSql = (dayCondition: string) => `
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

interface CountRow {
  source: string;
  campaign: string;
  step: string;
  visitors: number;
}

const isStep = (step: string): step is FunnelStep =>
  (funnelSteps as readonly string[]).includes(step);

const stepsOf = (counts: ReadonlyMap<FunnelStep, number>) =>
  funnelSteps.map((step) => ({ step, visitors: counts.get(step) ?? 0 }));

/** Adds up rows of both sources into the answer's totals and per-source lists. */
export function funnelFromCounts(rows: readonly CountRow[], dropped: number): FunnelAnswer {
  const total = new Map<FunnelStep, number>();
  const bySource = new Map<
    string,
    { source: string; campaign: string; counts: Map<FunnelStep, number> }
  >();
  for (const row of rows) {
    if (!isStep(row.step)) continue;
    total.set(row.step, (total.get(row.step) ?? 0) + row.visitors);
    const key = JSON.stringify([row.source, row.campaign]);
    const group = bySource.get(key) ?? {
      source: row.source,
      campaign: row.campaign,
      counts: new Map(),
    };
    group.counts.set(row.step, (group.counts.get(row.step) ?? 0) + row.visitors);
    bySource.set(key, group);
  }
  return {
    steps: stepsOf(total),
    bySource: [...bySource.values()]
      .map(({ source, campaign, counts }) => ({ source, campaign, steps: stepsOf(counts) }))
      .sort((a, b) => (b.steps[0]?.visitors ?? 0) - (a.steps[0]?.visitors ?? 0)),
    dropped,
  };
}

export async function queryFunnel(
  db: SqlSession,
  range: { from: string; to: string },
  filters: FunnelFilters,
): Promise<CountRow[]> {
  const params = [
    range.from,
    range.to,
    filters.source ?? null,
    filters.campaign ?? null,
    filters.path ?? null,
    filters.locale ?? null,
  ];
  const [events, rollUps] = await Promise.all([
    db.query<CountRow>(fromEventsSql, params),
    db.query<CountRow>(fromRollUpsSql, params),
  ]);
  return [...events, ...rollUps];
}
