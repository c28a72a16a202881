-- Visit counting that stays fast as the site grows (server/visits, docs/visit-counting.md).
-- Each visitor of a day is one row, its steps merged as they arrive, so a day's distinct counts
-- are one pass over its visitors; every page view is one row per day, path and visitor. A closed
-- day is rolled up once into small daily tables, which answer for it from then on; the raw rows
-- stay VISIT_EVENTS_RETENTION_DAYS. Page speed is kept as daily histograms from the start.

-- A visitor of one day: the attribution of its first visit (landed), and the funnel's steps it
-- reached as bits (visit 1, pricing 2, trial_dialog 4, checkout 8, completed 16).
CREATE TABLE visit_visitors (
  day date NOT NULL,
  visitor text NOT NULL,
  landed boolean NOT NULL DEFAULT false,
  source text,
  campaign text,
  locale text,
  landing_path text,
  device text,
  -- The linking site's domain ("google.com").
  referrer text,
  steps smallint NOT NULL DEFAULT 0,
  first_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (day, visitor)
);

CREATE TABLE visit_page_views (
  day date NOT NULL,
  path text NOT NULL,
  visitor text NOT NULL,
  PRIMARY KEY (day, path, visitor)
);

-- Closed days, each rolled up once: counted from the roll-ups from then on, never from raw rows.
CREATE TABLE visit_rolled_up_days (
  day date PRIMARY KEY,
  rolled_up_at timestamptz NOT NULL DEFAULT now()
);

-- Visitors of a closed day by the attribution of their first visit: each visitor is in exactly one
-- row of its day, so the day's distinct visitors of any step are a sum. Missing values are '(none)'.
-- The console reads these when it is filtered by a value of the visit.
ALTER TABLE visit_daily RENAME TO visit_daily_by_step;
CREATE TABLE visit_daily (
  day date NOT NULL,
  source text NOT NULL,
  campaign text NOT NULL,
  locale text NOT NULL,
  landing_path text NOT NULL,
  device text NOT NULL,
  referrer text NOT NULL,
  visitors integer NOT NULL,
  pricing integer NOT NULL,
  trial_dialog integer NOT NULL,
  checkout integer NOT NULL,
  completed integer NOT NULL,
  PRIMARY KEY (day, source, campaign, locale, landing_path, device, referrer)
);

-- The same visitors of a closed day added up per panel of the console, whatever the other values:
-- the day ('' as name), each source and campaign, landing page, device, language and referrer.
-- About a hundred rows a day, whatever the traffic: what the unfiltered console reads.
CREATE TABLE visit_daily_panels (
  day date NOT NULL,
  panel text NOT NULL,
  name text NOT NULL,
  -- A source's campaign; '' in every other panel.
  campaign text NOT NULL,
  visitors integer NOT NULL,
  pricing integer NOT NULL,
  trial_dialog integer NOT NULL,
  checkout integer NOT NULL,
  completed integer NOT NULL,
  PRIMARY KEY (day, panel, name, campaign)
);

-- Distinct visitors of each page of a closed day.
CREATE TABLE visit_daily_pages (
  day date NOT NULL,
  path text NOT NULL,
  visitors integer NOT NULL,
  PRIMARY KEY (day, path)
);

-- Web-vitals samples per day, page and metric: a histogram of 202 counts (server/visits/
-- vitalHistogram.ts: slot 0 for samples of 0, then buckets 5% wide whose edges fall on the
-- metric's "good" threshold). Keyed by page first: the console reads a few pages over many days.
CREATE TABLE visit_vitals_daily (
  path text NOT NULL,
  metric text NOT NULL,
  day date NOT NULL,
  samples integer[] NOT NULL,
  PRIMARY KEY (path, metric, day)
);

-- Samples of every metric per day and page: which pages are measured most.
CREATE TABLE visit_vitals_pages (
  day date NOT NULL,
  path text NOT NULL,
  samples integer NOT NULL,
  PRIMARY KEY (day, path)
);

-- The sources, campaigns, referring domains and paths a day stores under their own names
-- (dailyNameCaps); later newcomers that day are stored as '(other)'.
CREATE TABLE visit_day_names (
  day date NOT NULL,
  kind text NOT NULL,
  name text NOT NULL,
  PRIMARY KEY (day, kind, name)
);

-- The kept events become visitors and page views.
INSERT INTO visit_visitors
  (day, visitor, landed, source, campaign, locale, landing_path, referrer, steps, first_at)
SELECT steps.day, steps.visitor, visits.visitor IS NOT NULL, visits.source, visits.campaign,
  visits.locale, visits.path,
  nullif(regexp_replace(lower(substring(visits.referrer FROM '^[a-zA-Z][a-zA-Z0-9+.-]*://([^/:?#]+)')), '^www\.', ''), ''),
  steps.steps, steps.first_at
FROM (
  SELECT day, visitor, min(at) AS first_at,
    bit_or(CASE step WHEN 'visit' THEN 1 WHEN 'pricing' THEN 2 WHEN 'trial_dialog' THEN 4
      WHEN 'checkout' THEN 8 WHEN 'completed' THEN 16 ELSE 0 END)::smallint AS steps
  FROM visit_events GROUP BY day, visitor
) AS steps
LEFT JOIN (
  SELECT DISTINCT ON (day, visitor) day, visitor, source, campaign, locale, path, referrer
  FROM visit_events WHERE step = 'visit' ORDER BY day, visitor, at
) AS visits ON visits.day = steps.day AND visits.visitor = steps.visitor;

INSERT INTO visit_page_views (day, path, visitor)
SELECT DISTINCT day, path, visitor FROM visit_events WHERE path IS NOT NULL;

-- The former roll-ups (one row per step) become one row per attribution, with no device or
-- referrer; their days stay rolled up.
INSERT INTO visit_daily
SELECT day, source, campaign, locale, path, '(none)', '(none)',
  coalesce(sum(visitors) FILTER (WHERE step = 'visit'), 0),
  coalesce(sum(visitors) FILTER (WHERE step = 'pricing'), 0),
  coalesce(sum(visitors) FILTER (WHERE step = 'trial_dialog'), 0),
  coalesce(sum(visitors) FILTER (WHERE step = 'checkout'), 0),
  coalesce(sum(visitors) FILTER (WHERE step = 'completed'), 0)
FROM visit_daily_by_step
GROUP BY day, source, campaign, locale, path;
INSERT INTO visit_rolled_up_days (day) SELECT DISTINCT day FROM visit_daily_by_step;
INSERT INTO visit_daily_panels
SELECT day,
  CASE WHEN grouping(source, campaign) = 0 THEN 'source' WHEN grouping(landing_path) = 0 THEN 'landing'
    WHEN grouping(device) = 0 THEN 'device' WHEN grouping(locale) = 0 THEN 'locale'
    WHEN grouping(referrer) = 0 THEN 'referrer' ELSE 'day' END,
  coalesce(source, landing_path, device, locale, referrer, ''), coalesce(campaign, ''),
  sum(visitors), sum(pricing), sum(trial_dialog), sum(checkout), sum(completed)
FROM visit_daily
GROUP BY GROUPING SETS ((day), (day, source, campaign), (day, landing_path), (day, device),
  (day, locale), (day, referrer));

-- The kept vitals samples become histograms (the slots of vitalHistogram.ts).
INSERT INTO visit_vitals_daily (path, metric, day, samples)
SELECT keys.path, keys.name, keys.day, array_agg(coalesce(counted.samples, 0) ORDER BY slots.slot)
FROM (SELECT DISTINCT path, name, day FROM visit_vitals) AS keys
CROSS JOIN generate_series(0, 201) AS slots(slot)
LEFT JOIN (
  SELECT path, name, day, slot, count(*)::integer AS samples
  FROM (
    SELECT path, name, day,
      CASE WHEN value <= 0 THEN 0
        ELSE least(80, greatest(-120, ceil(ln(value / CASE name WHEN 'LCP' THEN 2500 WHEN 'INP' THEN 200
          WHEN 'CLS' THEN 0.1 WHEN 'FCP' THEN 1800 ELSE 800 END) / ln(1.05))))::integer + 121
      END AS slot
    FROM visit_vitals
  ) AS bucketed
  GROUP BY path, name, day, slot
) AS counted
  ON counted.path = keys.path AND counted.name = keys.name AND counted.day = keys.day
  AND counted.slot = slots.slot
GROUP BY keys.path, keys.name, keys.day;
INSERT INTO visit_vitals_pages (day, path, samples)
SELECT day, path, count(*) FROM visit_vitals GROUP BY day, path;

DROP TABLE visit_events;
DROP TABLE visit_vitals;
DROP TABLE visit_daily_by_step;
