-- First-party, cookieless visit counting (server/visits). A visitor is a salted hash that changes
-- every UTC day: the salt of each day is random, shared by every replica through this table, and
-- deleted once the day is over, so no visitor can be followed from one day to the next.
CREATE TABLE visit_salts (
  day date PRIMARY KEY,
  salt bytea NOT NULL
);

-- The funnel's steps, kept VISIT_EVENTS_RETENTION_DAYS, then rolled up into visit_daily. Steps the
-- server credits itself (checkout, completed) have no path or locale of their own.
CREATE TABLE visit_events (
  day date NOT NULL,
  visitor text NOT NULL,
  step text NOT NULL,
  path text,
  locale text,
  source text,
  campaign text,
  referrer text,
  at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX visit_events_day_visitor_idx ON visit_events (day, visitor);
CREATE INDEX visit_events_visit_idx ON visit_events (day, step);

-- Web-vitals samples of real visits, kept as long as the events.
CREATE TABLE visit_vitals (
  day date NOT NULL,
  path text NOT NULL,
  locale text NOT NULL,
  device text NOT NULL,
  name text NOT NULL,
  value double precision NOT NULL
);
CREATE INDEX visit_vitals_day_idx ON visit_vitals (day);

-- Which visitor opened a checkout session, so its completion credits the same visitor.
CREATE TABLE visit_checkouts (
  session_id text PRIMARY KEY,
  day date NOT NULL,
  visitor text NOT NULL
);
CREATE INDEX visit_checkouts_day_idx ON visit_checkouts (day);

-- Distinct visitors per day and step, by the attribution of the visitor's first visit that day:
-- what is left of the events once they are past their retention.
CREATE TABLE visit_daily (
  day date NOT NULL,
  step text NOT NULL,
  source text NOT NULL,
  campaign text NOT NULL,
  locale text NOT NULL,
  path text NOT NULL,
  visitors integer NOT NULL,
  PRIMARY KEY (day, step, source, campaign, locale, path)
);
