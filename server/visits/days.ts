import {
  addDays,
  checkedPeriod,
  firstReportDay,
  lastReportDay,
  previousRange,
  reportMaxDays,
  utcDay,
  type DayRange,
} from '../../shared/contracts/reportPeriod';
import { TeamError } from '../http/errors';

/** The console's period when none is asked for. */
export const defaultReportDays = 30;

/**
 * The days a console request asks for (shared/contracts/reportPeriod.ts), as of `now`; a period
 * it cannot answer for is a 400 in the console's words.
 */
export function askedRange(asked: { from?: string; to?: string }, now: Date): DayRange {
  const today = utcDay(now);
  const period = checkedPeriod(asked, today, defaultReportDays);
  if (typeof period !== 'string') return period;
  const values = { first: firstReportDay, last: lastReportDay(today), days: reportMaxDays };
  throw new TeamError(400, period, values);
}

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
