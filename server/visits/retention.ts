import type { SqlDriver } from '../store/sqlDriver';
import { firstVisitsSql } from './funnelQuery';

/**
 * Events before `oldestKept` become roll-ups (distinct visitors per day, step and the visit's
 * attribution) and are deleted, in one transaction: a day is counted either from its events or
 * from its roll-ups, never both. Vitals and checkout links of those days go too.
 */
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
