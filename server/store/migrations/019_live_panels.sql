-- The console's panels of the days not rolled up yet, kept up to date as visits are counted
-- (docs/visit-counting.md): a batch adds to them the steps its visitors reached that were not in
-- them yet (`counted`, the steps a visitor's row has already added), so a busy day's report adds
-- up a few hundred rows instead of every visitor of the day.
ALTER TABLE visit_visitors ADD COLUMN counted smallint NOT NULL DEFAULT 0;

CREATE TABLE visit_live_panels (
  day date NOT NULL,
  panel text NOT NULL,
  name text NOT NULL,
  -- A source's campaign and the first of its visitors' channels by name; '' in other panels.
  campaign text NOT NULL,
  channel text NOT NULL,
  visitors integer NOT NULL,
  more_pages integer NOT NULL,
  pricing integer NOT NULL,
  trial_dialog integer NOT NULL,
  checkout integer NOT NULL,
  completed integer NOT NULL,
  PRIMARY KEY (day, panel, name, campaign)
);

INSERT INTO visit_live_panels
  (day, panel, name, campaign, channel, visitors, more_pages, pricing, trial_dialog, checkout,
    completed)
SELECT day,
  CASE WHEN grouping(source, campaign) = 0 THEN 'source'
    WHEN grouping(channel) = 0 THEN 'channel'
    WHEN grouping(landing_path) = 0 THEN 'landing' WHEN grouping(device) = 0 THEN 'device'
    WHEN grouping(locale) = 0 THEN 'locale' WHEN grouping(referrer) = 0 THEN 'referrer'
    WHEN grouping(country) = 0 THEN 'country'
    ELSE 'day' END,
  coalesce(source, channel, landing_path, device, locale, referrer, country, ''),
  coalesce(campaign, ''),
  CASE WHEN grouping(source, campaign) = 0 THEN min(channel) ELSE '' END,
  count(*), sum((steps & 32 <> 0)::int), sum((steps & 2 <> 0)::int), sum((steps & 4 <> 0)::int),
  sum((steps & 8 <> 0)::int), sum((steps & 16 <> 0)::int)
FROM (
  SELECT day, coalesce(channel, '(none)') AS channel, coalesce(source, '(none)') AS source,
    coalesce(campaign, '(none)') AS campaign, coalesce(locale, '(none)') AS locale,
    coalesce(landing_path, '(none)') AS landing_path, coalesce(device, '(none)') AS device,
    coalesce(referrer, '(none)') AS referrer, coalesce(country, '(none)') AS country, steps
  FROM visit_visitors
  WHERE landed AND day NOT IN (SELECT day FROM visit_rolled_up_days)
) AS visitors
GROUP BY GROUPING SETS ((day), (day, source, campaign), (day, channel), (day, landing_path),
  (day, device), (day, locale), (day, referrer), (day, country));

UPDATE visit_visitors SET counted = steps
WHERE landed AND day NOT IN (SELECT day FROM visit_rolled_up_days);
