-- The plan a checkout was opened for, and where the customer's first visit came from.
ALTER TABLE customers
  ADD COLUMN attribution jsonb,
  ADD COLUMN level text,
  ADD COLUMN billing text CHECK (billing IN ('monthly', 'annual')),
  ADD COLUMN payment_provider text CHECK (payment_provider IN ('stripe', 'test')),
  ADD COLUMN trial_ends_at timestamptz;

ALTER TABLE checkout_sessions
  ADD COLUMN level text,
  ADD COLUMN billing text CHECK (billing IN ('monthly', 'annual'));

CREATE INDEX customers_created_at_idx ON customers (created_at);
