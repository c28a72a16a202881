-- The weekly report by e-mail (server/visits/weeklyReport.ts) travels through the outbox like the
-- welcome e-mail: one delivery per team address, with the figures it reports, and no customer.
ALTER TABLE deliveries ALTER COLUMN customer_id DROP NOT NULL;
ALTER TABLE deliveries DROP CONSTRAINT deliveries_kind_check;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_kind_check
  CHECK (kind IN ('welcome-email', 'trial-started', 'weekly-report'));
ALTER TABLE deliveries ADD COLUMN recipient text;
ALTER TABLE deliveries ADD COLUMN payload jsonb;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_addressee_check CHECK (
  CASE WHEN kind = 'weekly-report'
    THEN customer_id IS NULL AND recipient IS NOT NULL AND payload IS NOT NULL
    ELSE customer_id IS NOT NULL END
);

-- Each ISO week's report is scheduled once: the replica whose row this is wrote its deliveries,
-- in the same transaction.
CREATE TABLE weekly_reports (
  week text PRIMARY KEY,
  scheduled_at timestamptz NOT NULL DEFAULT now()
);
