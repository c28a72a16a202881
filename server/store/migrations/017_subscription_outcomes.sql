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
-- The customer's latest checkout, when and for which plan: the console counts the customers who
-- went to checkout in a period by it, without reading every session.
ALTER TABLE customers
  ADD COLUMN last_checkout_at timestamptz,
  ADD COLUMN last_checkout_level text,
  ADD COLUMN last_checkout_billing text;
UPDATE customers c SET last_checkout_at = latest.created_at,
  last_checkout_level = latest.level, last_checkout_billing = latest.billing
FROM (
  SELECT DISTINCT ON (customer_id) customer_id, created_at, level, billing
  FROM checkout_sessions ORDER BY customer_id, created_at DESC
) latest
WHERE latest.customer_id = c.id;
CREATE INDEX customers_last_checkout_at_idx ON customers (last_checkout_at)
  WHERE last_checkout_at IS NOT NULL;

CREATE TABLE subscription_events (
  event_id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  -- paid, payment_failed or cancelled.
  outcome text NOT NULL,
  occurred_at timestamptz NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);
