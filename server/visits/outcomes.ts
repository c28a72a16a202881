import {
  outcomeDimensions,
  reportSourceRows,
  type OutcomeAnswer,
  type OutcomeDimension,
  type OutcomeRow,
  type ReportFilters,
} from '../../shared/contracts/teamConsole';
import { otherName } from '../../shared/contracts/visitCounting';
import {
  addDays,
  checkedPeriod,
  firstReportDay,
  lastReportDay,
  reportMaxDays,
  utcDay,
  type DayRange,
} from '../../shared/contracts/reportPeriod';
import { displayedPrice } from '../../shared/facts/pricing';
import { isBillingPeriod } from '../../shared/facts/plan';
import { TeamError } from '../http/errors';
import type { OutcomeGroup, Store } from '../store/store';
import { topOf } from './report';

/** The console's period when none is asked for, as the report's. */
export const defaultOutcomeDays = 30;

/** What one paying customer of this plan adds a month, at the plan's US-dollar price. */
export function monthlyRevenueUsd(billing: string): number {
  if (!isBillingPeriod(billing)) return 0;
  const price = displayedPrice('USD')[billing];
  return billing === 'annual' ? price / 12 : price;
}

const keyOf: Record<OutcomeDimension, (group: OutcomeGroup) => string> = {
  channel: (group) => group.channel,
  source: (group) => `${group.channel}\u0000${group.source}`,
  campaign: (group) => group.campaign,
  landing: (group) => group.landingPath,
  plan: (group) => `${group.level}\u0000${group.billing}`,
};

const nameOf: Record<
  OutcomeDimension,
  (group: OutcomeGroup) => Omit<OutcomeRow, 'checkout' | 'trials' | 'paying' | 'monthlyRevenueUsd'>
> = {
  channel: (group) => ({ name: group.channel }),
  source: (group) => ({ name: group.source, channel: group.channel }),
  campaign: (group) => ({ name: group.campaign }),
  landing: (group) => ({ name: group.landingPath }),
  plan: (group) => ({ name: `${group.level} · ${group.billing}` }),
};

const zero = { checkout: 0, trials: 0, paying: 0, monthlyRevenueUsd: 0 };
type Counts = typeof zero;

const add = (
  total: Counts,
  group: Pick<OutcomeGroup, 'checkout' | 'trials' | 'paying' | 'billing'>,
): Counts => ({
  checkout: total.checkout + group.checkout,
  trials: total.trials + group.trials,
  paying: total.paying + group.paying,
  monthlyRevenueUsd: total.monthlyRevenueUsd + group.paying * monthlyRevenueUsd(group.billing),
});

const sumOf = (rows: readonly Counts[]): Counts =>
  rows.reduce(
    (total, row) => ({
      checkout: total.checkout + row.checkout,
      trials: total.trials + row.trials,
      paying: total.paying + row.paying,
      monthlyRevenueUsd: total.monthlyRevenueUsd + row.monthlyRevenueUsd,
    }),
    zero,
  );

/** The store's groups added up per dimension, largest by paying customers then trials first. */
export function outcomeAnswer(groups: readonly OutcomeGroup[]): OutcomeAnswer {
  const tables = Object.fromEntries(
    outcomeDimensions.map((dimension) => {
      const rows = new Map<string, OutcomeRow>();
      for (const group of groups) {
        const key = keyOf[dimension](group);
        const row = rows.get(key) ?? { ...nameOf[dimension](group), ...zero };
        rows.set(key, { ...row, ...add(row, group) });
      }
      const ranked = topOf([...rows.values()], reportSourceRows, {
        visitors: (row) => row.paying * 1_000_000 + row.trials * 1_000 + row.checkout,
        name: (row) => row.name,
        isOther: (row) => row.name === otherName,
        merge: (rest) => ({ name: otherName, ...sumOf(rest) }),
      });
      return [dimension, ranked];
    }),
  ) as OutcomeAnswer['groups'];
  return { totals: groups.reduce(add, zero), groups: tables };
}

/** The period asked for (the report's rules), as the instants the store compares with. */
export function outcomePeriod(filters: ReportFilters, now: Date): DayRange {
  const today = utcDay(now);
  const period = checkedPeriod(filters, today, defaultOutcomeDays);
  if (typeof period === 'string') {
    const values = { first: firstReportDay, last: lastReportDay(today), days: reportMaxDays };
    throw new TeamError(400, period, values);
  }
  return period;
}

export async function outcomesOf(
  store: Store,
  filters: ReportFilters,
  now: Date,
): Promise<OutcomeAnswer> {
  const { from, to } = outcomePeriod(filters, now);
  const groups = await store.customerOutcomes({
    from: new Date(`${from}T00:00:00.000Z`),
    before: new Date(`${addDays(to, 1)}T00:00:00.000Z`),
    channel: filters.channel,
    source: filters.source,
    campaign: filters.campaign,
    locale: filters.locale,
    path: filters.path,
  });
  return outcomeAnswer(groups);
}
