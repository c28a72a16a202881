import { addDays, previousRange, utcDay, type DayRange } from '../../shared/contracts/reportPeriod';

/** The first day whose raw rows are still kept; older days live on as roll-ups only. */
export const oldestKeptDay = (now: Date, retentionDays: number): string =>
  addDays(utcDay(now), -(retentionDays - 1));

export interface ReportPeriod {
  current: DayRange;
  /** The period of the same length just before the current one. */
  previous: DayRange;
}

/** A checked range (shared/contracts/reportPeriod.ts) and the one it is compared with. */
export const reportPeriod = (current: DayRange): ReportPeriod => ({
  current,
  previous: previousRange(current),
});
