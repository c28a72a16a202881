-- Customers who started a signup. An e-mail appears once, whatever its case (docs/decisions.md#returning-visitors).
CREATE TABLE customers (
  id text PRIMARY KEY,
  email text NOT NULL,
  payment_customer_id text,
  signup_completed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE UNIQUE INDEX customers_email_key ON customers (lower(email));

-- Hosted checkouts handed to a customer; completed by the Stripe webhook or the local test checkout.
CREATE TABLE checkout_sessions (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  provider text NOT NULL CHECK (provider IN ('stripe', 'test')),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);

CREATE INDEX checkout_sessions_customer_idx ON checkout_sessions (customer_id);
