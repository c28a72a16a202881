-- Page speed keeps at most one sample per visitor, page and metric a day (server/visits): the
-- samples already counted, until their day is rolled up, by the day's visitor hash (as
-- visit_visitors keeps its visitors).
CREATE TABLE visit_vital_voices (
  day date NOT NULL,
  path text NOT NULL,
  metric text NOT NULL,
  voice text NOT NULL,
  PRIMARY KEY (day, path, metric, voice)
);
