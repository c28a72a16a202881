import {
  outcomeDimensions,
  reportSourceRows,
  type OutcomeAnswer,
  type OutcomeDimension,
  type OutcomeRow,
  type ReportFilters,
} from '../../shared/contracts/teamConsole';
import { otherName } from '../../shared/contracts/visitCounting';
import { addDays } from '../../shared/contracts/reportPeriod';
import { displayedPrice } from '../../shared/facts/pricing';
import { isBillingPeriod } from '../../shared/facts/plan';
import { askedRange } from './days';
import type { OutcomeGroup, Store } from '../store/store';
import { topOf } from './report';

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

const plus = (total: Counts, row: Counts): Counts => ({
  checkout: total.checkout + row.checkout,
  trials: total.trials + row.trials,
  paying: total.paying + row.paying,
  monthlyRevenueUsd: total.monthlyRevenueUsd + row.monthlyRevenueUsd,
});

/** A store group's counts, with the monthly revenue its paying customers add. */
const countsOf = (group: OutcomeGroup): Counts => ({
  checkout: group.checkout,
  trials: group.trials,
  paying: group.paying,
  monthlyRevenueUsd: group.paying * monthlyRevenueUsd(group.billing),
});

const add = (total: Counts, group: OutcomeGroup): Counts => plus(total, countsOf(group));
const sumOf = (rows: readonly Counts[]): Counts => rows.reduce(plus, zero);

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

export async function outcomesOf(
  store: Store,
  filters: ReportFilters,
  now: Date,
): Promise<OutcomeAnswer> {
  const { from, to } = askedRange(filters, now);
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
