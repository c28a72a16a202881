import { sourceTags } from '../../../shared/contracts/sourceTags';
import { visitSourceOf } from '../../../shared/contracts/visitSource';
import { attributionFrom } from '../sqlDeliveries';
import type { SqlSession } from '../sqlDriver';

/**
 * Every visit and signup gets a named source and a channel (shared/contracts/visitSource.ts):
 * visitors and their roll-ups gain a `channel`, customers a `source` and a `channel`. Counted
 * visits kept no utm_medium, so a tagged visit of before keeps its tag as its source in the
 * referrer's channel (else referral); an untagged one is named from its referring domain, or is
 * Direct. Signups kept their whole attribution and are named exactly.
 */
const schema = `
ALTER TABLE visit_visitors ADD COLUMN channel text;

CREATE TABLE visit_daily_channels (
  day date NOT NULL,
  channel text NOT NULL,
  source text NOT NULL,
  campaign text NOT NULL,
  locale text NOT NULL,
  landing_path text NOT NULL,
  device text NOT NULL,
  referrer text NOT NULL,
  visitors integer NOT NULL,
  pricing integer NOT NULL,
  trial_dialog integer NOT NULL,
  checkout integer NOT NULL,
  completed integer NOT NULL,
  PRIMARY KEY (day, channel, source, campaign, locale, landing_path, device, referrer)
);

CREATE TABLE visit_daily_channel_panels (
  day date NOT NULL,
  panel text NOT NULL,
  name text NOT NULL,
  -- A source's campaign; '' in every other panel.
  campaign text NOT NULL,
  -- A source's channel; '' in every other panel.
  channel text NOT NULL,
  visitors integer NOT NULL,
  pricing integer NOT NULL,
  trial_dialog integer NOT NULL,
  checkout integer NOT NULL,
  completed integer NOT NULL,
  PRIMARY KEY (day, panel, name, campaign, channel)
);

ALTER TABLE customers ADD COLUMN source text, ADD COLUMN channel text;
`;

const rename = `
DROP TABLE visit_daily;
ALTER TABLE visit_daily_channels RENAME TO visit_daily;
DROP TABLE visit_daily_panels;
ALTER TABLE visit_daily_channel_panels RENAME TO visit_daily_panels;
`;

/** A referring domain as the origin the classifier reads. */
const originOf = (domain: string) => (domain === '(none)' ? undefined : `https://${domain}`);

export async function up(db: SqlSession): Promise<void> {
  await db.execute(schema);
  const named = (source: string | null, referrer: string | null) =>
    visitSourceOf(
      {
        source: source === null || source === '(none)' ? undefined : source,
        referrer: referrer === null ? undefined : originOf(referrer),
      },
      '',
    );

  const visitors = await db.query<{ source: string | null; referrer: string | null }>(
    'SELECT DISTINCT source, referrer FROM visit_visitors WHERE landed',
  );
  for (const { source, referrer } of visitors) {
    const to = named(source, referrer);
    await db.query(
      `UPDATE visit_visitors SET source = $3, channel = $4
       WHERE landed AND source IS NOT DISTINCT FROM $1 AND referrer IS NOT DISTINCT FROM $2`,
      [source, referrer, to.source, to.channel],
    );
  }

  const groups = await db.query<{ source: string; referrer: string }>(
    'SELECT DISTINCT source, referrer FROM visit_daily',
  );
  for (const { source, referrer } of groups) {
    const to = named(source, referrer);
    await db.query(
      `INSERT INTO visit_daily_channels
       SELECT day, $3, $4, campaign, locale, landing_path, device, referrer,
         sum(visitors), sum(pricing), sum(trial_dialog), sum(checkout), sum(completed)
       FROM visit_daily WHERE source = $1 AND referrer = $2
       GROUP BY day, campaign, locale, landing_path, device, referrer
       ON CONFLICT (day, channel, source, campaign, locale, landing_path, device, referrer)
       DO UPDATE SET visitors = visit_daily_channels.visitors + EXCLUDED.visitors,
         pricing = visit_daily_channels.pricing + EXCLUDED.pricing,
         trial_dialog = visit_daily_channels.trial_dialog + EXCLUDED.trial_dialog,
         checkout = visit_daily_channels.checkout + EXCLUDED.checkout,
         completed = visit_daily_channels.completed + EXCLUDED.completed`,
      [source, referrer, to.channel, to.source],
    );
  }
  await db.query(`
    INSERT INTO visit_daily_channel_panels
    SELECT day,
      CASE WHEN grouping(source, campaign) = 0 THEN 'source'
        WHEN grouping(channel) = 0 THEN 'channel'
        WHEN grouping(landing_path) = 0 THEN 'landing' WHEN grouping(device) = 0 THEN 'device'
        WHEN grouping(locale) = 0 THEN 'locale' WHEN grouping(referrer) = 0 THEN 'referrer'
        ELSE 'day' END,
      coalesce(source, channel, landing_path, device, locale, referrer, ''),
      coalesce(campaign, ''),
      CASE WHEN grouping(source, campaign) = 0 THEN min(channel) ELSE '' END,
      sum(visitors), sum(pricing), sum(trial_dialog), sum(checkout), sum(completed)
    FROM visit_daily_channels
    GROUP BY GROUPING SETS ((day), (day, source, campaign), (day, channel), (day, landing_path),
      (day, device), (day, locale), (day, referrer))`);
  await db.execute(rename);

  const customers = await db.query<{ id: string; attribution: unknown }>(
    'SELECT id, attribution FROM customers',
  );
  for (const customer of customers) {
    const attribution = customer.attribution === null ? {} : attributionFrom(customer.attribution);
    const to = visitSourceOf(
      {
        ...sourceTags((name) => attribution[name]),
        referrer: attribution.referrer,
      },
      '',
    );
    await db.query('UPDATE customers SET source = $2, channel = $3 WHERE id = $1', [
      customer.id,
      to.source,
      to.channel,
    ]);
  }
}
