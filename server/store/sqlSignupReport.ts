import { defaultLocale, isLocale } from '../../shared/language/locales';
import { signupsWithLatestCheckout } from './sqlConsoleSignups';
import type { SqlSession } from './sqlDriver';
import type { SignupReportRow } from './store';

/** Signups started since `since`, newest first, for `npm run signups`. */
export async function listSignups(db: SqlSession, since: Date): Promise<SignupReportRow[]> {
  const rows = await db.query<SignupReportRow>(
    // An abandoned signup shows the plan of its latest checkout.
    `SELECT c.email, c.created_at AS "startedAt", c.signup_completed_at AS "completedAt",
            coalesce(c.level, latest.level) AS level, coalesce(c.billing, latest.billing) AS billing,
            c.attribution ->> 'utm_source' AS source,
            c.attribution ->> 'utm_campaign' AS campaign, c.locale,
            (SELECT state FROM deliveries d
              WHERE d.customer_id = c.id AND d.kind = 'welcome-email') AS "welcomeEmail",
            (SELECT state FROM deliveries d
              WHERE d.customer_id = c.id AND d.kind = 'trial-started') AS "platformEvent"
     ${signupsWithLatestCheckout}
     WHERE c.created_at >= $1
     ORDER BY c.created_at DESC`,
    [since],
  );
  return rows.map((row) => ({ ...row, locale: isLocale(row.locale) ? row.locale : defaultLocale }));
}
