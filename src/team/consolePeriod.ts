import { reportMaxDays } from '../../shared/contracts/teamConsole';

/**
 * The console's periods: UTC days as `YYYY-MM-DD`, both ends included, as the team's API takes
 * them. A preset is relative to today, so a bookmarked "last 7 days" stays the last 7 days.
 */
export const periodPresets = ['today', '7d', '30d', 'month'] as const;
export type PeriodPreset = (typeof periodPresets)[number];
/** A marketer's week: what the console shows until another period is chosen. */
export const defaultPreset: PeriodPreset = '7d';

export interface DayRange {
  from: string;
  to: string;
}

const dayMs = 86_400_000;
const dateOf = (day: string) => new Date(`${day}T00:00:00Z`);
const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/** Today's UTC day. */
export const todayUtc = (now: Date = new Date()): string => dayOf(now);

export const addDays = (day: string, days: number): string =>
  dayOf(new Date(dateOf(day).getTime() + days * dayMs));

/** Days from `from` to `to`, both included. */
export const daysIn = ({ from, to }: DayRange): number =>
  Math.round((dateOf(to).getTime() - dateOf(from).getTime()) / dayMs) + 1;

/** Whether the text is a day of the calendar (not 2026-02-30). */
export const isDay = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = dateOf(text);
  return !Number.isNaN(date.getTime()) && dayOf(date) === text;
};

export function presetRange(preset: PeriodPreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
  }
}

/** The period of the same length just before this one, which the totals are compared with. */
export function previousRange(range: DayRange): DayRange {
  const to = addDays(range.from, -1);
  return { from: addDays(to, 1 - daysIn(range)), to };
}

export type RangeProblem = 'backwards' | 'tooLong';

/** Why the console cannot answer for a range, or undefined when it can. */
export function rangeProblem(range: DayRange): RangeProblem | undefined {
  if (range.to < range.from) return 'backwards';
  if (daysIn(range) > reportMaxDays) return 'tooLong';
  return undefined;
}

/** Every day of the range, oldest first. */
export function daysOf(range: DayRange): string[] {
  return Array.from({ length: Math.max(0, daysIn(range)) }, (_, index) =>
    addDays(range.from, index),
  );
}
