-- Which worker holds a delivery's lease, so a worker restarted after a crash takes back the
-- deliveries it held at once instead of waiting for their leases to run out.
ALTER TABLE deliveries ADD COLUMN claimed_by text;

CREATE INDEX deliveries_claimed_by_idx ON deliveries (claimed_by) WHERE state = 'sending';
