-- What became of a trial, from Stripe's subscription events (or the test checkout's): the first
-- payment after the trial (paid_at), and the subscription's latest state with the time of the
-- event that set it, so events applied in any order leave the same result. Each event is kept by
-- its id, so a repeated one changes nothing.
ALTER TABLE customers
  ADD COLUMN paid_at timestamptz,
  ADD COLUMN subscription_state text,
  ADD COLUMN subscription_state_at timestamptz;
CREATE INDEX customers_paid_at_idx ON customers (paid_at) WHERE paid_at IS NOT NULL;
CREATE INDEX customers_completed_at_idx ON customers (signup_completed_at)
  WHERE signup_completed_at IS NOT NULL;

CREATE TABLE subscription_events (
  event_id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  -- paid, payment_failed or cancelled.
  outcome text NOT NULL,
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
