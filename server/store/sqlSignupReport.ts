import { defaultLocale, isLocale } from '../../src/facts/locales';
import type { DeliveryState } from '../delivery/outbox';
import type { SqlSession } from './sqlDriver';
import type { SignupReportRow } from './store';

interface ReportRow {
  email: string;
  created_at: Date;
  signup_completed_at: Date | null;
  level: string | null;
  billing: string | null;
  source: string | null;
  campaign: string | null;
  locale: string;
  welcome_email: DeliveryState | null;
  platform_event: DeliveryState | null;
}

/** Signups started since `since`, newest first, for `npm run signups`. */
export async function listSignups(db: SqlSession, since: Date): Promise<SignupReportRow[]> {
  const rows = await db.query<ReportRow>(
    // An abandoned signup shows the plan of its latest checkout.
    `SELECT c.email, c.created_at, c.signup_completed_at,
            coalesce(c.level, latest.level) AS level, coalesce(c.billing, latest.billing) AS billing,
            c.attribution ->> 'utm_source' AS source,
            c.attribution ->> 'utm_campaign' AS campaign, c.locale,
            (SELECT state FROM deliveries d
              WHERE d.customer_id = c.id AND d.kind = 'welcome-email') AS welcome_email,
            (SELECT state FROM deliveries d
              WHERE d.customer_id = c.id AND d.kind = 'trial-started') AS platform_event
     FROM customers c
     LEFT JOIN LATERAL (
       SELECT s.level, s.billing FROM checkout_sessions s
       WHERE s.customer_id = c.id ORDER BY s.created_at DESC LIMIT 1
     ) latest ON true
     WHERE c.created_at >= $1
     ORDER BY c.created_at DESC`,
    [since],
  );
  return rows.map((row) => ({
    email: row.email,
    startedAt: row.created_at,
    completedAt: row.signup_completed_at,
    level: row.level,
    billing: row.billing,
    source: row.source,
    campaign: row.campaign,
    locale: isLocale(row.locale) ? row.locale : defaultLocale,
    welcomeEmail: row.welcome_email,
    platformEvent: row.platform_event,
  }));
}
