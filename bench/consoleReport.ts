/**
 * The team console's answer time on generated data (`GET /team/api/report` and
 * `GET /team/api/outcomes`, asked at once as the console asks them, without HTTP): for each
 * database and number of visitors a day, 60 closed days of roll-ups and a whole "today" of raw
 * visitors and page views (with their live panels), 3% of each day's visitors as customers (see
 * customersSql), then both answers for the last 1, 7 and 30 days, the report with its previous
 * period. The last 7 closed days are generated whole (INSERT … SELECT over generate_series) and
 * rolled up by the product's own roll-up; the 53 before them repeat those roll-ups a week apart,
 * which is what the console reads of a closed day. Web-vitals histograms are written for every
 * day.
 */
import { PGlite } from '@electric-sql/pglite';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrate } from '../server/store/migrate';
import { pgliteDriver } from '../server/store/pgliteDriver';
import { openPostgresDriver } from '../server/store/postgresDriver';
import type { SqlDriver } from '../server/store/sqlDriver';
import { createSqlVisitStore } from '../server/store/sqlVisitStore';
import { countLiveSql } from '../server/store/sqlVisitRollUps';
import { addDays } from '../shared/contracts/reportPeriod';
import { createVisitCounter } from '../server/visits/visitCounter';
import { outcomesOf } from '../server/visits/outcomes';
import { createSqlStore } from '../server/store/sqlStore';
import { histogramSlots, thresholdSlot } from '../server/visits/vitalHistogram';
import { silentLog } from '../test/visitCounting';

export interface ConsoleReportOptions {
  postgresUrl?: string | undefined;
  /** Visitors a day to generate on each database. */
  pgliteVisitorsPerDay: number[];
  postgresVisitorsPerDay: number[];
  /** Answers timed per period, after one warm-up. */
  runs: number;
}

export interface ConsoleReportRow {
  database: string;
  visitorsPerDay: number;
  /** The period's length; the answer also covers the previous period of the same length. */
  days: number;
  medianMs: number;
  slowestMs: number;
}

export interface ConsoleReportData {
  database: string;
  visitorsPerDay: number;
  /** Rows of each table when the answers were timed. */
  rows: Record<string, number>;
  generateSeconds: number;
  /** The product's roll-up (rollUpDay) of one generated closed day, median of 7. */
  rollUpMedianMs: number;
}

/** 40 landing pages and pages: 8 pages in each of the 5 languages, a few visited far more. */
const pagePaths = ['en', 'de', 'fr', 'it', 'es'].flatMap((locale) =>
  [
    '',
    '/pricing',
    '/cases',
    '/case/handcraft-blends',
    '/affiliate',
    '/case/new-york-biology',
    '/privacy-policy',
    '/terms-of-service',
  ].map((page) => (locale === 'en' ? page || '/' : `/${locale}${page}`)),
);
const sources = [
  'google',
  'newsletter',
  'linkedin',
  'bing',
  'facebook',
  'partner',
  'youtube',
  'reddit',
  'x',
  'capterra',
  'g2',
  'podcast',
];
/** The nine marketplaces' countries, a few others, and one the database does not know. */
const countries = [
  'US',
  'DE',
  'GB',
  'FR',
  'IT',
  'ES',
  'CA',
  'AU',
  'MX',
  'IN',
  'NL',
  'BR',
  'PL',
  null,
];
const referrerDomains = Array.from({ length: 20 }, (_, index) => `blog-${index}.example`);
const closedDays = 60;
const retentionDays = 30;

/**
 * One day's visitors, each landing once: 40% without a tag (named by their referring blog, or
 * Direct), the rest from 12 sources (the first ones most), up to 4 campaigns each; the landing
 * page skewed to the first pages; 55% phones, 10% tablets; 14 countries (the first ones most);
 * 55% see a second page; 35% view a pricing page, 8% open the trial dialog, 3% reach the
 * checkout, 1.5% complete it. Referrers follow the source (google.com…), or one of 20 blogs for
 * half the visits without a source. Each visitor views its landing page and up to 3 more.
 */
const visitorsSql = `
  INSERT INTO visit_visitors (day, visitor, landed, channel, source, campaign, locale, landing_path, device, referrer, country, steps)
  SELECT $1::date, md5($1 || ':' || i), true,
    CASE WHEN source IN ('google', 'bing') THEN 'paid' WHEN source = 'newsletter' THEN 'email'
      WHEN source IN ('linkedin', 'facebook', 'youtube', 'reddit', 'x') THEN 'social'
      WHEN source IS NULL AND r2 >= 0.5 THEN 'direct' ELSE 'referral' END,
    coalesce(source, CASE WHEN r2 < 0.5 THEN ($4::text[])[1 + floor(r2 * 2 * 20)::int] ELSE 'Direct' END),
    CASE WHEN source IS NULL OR r2 < 0.3 THEN NULL ELSE source || '-' || floor(r2 * 4)::int END,
    CASE WHEN path ~ '^/(de|fr|it|es)(/|$)' THEN substring(path FROM 2 FOR 2) ELSE 'en' END,
    path,
    CASE WHEN r4 < 0.55 THEN 'phone' WHEN r4 < 0.65 THEN 'tablet' ELSE 'desktop' END,
    CASE WHEN source IN ('google', 'bing', 'linkedin', 'facebook', 'youtube', 'reddit', 'x')
      THEN source || '.com'
      WHEN source IS NULL AND r2 < 0.5 THEN ($4::text[])[1 + floor(r2 * 2 * 20)::int]
      ELSE NULL END,
    ($6::text[])[1 + floor(14 * r4 ^ 2)::int],
    (1 | CASE WHEN r2 < 0.55 THEN 32 ELSE 0 END | CASE WHEN r5 < 0.35 THEN 2 ELSE 0 END | CASE WHEN r5 < 0.08 THEN 4 ELSE 0 END
       | CASE WHEN r5 < 0.03 THEN 8 ELSE 0 END | CASE WHEN r5 < 0.015 THEN 16 ELSE 0 END)::smallint
  FROM (
    SELECT i, r2, r4, r5,
      CASE WHEN r1 < 0.4 THEN NULL ELSE ($3::text[])[1 + floor(12 * ((r1 - 0.4) / 0.6) ^ 2)::int] END AS source,
      ($5::text[])[1 + floor(40 * r3 ^ 3)::int] AS path
    FROM (SELECT i, random() AS r1, random() AS r2, random() AS r3, random() AS r4, random() AS r5
          FROM generate_series(1, $2::int) AS i) AS draws
  ) AS visitors`;

const pageViewsSql = `
  INSERT INTO visit_page_views (day, path, visitor)
  SELECT day, CASE WHEN k = 0 THEN landing_path ELSE ($2::text[])[1 + floor(40 * random() ^ 2)::int] END, visitor
  FROM visit_visitors, generate_series(0, 3) AS k
  WHERE day = $1 AND (k = 0 OR random() < 0.5)
  ON CONFLICT DO NOTHING`;

/**
 * Web-vitals histograms written directly (not from single samples): per page and metric, counts
 * shaped like a bell around a typical value (in 5% buckets from the metric's threshold), about one
 * sample of each metric per visitor; 30% of layout shifts are 0.
 */
const vitalsSql = `
  INSERT INTO visit_vitals_daily (path, metric, day, samples)
  SELECT path, metric, $1::date, array_agg(
    CASE WHEN slot = 0 THEN round($2::float8 * share * zero)::int
      ELSE round($2::float8 * share * (1 - zero)
        * exp(-((slot - $5::int - center) ^ 2) / (2 * spread ^ 2)) / (spread * 2.5066))::int END
    ORDER BY slot)
  FROM unnest($3::text[], $4::float8[]) AS pages(path, share),
    (VALUES ('LCP', -4, 9, 0), ('INP', -10, 12, 0), ('CLS', -30, 20, 0.3), ('FCP', -6, 8, 0),
      ('TTFB', -12, 10, 0)) AS metrics(metric, center, spread, zero),
    generate_series(0, $6::int - 1) AS slot
  GROUP BY path, metric`;
const vitalPagesSql = `
  INSERT INTO visit_vitals_pages (day, path, samples)
  SELECT day, path, sum(total) FROM (
    SELECT day, path, (SELECT sum(n) FROM unnest(samples) AS n) AS total
    FROM visit_vitals_daily WHERE day = $1
  ) AS histograms GROUP BY day, path`;

/** Each page's share of the traffic, as the landing page's skew gives it. */
const pageShares = pagePaths.map(
  (_path, index) => (index + 1) ** (1 / 3) / 40 ** (1 / 3) - index ** (1 / 3) / 40 ** (1 / 3),
);

export interface Database {
  label: string;
  driver: SqlDriver;
  dispose(): Promise<void>;
}

async function pglite(): Promise<Database> {
  const dir = mkdtempSync(join(tmpdir(), 'console-report-pglite-'));
  const db = await PGlite.create(dir);
  return {
    label: 'embedded PGlite',
    driver: pgliteDriver(db, { timeoutMs: 600_000 }),
    async dispose() {
      await db.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function postgres(url: string): Promise<Database> {
  const schema = `console_report_${randomBytes(6).toString('hex')}`;
  const admin = openPostgresDriver({ connectionString: url, maxConnections: 1 });
  await admin.execute(`CREATE SCHEMA ${schema}`);
  // The server's own pool size, so the report's queries run side by side as they do there.
  const driver = openPostgresDriver({
    connectionString: url,
    schema,
    maxConnections: 10,
    timeoutMs: 600_000,
  });
  const [version] = await driver.query<{ server_version: string }>('SHOW server_version');
  return {
    label: `PostgreSQL ${version?.server_version.split(' ')[0] ?? ''}`.trim(),
    driver,
    async dispose() {
      await driver.close();
      await admin.execute(`DROP SCHEMA ${schema} CASCADE`);
      await admin.close();
    },
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** Closed days generated whole; the other closed days repeat their roll-ups, a week apart. */
const templateDays = 7;

/**
 * One day's customers: 3% of the visitors open a checkout, half of them complete it, and a fifth
 * of those made their first payment that day (a trial of a month before, as the console counts a
 * payment in the period it happened in). Their sources follow the visitors'.
 */
const customersSql = `
  WITH drawn AS (
    INSERT INTO customers (id, email, created_at, signup_completed_at, level, billing, currency,
      attribution, locale, source, channel, paid_at, subscription_state, subscription_state_at,
      last_checkout_at, last_checkout_level, last_checkout_billing)
    SELECT md5($1 || ':customer:' || i), md5($1 || ':' || i) || '@example.com',
      $1::date + interval '12 hours',
      CASE WHEN i % 2 = 0 THEN $1::date + interval '12 hours' END,
      'business', CASE WHEN i % 3 = 0 THEN 'annual' ELSE 'monthly' END, 'USD',
      jsonb_build_object('landing_path', ($3::text[])[1 + (i % 40)]), 'en',
      ($2::text[])[1 + (i % 12)],
      CASE WHEN i % 12 < 2 THEN 'paid' WHEN i % 12 = 2 THEN 'email' ELSE 'social' END,
      CASE WHEN i % 10 = 0 THEN $1::date + interval '13 hours' END,
      CASE WHEN i % 10 = 0 THEN 'paid' END,
      CASE WHEN i % 10 = 0 THEN $1::date + interval '13 hours' END,
      $1::date + interval '12 hours', 'business', 'monthly'
    FROM generate_series(1, $4::int) AS i
    RETURNING id, created_at, signup_completed_at
  )
  INSERT INTO checkout_sessions (id, customer_id, provider, created_at, completed_at, level, billing)
  SELECT 'cs_' || id, id, 'stripe', created_at, signup_completed_at, 'business', 'monthly'
  FROM drawn`;

async function writeRawDay(db: Database, day: string, visitorsPerDay: number) {
  await db.driver.query(visitorsSql, [
    day,
    visitorsPerDay,
    sources,
    referrerDomains,
    pagePaths,
    countries,
  ]);
  await db.driver.query(pageViewsSql, [day, pagePaths]);
}

/** A closed day's roll-ups, copied from the generated day a whole number of weeks after it. */
async function copyRollUps(db: Database, day: string, from: string) {
  for (const [table, columns] of [
    [
      'visit_daily',
      'channel, source, campaign, locale, landing_path, device, referrer, country, visitors, more_pages, pricing, trial_dialog, checkout, completed',
    ],
    [
      'visit_daily_panels',
      'panel, name, campaign, channel, visitors, more_pages, pricing, trial_dialog, checkout, completed',
    ],
    ['visit_daily_pages', 'path, visitors'],
  ] as const) {
    await db.driver.query(
      `INSERT INTO ${table} (day, ${columns}) SELECT $1::date, ${columns} FROM ${table} WHERE day = $2`,
      [day, from],
    );
  }
  await db.driver.query('INSERT INTO visit_rolled_up_days (day) VALUES ($1)', [day]);
}

export async function generate(
  db: Database,
  visitorsPerDay: number,
  today: string,
  log: (line: string) => void,
) {
  const store = createSqlVisitStore(db.driver);
  const begun = performance.now();
  const rollUps: number[] = [];
  // The last week's closed days, generated whole and rolled up by the product's roll-up.
  for (let back = templateDays; back >= 1; back--) {
    const day = addDays(today, -back);
    await writeRawDay(db, day, visitorsPerDay);
    const rolling = performance.now();
    await store.rollUpDay(day);
    rollUps.push(performance.now() - rolling);
  }
  log(
    `    ${db.label}, ${visitorsPerDay.toLocaleString('en-US')}/day: ${templateDays} days generated and rolled up`,
  );
  for (let back = templateDays + 1; back <= closedDays; back++) {
    const day = addDays(today, -back);
    await copyRollUps(
      db,
      day,
      addDays(day, templateDays * Math.ceil((back - templateDays) / templateDays)),
    );
  }
  await writeRawDay(db, today, visitorsPerDay);
  // Today's visitors, generated in one statement, reach its live panels through the product's own
  // statement, as the batches that count them one by one would.
  await db.driver.query(countLiveSql('day = $1'), [today]);
  for (let back = closedDays; back >= 0; back--) {
    const day = addDays(today, -back);
    const customers = Math.round(visitorsPerDay * 0.03);
    await db.driver.query(customersSql, [day, sources, pagePaths, customers]);
    await db.driver.query(vitalsSql, [
      day,
      visitorsPerDay,
      pagePaths,
      pageShares,
      thresholdSlot,
      histogramSlots,
    ]);
    await db.driver.query(vitalPagesSql, [day]);
  }
  await db.driver.execute('ANALYZE');
  const rows: Record<string, number> = {};
  for (const table of [
    'visit_visitors',
    'visit_live_panels',
    'visit_page_views',
    'visit_daily',
    'visit_daily_panels',
    'visit_daily_pages',
    'visit_vitals_daily',
    'customers',
  ]) {
    const [row] = await db.driver.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    rows[table] = row?.n ?? 0;
  }
  return {
    rows,
    generateSeconds: (performance.now() - begun) / 1000,
    rollUpMedianMs: median(rollUps),
  };
}

async function measure(
  open: () => Promise<Database>,
  visitorsPerDay: number,
  options: ConsoleReportOptions,
  log: (line: string) => void,
) {
  const db = await open();
  try {
    await migrate(db.driver);
    const today = new Date().toISOString().slice(0, 10);
    const generated = await generate(db, visitorsPerDay, today, log);
    const counter = createVisitCounter({
      store: createSqlVisitStore(db.driver),
      site: 'https://adhelm.test',
      retentionDays,
      log: silentLog,
      now: () => new Date(`${today}T12:00:00Z`),
      maintenanceMs: 24 * 60 * 60 * 1000,
    });
    const customers = await createSqlStore(db.driver);
    const rows: ConsoleReportRow[] = [];
    try {
      for (const days of [1, 7, 30]) {
        const current = { from: addDays(today, -(days - 1)), to: today };
        // What the console asks at once: every visit panel, and the paying customers.
        const answer = () =>
          Promise.all([
            counter.report(current),
            outcomesOf(customers, current, new Date(`${today}T12:00:00Z`)),
          ]);
        await answer();
        const times: number[] = [];
        for (let run = 0; run < options.runs; run++) {
          const begun = performance.now();
          await answer();
          times.push(performance.now() - begun);
        }
        const row = {
          database: db.label,
          visitorsPerDay,
          days,
          medianMs: median(times),
          slowestMs: Math.max(...times),
        };
        rows.push(row);
        log(
          `  ${db.label.padEnd(18)} ${visitorsPerDay.toLocaleString('en-US').padStart(7)}/day ${String(days).padStart(2)} days + previous: ${Math.round(row.medianMs)} ms median, ${Math.round(row.slowestMs)} ms slowest`,
        );
      }
    } finally {
      await counter.close();
    }
    return { rows, data: { database: db.label, visitorsPerDay, ...generated } };
  } finally {
    await db.dispose();
  }
}

export async function runConsoleReport(options: ConsoleReportOptions, log: (line: string) => void) {
  const runs: [() => Promise<Database>, number][] = options.pgliteVisitorsPerDay.map((visitors) => [
    pglite,
    visitors,
  ]);
  const { postgresUrl } = options;
  if (postgresUrl) {
    for (const visitors of options.postgresVisitorsPerDay) {
      runs.push([() => postgres(postgresUrl), visitors]);
    }
  }
  const rows: ConsoleReportRow[] = [];
  const data: ConsoleReportData[] = [];
  for (const [open, visitors] of runs) {
    const measured = await measure(open, visitors, options, log);
    rows.push(...measured.rows);
    data.push(measured.data);
  }
  return {
    closedDays,
    retentionDays,
    runs: options.runs,
    rows,
    data,
    postgresUnavailable: postgresUrl ? [] : ['no BENCH_DATABASE_URL or TEST_DATABASE_URL set'],
  };
}
