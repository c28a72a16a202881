import { daysOf } from '../../shared/contracts/reportPeriod';
import type { SqlSession } from './sqlDriver';
import {
  pageVisitorsSql,
  panelsOfGroupsSql,
  rolledUpGroupsSql,
  visitorRowsSql,
} from './sqlVisitRollUps';
import type { DayRange, FunnelCounts, NamedCount, ReportQuery, ReportRows } from './visitStore';

/**
 * Each day is read from one place only: its roll-ups once it has them, else its live panels and
 * visitors (kept until the roll-up's raw rows are pruned). The list of rolled-up days is read
 * first and both queries name their days, so a roll-up written meanwhile can neither count a day
 * twice nor lose it.
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
  panel: 'day' | 'channel' | 'source' | 'landing' | 'device' | 'locale' | 'referrer' | 'country';
  /** Only on the day panel. */
  day: string | null;
  name: string;
  campaign: string;
  channel: string;
  /** Both periods. */
  visitors_all: number;
  checkout_all: number;
  completed_all: number;
} & FunnelCounts;

/**
 * Every visit panel of both periods, from rows per day and panel (panelsOfGroupsSql's columns):
 * the days of both periods, and the current period (from $3) by every other panel.
 */
const panelTotalsSql = (panelRows: string) => `
  SELECT panel, CASE WHEN panel = 'day' THEN day::text END AS day, name, campaign, channel,
    sum(visitors)::int AS visitors_all, sum(checkout)::int AS checkout_all,
    sum(completed)::int AS completed_all,
    coalesce(sum(visitors) FILTER (WHERE day >= $3::date), 0)::int AS visit,
    coalesce(sum(more_pages) FILTER (WHERE day >= $3::date), 0)::int AS more_pages,
    coalesce(sum(pricing) FILTER (WHERE day >= $3::date), 0)::int AS pricing,
    coalesce(sum(trial_dialog) FILTER (WHERE day >= $3::date), 0)::int AS trial_dialog,
    coalesce(sum(checkout) FILTER (WHERE day >= $3::date), 0)::int AS checkout,
    coalesce(sum(completed) FILTER (WHERE day >= $3::date), 0)::int AS completed
  FROM (${panelRows}) AS panel_rows
  WHERE panel = 'day' OR day >= $3::date
  GROUP BY 1, 2, 3, 4, 5`;

const panelColumns =
  'day, panel, name, campaign, channel, visitors, more_pages, pricing, trial_dialog, checkout, completed';

/**
 * Unfiltered, the closed days come from their panel roll-ups and the others from their live
 * panels: about a hundred rows a day either way (sqlVisitRollUps.ts, countLiveSql). Filtered by
 * a value of the visit, from the closed days' visitor groups and the raw days' visitors, chosen
 * by the filters ($4 to $11) and then added up per panel.
 */
const unfilteredPanelsSql = panelTotalsSql(`
  SELECT ${panelColumns} FROM visit_daily_panels WHERE day = ANY($1::date[])
  UNION ALL
  SELECT ${panelColumns} FROM visit_live_panels WHERE day = ANY($2::date[])`);
const filteredPanelsSql = panelTotalsSql(
  panelsOfGroupsSql(`
    SELECT * FROM (
      ${rolledUpGroupsSql('day = ANY($1::date[])')}
      UNION ALL
      ${visitorRowsSql('day = ANY($2::date[])')}
    ) AS every_group
    WHERE ($4::text IS NULL OR source = $4) AND ($5::text IS NULL OR campaign = $5)
      AND ($6::text IS NULL OR locale = $6) AND ($7::text IS NULL OR landing_path = $7)
      AND ($8::text IS NULL OR channel = $8) AND ($9::text IS NULL OR device = $9)
      AND ($10::text IS NULL OR referrer = $10) AND ($11::text IS NULL OR country = $11)`),
);

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

/** The histograms' slots that hold samples, added up over the days (slots count from 0). */
const vitalSlotsSql = `
  SELECT path, metric, (slot - 1)::int AS slot, sum(n)::int AS samples
  FROM visit_vitals_daily, unnest(samples) WITH ORDINALITY AS histogram(n, slot)
  WHERE path = ANY($1::text[]) AND metric IN ('LCP', 'INP', 'CLS') AND day BETWEEN $2 AND $3
    AND n > 0
  GROUP BY path, metric, slot`;

const funnelCountsOf = (row: FunnelCounts): FunnelCounts => ({
  visit: row.visit,
  more_pages: row.more_pages,
  pricing: row.pricing,
  trial_dialog: row.trial_dialog,
  checkout: row.checkout,
  completed: row.completed,
});

const named = (rows: PanelRow[], panel: PanelRow['panel']) =>
  rows
    .filter((row) => row.panel === panel && row.visit > 0)
    .map((row): NamedCount => ({ name: row.name, visitors: row.visit }));

async function vitalsOf(db: SqlSession, { current, vitalPages }: ReportQuery) {
  const pages = await db.query<{ path: string; samples: number }>(vitalPagesSql, [
    current.from,
    current.to,
    vitalPages,
  ]);
  if (pages.length === 0) return [];
  const slots = await db.query<{ path: string; metric: string; slot: number; samples: number }>(
    vitalSlotsSql,
    [pages.map((page) => page.path), current.from, current.to],
  );
  return pages.map((page) => ({
    ...page,
    slots: slots.filter((row) => row.path === page.path),
  }));
}

export async function report(db: SqlSession, query: ReportQuery): Promise<ReportRows> {
  const { current, previous, filters } = query;
  const both = await daySources(db, { from: previous.from, to: current.to });
  const inCurrent = (day: string) => day >= current.from;
  const { source, campaign, locale, path, channel, device, referrer, country } = filters;
  const chosen = [source, campaign, locale, path, channel, device, referrer, country];
  const filtered = chosen.some((value) => value !== undefined);
  const [panels, pages, vitals] = await Promise.all([
    filtered
      ? db.query<PanelRow>(filteredPanelsSql, [
          both.rolledUp,
          both.raw,
          current.from,
          ...chosen.map((value) => value ?? null),
        ])
      : db.query<PanelRow>(unfilteredPanelsSql, [both.rolledUp, both.raw, current.from]),
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
      .map(({ name, campaign, channel, ...counts }) => ({
        channel,
        source: name,
        campaign,
        ...funnelCountsOf(counts),
      })),
    channels: panels
      .filter((row) => row.panel === 'channel' && row.visit > 0)
      .map((row) => ({ name: row.name, ...funnelCountsOf(row) })),
    landing: panels
      .filter((row) => row.panel === 'landing' && row.visit > 0)
      .map((row) => ({ name: row.name, ...funnelCountsOf(row) })),
    countries: named(panels, 'country'),
    devices: named(panels, 'device'),
    languages: named(panels, 'locale'),
    referrers: named(panels, 'referrer'),
    pages,
    vitals,
  };
}
