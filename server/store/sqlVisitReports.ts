import type { SqlSession } from './sqlDriver';
import { pageVisitorsSql, visitorGroupsSql } from './sqlVisitRollUps';
import type { DayRange, FunnelCounts, NamedCount, ReportQuery, ReportRows } from './visitStore';

const dayMs = 24 * 60 * 60 * 1000;

function daysOf({ from, to }: DayRange): string[] {
  const days: string[] = [];
  for (let at = Date.parse(`${from}T00:00:00Z`); at <= Date.parse(`${to}T00:00:00Z`); at += dayMs) {
    days.push(new Date(at).toISOString().slice(0, 10));
  }
  return days;
}

/**
 * Each day is read from one place only: its roll-ups once it has them, else its visitors. The
 * list of rolled-up days is read first and both queries name their days, so a roll-up written
 * meanwhile can neither count a day twice nor lose it.
 */
async function daySources(db: SqlSession, range: DayRange) {
  const rolled = await db.query<{ day: string }>(
    'SELECT day::text AS day FROM visit_rolled_up_days WHERE day BETWEEN $1 AND $2',
    [range.from, range.to],
  );
  const rolledUp = new Set(rolled.map((row) => row.day));
  const days = daysOf(range);
  return {
    rolledUp: days.filter((day) => rolledUp.has(day)),
    raw: days.filter((day) => !rolledUp.has(day)),
  };
}

type PanelRow = {
  panel: 'day' | 'source' | 'landing' | 'device' | 'locale' | 'referrer';
  day: string | null;
  source: string | null;
  campaign: string | null;
  landing_path: string | null;
  device: string | null;
  locale: string | null;
  referrer: string | null;
  visitors_all: number;
  checkout_all: number;
  completed_all: number;
} & FunnelCounts;

/**
 * Every visit panel in one pass over the chosen rows (GROUPING SETS): the days of both periods,
 * and the current period by source and campaign, landing page, device, language and referrer.
 */
const panelsSql = `
  WITH groups AS (
    SELECT day, source, campaign, locale, landing_path, device, referrer,
      visitors, pricing, trial_dialog, checkout, completed
    FROM visit_daily WHERE day = ANY($1::date[])
    UNION ALL
    ${visitorGroupsSql('day = ANY($2::date[])')}
  ), chosen AS (
    SELECT * FROM groups
    WHERE ($3::text IS NULL OR source = $3) AND ($4::text IS NULL OR campaign = $4)
      AND ($5::text IS NULL OR locale = $5) AND ($6::text IS NULL OR landing_path = $6)
  )
  SELECT
    CASE WHEN grouping(day) = 0 THEN 'day' WHEN grouping(source, campaign) = 0 THEN 'source'
      WHEN grouping(landing_path) = 0 THEN 'landing' WHEN grouping(device) = 0 THEN 'device'
      WHEN grouping(locale) = 0 THEN 'locale' ELSE 'referrer' END AS panel,
    day::text AS day, source, campaign, landing_path, device, locale, referrer,
    sum(visitors)::int AS visitors_all, sum(checkout)::int AS checkout_all,
    sum(completed)::int AS completed_all,
    coalesce(sum(visitors) FILTER (WHERE day >= $7::date), 0)::int AS visit,
    coalesce(sum(pricing) FILTER (WHERE day >= $7::date), 0)::int AS pricing,
    coalesce(sum(trial_dialog) FILTER (WHERE day >= $7::date), 0)::int AS trial_dialog,
    coalesce(sum(checkout) FILTER (WHERE day >= $7::date), 0)::int AS checkout,
    coalesce(sum(completed) FILTER (WHERE day >= $7::date), 0)::int AS completed
  FROM chosen
  GROUP BY GROUPING SETS ((day), (source, campaign), (landing_path), (device), (locale), (referrer))`;

const pagesSql = `
  SELECT path AS name, sum(visitors)::int AS visitors FROM (
    SELECT path, visitors FROM visit_daily_pages WHERE day = ANY($1::date[])
    UNION ALL
    SELECT path, visitors FROM (${pageVisitorsSql('day = ANY($2::date[])')}) AS today
  ) AS pages
  GROUP BY path`;

const vitalPagesSql = `
  SELECT path, sum(samples)::int AS samples FROM visit_vitals_pages
  WHERE day BETWEEN $1 AND $2 GROUP BY path ORDER BY samples DESC, path LIMIT $3`;

const vitalBucketsSql = `
  SELECT path, metric, bucket, sum(samples)::int AS samples FROM visit_vitals_daily
  WHERE path = ANY($1::text[]) AND metric IN ('LCP', 'INP', 'CLS') AND day BETWEEN $2 AND $3
  GROUP BY path, metric, bucket`;

const named = (
  rows: PanelRow[],
  panel: PanelRow['panel'],
  name: (row: PanelRow) => string | null,
) =>
  rows
    .filter((row) => row.panel === panel && row.visit > 0)
    .map((row): NamedCount => ({ name: name(row) ?? '', visitors: row.visit }));

async function vitalsOf(db: SqlSession, { current, vitalPages }: ReportQuery) {
  const pages = await db.query<{ path: string; samples: number }>(vitalPagesSql, [
    current.from,
    current.to,
    vitalPages,
  ]);
  if (pages.length === 0) return [];
  const buckets = await db.query<{ path: string; metric: string; bucket: number; samples: number }>(
    vitalBucketsSql,
    [pages.map((page) => page.path), current.from, current.to],
  );
  return pages.map((page) => ({
    ...page,
    buckets: buckets.filter((row) => row.path === page.path),
  }));
}

export async function report(db: SqlSession, query: ReportQuery): Promise<ReportRows> {
  const { current, previous, filters } = query;
  const both = await daySources(db, { from: previous.from, to: current.to });
  const inCurrent = (day: string) => day >= current.from;
  const [panels, pages, vitals] = await Promise.all([
    db.query<PanelRow>(panelsSql, [
      both.rolledUp,
      both.raw,
      filters.source ?? null,
      filters.campaign ?? null,
      filters.locale ?? null,
      filters.path ?? null,
      current.from,
    ]),
    db.query<NamedCount>(pagesSql, [both.rolledUp.filter(inCurrent), both.raw.filter(inCurrent)]),
    vitalsOf(db, query),
  ]);
  return {
    daily: panels
      .filter((row) => row.panel === 'day')
      .map((row) => ({
        day: row.day ?? '',
        visitors: row.visitors_all,
        checkout: row.checkout_all,
        completed: row.completed_all,
      })),
    bySource: panels
      .filter((row) => row.panel === 'source' && row.visit > 0)
      .map(({ source, campaign, visit, pricing, trial_dialog, checkout, completed }) => ({
        source: source ?? '',
        campaign: campaign ?? '',
        visit,
        pricing,
        trial_dialog,
        checkout,
        completed,
      })),
    landingPages: named(panels, 'landing', (row) => row.landing_path),
    devices: named(panels, 'device', (row) => row.device),
    languages: named(panels, 'locale', (row) => row.locale),
    referrers: named(panels, 'referrer', (row) => row.referrer),
    pages,
    vitals,
  };
}
