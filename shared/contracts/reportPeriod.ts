/**
 * The days of the console's periods and the visit tables: UTC days written `YYYY-MM-DD`. A day is
 * stepped and compared as a number of days since 1970-01-01, never as text: past 9999-12-31 the
 * text form changes shape (`+010000-01-01`) and would sort before the day it follows.
 */

const dayMs = 86_400_000;
const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** The first day the console answers for: the site counted nothing before it. */
export const firstReportDay = '2020-01-01';
/** The longest period the console answers, in days. */
export const reportMaxDays = 366;

export interface DayRange {
  from: string;
  to: string;
}

/** The UTC day of a moment. */
export const utcDay = (at: Date): string => at.toISOString().slice(0, 10);

const numberOf = (day: string): number => Math.round(Date.parse(`${day}T00:00:00Z`) / dayMs);
const dayOfNumber = (days: number): string => utcDay(new Date(days * dayMs));

export const addDays = (day: string, days: number): string => dayOfNumber(numberOf(day) + days);

/** Days from `from` to `to`, both included. */
export const daysIn = ({ from, to }: DayRange): number => numberOf(to) - numberOf(from) + 1;

/** Whether the text is a day of the calendar, written as the console writes it (not 2026-02-30). */
export const isDay = (text: string): boolean =>
  dayPattern.test(text) && Number.isFinite(numberOf(text)) && dayOfNumber(numberOf(text)) === text;

/** Every day of the range, oldest first. */
export function daysOf(range: DayRange): string[] {
  const from = numberOf(range.from);
  return Array.from({ length: Math.max(0, daysIn(range)) }, (_, index) =>
    dayOfNumber(from + index),
  );
}

/** The period of the same length just before this one, which the totals are compared with. */
export function previousRange(range: DayRange): DayRange {
  const to = addDays(range.from, -1);
  return { from: addDays(to, 1 - daysIn(range)), to };
}

/** Why the console cannot answer for a period, named as its messages name it. */
export const periodProblems = [
  'periodUnreadable',
  'periodOutOfRange',
  'periodBackwards',
  'periodTooLong',
] as const;
export type PeriodProblem = (typeof periodProblems)[number];

/** The last day the console answers for: tomorrow, so a team member ahead of UTC sees today. */
export const lastReportDay = (today: string): string => addDays(today, 1);

/**
 * The period asked for, its missing end filled in: without `to`, up to today (or up to `from`
 * if that is later); without `from`, the `defaultDays` up to `to`
 * (a filled-in start no earlier than firstReportDay), then checked as a whole: real
 * calendar days from firstReportDay to tomorrow, in order, at most reportMaxDays long.
 */
export function checkedPeriod(
  asked: { from?: string | undefined; to?: string | undefined },
  today: string,
  defaultDays: number,
): DayRange | PeriodProblem {
  if (
    (asked.from !== undefined && !isDay(asked.from)) ||
    (asked.to !== undefined && !isDay(asked.to))
  )
    return 'periodUnreadable';
  const first = numberOf(firstReportDay);
  const last = numberOf(lastReportDay(today));
  const to =
    asked.to ?? (asked.from && numberOf(asked.from) > numberOf(today) ? asked.from : today);
  const from = asked.from ?? dayOfNumber(Math.max(first, numberOf(to) + 1 - defaultDays));
  const [start, end] = [numberOf(from), numberOf(to)];
  if (Math.min(start, end) < first || Math.max(start, end) > last) return 'periodOutOfRange';
  if (end < start) return 'periodBackwards';
  if (end - start + 1 > reportMaxDays) return 'periodTooLong';
  return { from, to };
}
