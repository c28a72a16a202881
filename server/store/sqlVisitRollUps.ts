import { noneName } from '../../shared/contracts/visitCounting';
import type { SqlDriver, SqlSession } from './sqlDriver';
import { stepBits } from './visitStore';

/**
 * The advisory lock of one day's counts: shared by the batches writing to the day, exclusive for
 * its roll-up. So a roll-up never misses a batch that was writing when it began, and a batch
 * that comes after it finds the day rolled up.
 */
export const dayLockSql = (lockFunction: string, day: string) =>
  `${lockFunction}(hashtext('adhelm.visit_day'), ${day}::date - date '2000-01-01')`;

/** A visitor's attribution as the roll-ups key it: every missing value named '(none)'. */
export const groupColumnsSql = [
  'channel',
  'source',
  'campaign',
  'locale',
  'landing_path',
  'device',
  'referrer',
  'country',
]
  .map((column) => `coalesce(${column}, '${noneName}') AS ${column}`)
  .join(', ');

const reached = (bit: number) => `(steps & ${bit} <> 0)::int`;

const groupColumns =
  'day, channel, source, campaign, locale, landing_path, device, referrer, country';

/**
 * Each visitor of the chosen days who landed, as a group of one: the attribution of its first
 * visit, and 1 or 0 for each step. Today's panels are added up straight from these rows, which
 * hashes a few values per panel, where grouping by every attribution first has to sort them all.
 */
export const visitorRowsSql = (dayCondition: string) => `
  SELECT day, ${groupColumnsSql}, 1 AS visitors, ${reached(stepBits.morePages)} AS more_pages,
    ${reached(stepBits.pricing)} AS pricing, ${reached(stepBits.trial_dialog)} AS trial_dialog,
    ${reached(stepBits.checkout)} AS checkout, ${reached(stepBits.completed)} AS completed
  FROM visit_visitors
  WHERE landed AND ${dayCondition}`;

/**
 * The same visitors grouped by their whole attribution, with how many of them reached each step:
 * what a roll-up keeps.
 */
export const visitorGroupsSql = (dayCondition: string) => `
  SELECT ${groupColumns}, count(*)::int AS visitors, sum(more_pages)::int AS more_pages,
    sum(pricing)::int AS pricing, sum(trial_dialog)::int AS trial_dialog,
    sum(checkout)::int AS checkout, sum(completed)::int AS completed
  FROM (${visitorRowsSql(dayCondition)}) AS visitors
  GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9`;

const countColumns = 'visitors, more_pages, pricing, trial_dialog, checkout, completed';
/** The rolled-up visitors of `days` (an SQL condition on day), in visitorGroupsSql's columns. */
export const rolledUpGroupsSql = (dayCondition: string) =>
  `SELECT ${groupColumns}, ${countColumns} FROM visit_daily WHERE ${dayCondition}`;

/**
 * Rows of visitor groups (visitorGroupsSql's columns) added up per day and panel of the console:
 * the day itself (name ''), each channel, each source and campaign, landing page, device,
 * language, referrer. A source's row names the channel of its visitors (the first by name when a
 * tag came through several): grouping by the channel as well would make the database sort a
 * busy day's visitors where it now hashes them.
 */
export const panelsOfGroupsSql = (groups: string) => `
  SELECT day,
    CASE WHEN grouping(source, campaign) = 0 THEN 'source'
      WHEN grouping(channel) = 0 THEN 'channel'
      WHEN grouping(landing_path) = 0 THEN 'landing' WHEN grouping(device) = 0 THEN 'device'
      WHEN grouping(locale) = 0 THEN 'locale' WHEN grouping(referrer) = 0 THEN 'referrer'
      WHEN grouping(country) = 0 THEN 'country'
      ELSE 'day' END AS panel,
    coalesce(source, channel, landing_path, device, locale, referrer, country, '') AS name,
    coalesce(campaign, '') AS campaign,
    CASE WHEN grouping(source, campaign) = 0 THEN min(channel) ELSE '' END AS channel,
    sum(visitors)::int AS visitors, sum(more_pages)::int AS more_pages,
    sum(pricing)::int AS pricing, sum(trial_dialog)::int AS trial_dialog,
    sum(checkout)::int AS checkout, sum(completed)::int AS completed
  FROM (${groups}) AS groups
  GROUP BY GROUPING SETS ((day), (day, source, campaign), (day, channel), (day, landing_path),
    (day, device), (day, locale), (day, referrer), (day, country))`;

const newlyReached = (bit: number) => `(steps & ~counted & ${bit} <> 0)::int`;
/** The chosen visitors who landed and reached a step their row has not added yet. */
const uncountedSql = (condition: string) => `landed AND steps <> counted AND ${condition}`;

/**
 * What the live panels lack of the chosen landed visitors (visitorRowsSql's columns): 1 visitor
 * the first time one is counted (`counted` holds the steps its row has added), and 1 for each
 * step it reached since.
 */
const uncountedRowsSql = (condition: string) => `
  SELECT day, ${groupColumnsSql}, (counted = 0)::int AS visitors,
    ${newlyReached(stepBits.morePages)} AS more_pages, ${newlyReached(stepBits.pricing)} AS pricing,
    ${newlyReached(stepBits.trial_dialog)} AS trial_dialog,
    ${newlyReached(stepBits.checkout)} AS checkout, ${newlyReached(stepBits.completed)} AS completed
  FROM visit_visitors
  WHERE ${uncountedSql(condition)}`;

/**
 * Adds the chosen visitors' uncounted steps to their days' live panels (the panels of the days
 * not rolled up yet) and marks them counted, in one statement. The caller has just written these
 * rows and holds them, so no other batch changes one between its reading and its marking; the
 * panels are written in key order, so two batches adding to the same ones never deadlock.
 */
export const countLiveSql = (condition: string) => `
  WITH uncounted AS (${uncountedRowsSql(condition)}),
  marked AS (
    UPDATE visit_visitors SET counted = steps WHERE ${uncountedSql(condition)}
    RETURNING 1
  )
  INSERT INTO visit_live_panels AS p (day, panel, name, campaign, channel, ${countColumns})
  SELECT * FROM (${panelsOfGroupsSql('SELECT * FROM uncounted')}) AS panels
  ORDER BY day, panel, name, campaign
  ON CONFLICT (day, panel, name, campaign) DO UPDATE SET
    channel = least(p.channel, EXCLUDED.channel),
    ${countColumns
      .split(', ')
      .map((column) => `${column} = p.${column} + EXCLUDED.${column}`)
      .join(', ')}`;

/** Distinct visitors per page and day. */
export const pageVisitorsSql = (dayCondition: string) => `
  SELECT day, path, count(*)::int AS visitors FROM visit_page_views
  WHERE ${dayCondition} GROUP BY day, path`;

/**
 * Closed days (before `before`) that have raw rows and no roll-up. Looks each day up by its index
 * rather than reading every row: the raw tables hold a month of them.
 */
export async function daysToRollUp(db: SqlSession, before: string): Promise<string[]> {
  const rows = await db.query<{ day: string }>(
    `SELECT d::date::text AS day
     FROM generate_series(
       (SELECT least(min(day), $1::date) FROM (
          SELECT min(day) AS day FROM visit_visitors UNION ALL SELECT min(day) FROM visit_page_views
        ) AS oldest),
       $1::date - 1, interval '1 day') AS d
     WHERE NOT EXISTS (SELECT 1 FROM visit_rolled_up_days r WHERE r.day = d::date)
       AND (EXISTS (SELECT 1 FROM visit_visitors v WHERE v.day = d::date)
         OR EXISTS (SELECT 1 FROM visit_page_views p WHERE p.day = d::date))
     ORDER BY 1`,
    [before],
  );
  return rows.map((row) => row.day);
}

/**
 * Writes one closed day's roll-ups and marks it rolled up, in one transaction. Whichever replica
 * takes the day's lock first does it; another one, or a later call, finds it taken or done and
 * returns false. Batches still writing to the day hold the lock too: the roll-up then waits for
 * the next round.
 */
export async function rollUpDay(db: SqlDriver, day: string): Promise<boolean> {
  return db.transaction(
    async (session) => {
      const [lock] = await session.query<{ taken: boolean }>(
        `SELECT ${dayLockSql('pg_try_advisory_xact_lock', '$1')} AS taken`,
        [day],
      );
      if (!lock?.taken) return false;
      const done = await session.query('SELECT 1 FROM visit_rolled_up_days WHERE day = $1', [day]);
      if (done.length > 0) return false;
      await session.query(
        `INSERT INTO visit_daily (${groupColumns}, ${countColumns}) ${visitorGroupsSql('day = $1')}`,
        [day],
      );
      await session.query(
        `INSERT INTO visit_daily_panels (day, panel, name, campaign, channel, ${countColumns})
         ${panelsOfGroupsSql(rolledUpGroupsSql('day = $1'))}`,
        [day],
      );
      await session.query(
        `INSERT INTO visit_daily_pages (day, path, visitors) ${pageVisitorsSql('day = $1')}`,
        [day],
      );
      await session.query('INSERT INTO visit_rolled_up_days (day) VALUES ($1)', [day]);
      // Late samples of a rolled-up day are not counted, so its voices are needed no more.
      await session.query('DELETE FROM visit_vital_voices WHERE day = $1', [day]);
      return true;
    },
    // Background work on a whole day's rows: not bound by a request's statement timeout.
    { untimed: true },
  );
}

/**
 * Deletes what is past its retention: the raw rows of rolled-up days (a day that could not be
 * rolled up keeps them until it is), checkout links and the days' name lists.
 */
export async function pruneBefore(db: SqlDriver, day: string): Promise<void> {
  await db.transaction(
    async (session) => {
      const rolledUp = 'day IN (SELECT day FROM visit_rolled_up_days)';
      await session.query(`DELETE FROM visit_visitors WHERE day < $1 AND ${rolledUp}`, [day]);
      await session.query(`DELETE FROM visit_page_views WHERE day < $1 AND ${rolledUp}`, [day]);
      // Kept with the raw rows: a report that listed the day as not rolled up yet reads them.
      await session.query(`DELETE FROM visit_live_panels WHERE day < $1 AND ${rolledUp}`, [day]);
      await session.query('DELETE FROM visit_checkouts WHERE day < $1', [day]);
      await session.query('DELETE FROM visit_day_names WHERE day < $1', [day]);
    },
    { untimed: true },
  );
}
