-- Two more things the console shows of a visit (docs/visit-counting.md): the visitor's country,
-- looked up from the IP address when the visit is counted (only the country is kept), and whether
-- the visitor saw more than one page that day (step bit 32), so a landing page's share of
-- one-page visits can be read. Visits counted before have no country ('(none)') and no second
-- page (their one-page share is not known: the console counts them as seeing one page).
ALTER TABLE visit_visitors ADD COLUMN country text;

CREATE TABLE visit_daily_countries (
  day date NOT NULL,
  channel text NOT NULL,
  source text NOT NULL,
  campaign text NOT NULL,
  locale text NOT NULL,
  landing_path text NOT NULL,
  device text NOT NULL,
  referrer text NOT NULL,
  country text NOT NULL,
  visitors integer NOT NULL,
  more_pages integer NOT NULL,
  pricing integer NOT NULL,
  trial_dialog integer NOT NULL,
  checkout integer NOT NULL,
  completed integer NOT NULL,
  PRIMARY KEY (day, channel, source, campaign, locale, landing_path, device, referrer, country)
);
INSERT INTO visit_daily_countries
SELECT day, channel, source, campaign, locale, landing_path, device, referrer, '(none)', visitors, 0,
  pricing, trial_dialog, checkout, completed
FROM visit_daily;
DROP TABLE visit_daily;
ALTER TABLE visit_daily_countries RENAME TO visit_daily;

ALTER TABLE visit_daily_panels ADD COLUMN more_pages integer NOT NULL DEFAULT 0;
