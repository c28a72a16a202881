/** Days as the visit tables store them: `YYYY-MM-DD` in UTC. */

const dayMs = 24 * 60 * 60 * 1000;

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));

/** How many days `from` to `to` spans, both included. */
export const daysSpanned = (from: string, to: string): number =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

/** The first day whose raw rows are still kept; older days live on as roll-ups only. */
export const oldestKeptDay = (now: Date, retentionDays: number): string =>
  addDays(utcDay(now), -(retentionDays - 1));

export interface ReportPeriod {
  current: { from: string; to: string };
  /** The period of the same length just before the current one. */
  previous: { from: string; to: string };
}

/**
 * A report's period: as asked, else the `defaultDays` up to today (or up to `to`); `to` before
 * `from` is put in order. The previous period has the same length and ends the day before.
 */
export function reportPeriod(
  today: string,
  asked: { from?: string | undefined; to?: string | undefined },
  defaultDays: number,
): ReportPeriod {
  const end = asked.to ?? (asked.from && asked.from > today ? asked.from : today);
  const start = asked.from ?? addDays(end, -(defaultDays - 1));
  const [from, to] = start <= end ? [start, end] : [end, start];
  const length = daysSpanned(from, to);
  return {
    current: { from, to },
    previous: { from: addDays(from, -length), to: addDays(from, -1) },
  };
}
