-- One outbox for every mail the server sends: the team console's sign-in mails join the welcome
-- e-mail, the platform event and the weekly report as deliveries (kind 'team-sign-in'), written
-- for any address asked for and sent only to a listed one. Their queue of their own goes.
ALTER TABLE deliveries DROP CONSTRAINT deliveries_kind_check;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_kind_check
  CHECK (kind IN ('welcome-email', 'trial-started', 'weekly-report', 'team-sign-in'));
ALTER TABLE deliveries DROP CONSTRAINT deliveries_addressee_check;
ALTER TABLE deliveries ADD CONSTRAINT deliveries_addressee_check CHECK (
  CASE
    WHEN kind = 'weekly-report' THEN customer_id IS NULL AND recipient IS NOT NULL AND payload IS NOT NULL
    WHEN kind = 'team-sign-in' THEN customer_id IS NULL AND recipient IS NOT NULL
    ELSE customer_id IS NOT NULL
  END
);
DROP TABLE team_sign_in_mails;
