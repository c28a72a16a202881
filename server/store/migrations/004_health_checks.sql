-- One row the health check rewrites, so /healthz proves the database takes writes, not only reads.
CREATE TABLE health_checks (
  id smallint PRIMARY KEY CHECK (id = 1),
  checked_at timestamptz NOT NULL
);
