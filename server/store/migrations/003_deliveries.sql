-- The hand-off after a completed checkout, as a transactional outbox: rows are written in the
-- transaction that completes the checkout, then claimed and delivered by any server's worker.
-- The id is the event id the receiver sees (webhook-id, Message-ID), stable across retries.
CREATE TABLE deliveries (
  id uuid PRIMARY KEY,
  customer_id text NOT NULL REFERENCES customers (id),
  kind text NOT NULL CHECK (kind IN ('welcome-email', 'trial-started')),
  state text NOT NULL DEFAULT 'pending'
    CHECK (state IN ('pending', 'sending', 'delivered', 'failed', 'skipped')),
  attempts integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  -- While sending: the lease; another worker may take the delivery over only once it has passed.
  locked_until timestamptz,
  claim_token uuid,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz,
  UNIQUE (customer_id, kind)
);

CREATE INDEX deliveries_due_idx ON deliveries (next_attempt_at) WHERE state = 'pending';
CREATE INDEX deliveries_lease_idx ON deliveries (locked_until) WHERE state = 'sending';
