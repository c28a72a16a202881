/** Days as the visit tables store them: `YYYY-MM-DD` in UTC. */

const dayMs = 24 * 60 * 60 * 1000;

export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

export const addDays = (day: string, days: number): string =>
  utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs));

/** The first day whose raw events are still kept; older days live on as roll-ups only. */
export const oldestKeptDay = (now: Date, retentionDays: number): string =>
  addDays(utcDay(now), -(retentionDays - 1));

/** A report's days: as asked, else the kept days up to today; `to` before `from` is swapped. */
export function dayRange(
  now: Date,
  retentionDays: number,
  asked: { from?: string | undefined; to?: string | undefined },
): { from: string; to: string } {
  const to = asked.to ?? utcDay(now);
  const from =
    asked.from ??
    (asked.to ? addDays(to, -(retentionDays - 1)) : oldestKeptDay(now, retentionDays));
  return from <= to ? { from, to } : { from: to, to: from };
}
