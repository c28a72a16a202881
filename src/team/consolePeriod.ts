import { addDays, utcDay, type DayRange } from '../../shared/contracts/reportPeriod';

/**
 * The console's periods: UTC days as `YYYY-MM-DD`, both ends included, as the team's API takes
 * them. A preset is relative to today, so a bookmarked "last 7 days" stays the last 7 days.
 */
export const periodPresets = [
  'today',
  'yesterday',
  '7d',
  '30d',
  'month',
  'lastMonth',
  '12m',
] as const;
export type PeriodPreset = (typeof periodPresets)[number];
/** A marketer's week: what the console shows until another period is chosen. */
export const defaultPreset: PeriodPreset = '7d';

/** Today's UTC day. */
export const todayUtc = (now: Date = new Date()): string => utcDay(now);

export function presetRange(preset: PeriodPreset, today: string): DayRange {
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case '7d':
      return { from: addDays(today, -6), to: today };
    case '30d':
      return { from: addDays(today, -29), to: today };
    case 'month':
      return { from: `${today.slice(0, 8)}01`, to: today };
    case 'lastMonth': {
      const lastDay = addDays(`${today.slice(0, 8)}01`, -1);
      return { from: `${lastDay.slice(0, 8)}01`, to: lastDay };
    }
    case '12m':
      return { from: addDays(today, -364), to: today };
  }
}
