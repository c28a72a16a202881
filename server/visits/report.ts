import {
  reportListLength,
  reportSourceRows,
  type ReportAnswer,
} from '../../shared/contracts/teamConsole';
import {
  deviceClasses,
  funnelSteps,
  noneName,
  otherName,
  type VitalName,
} from '../../shared/contracts/visitCounting';
import { isLocale } from '../../shared/language/locales';
import { marketplaceCountries } from '../../shared/facts/marketplaces';
import type { FunnelCounts, NamedCount, ReportRows } from '../store/visitStore';
import { daysOf } from '../../shared/contracts/reportPeriod';
import type { ReportPeriod } from './days';
import { p75 } from './vitalHistogram';

/**
 * The first `length` entries by visitors (ties by name), then everything else, names already
 * stored as "(other)" included, added up as one "(other)" entry.
 */
export function topOf<Entry>(
  entries: readonly Entry[],
  length: number,
  {
    visitors,
    name,
    isOther,
    merge,
  }: {
    visitors: (entry: Entry) => number;
    name: (entry: Entry) => string;
    isOther: (entry: Entry) => boolean;
    merge: (rest: Entry[]) => Entry;
  },
): Entry[] {
  const named = entries
    .filter((entry) => !isOther(entry))
    .sort((a, b) => visitors(b) - visitors(a) || name(a).localeCompare(name(b)));
  const rest = [...named.slice(length), ...entries.filter(isOther)];
  return rest.length === 0 ? named : [...named.slice(0, length), merge(rest)];
}

const sum = <Entry>(entries: readonly Entry[], value: (entry: Entry) => number) =>
  entries.reduce((total, entry) => total + value(entry), 0);

const ranked = (entries: readonly NamedCount[]) =>
  topOf(entries, reportListLength, {
    visitors: (entry) => entry.visitors,
    name: (entry) => entry.name,
    isOther: (entry) => entry.name === otherName,
    merge: (rest) => ({ name: otherName, visitors: sum(rest, (entry) => entry.visitors) }),
  });

const stepsOf = (counts: FunnelCounts) =>
  funnelSteps.map((step) => ({ step, visitors: counts[step] }));

const countKeys = [...funnelSteps, 'more_pages'] as const;
const addedUp = (rows: readonly FunnelCounts[]): FunnelCounts =>
  Object.fromEntries(
    countKeys.map((key) => [key, sum(rows, (row) => row[key])]),
  ) as unknown as FunnelCounts;

/** Of a row's visitors, those who saw one page only. */
const singlePageOf = (counts: FunnelCounts) => counts.visit - counts.more_pages;

/**
 * Countries: the marketplaces' first (largest first), then the others ranked and bounded,
 * "(none)" (not known) last.
 */
function countriesOf(rows: readonly NamedCount[]) {
  const isMarketplace = (name: string) =>
    (marketplaceCountries as readonly string[]).includes(name);
  const byVisitors = (a: NamedCount, b: NamedCount) =>
    b.visitors - a.visitors || a.name.localeCompare(b.name);
  const others = rows.filter((row) => !isMarketplace(row.name) && row.name !== noneName);
  return [
    ...rows.filter((row) => isMarketplace(row.name)).sort(byVisitors),
    ...ranked(others),
    ...rows.filter((row) => row.name === noneName),
  ].map((row) => ({ country: row.name, visitors: row.visitors }));
}

/** The console's answer from the store's rows: every list cut to its length, every day present. */
export function reportAnswer(
  period: ReportPeriod,
  rows: ReportRows,
  dropped: ReportAnswer['dropped'],
): ReportAnswer {
  const { current, previous } = period;
  const byDay = new Map(rows.daily.map((row) => [row.day, row]));
  const totalOf = (from: string, to: string, value: 'visitors' | 'checkout' | 'completed') =>
    sum(daysOf({ from, to }), (day) => byDay.get(day)?.[value] ?? 0);
  const compared = (value: 'visitors' | 'checkout' | 'completed') => ({
    current: totalOf(current.from, current.to, value),
    previous: totalOf(previous.from, previous.to, value),
  });
  const bySource = topOf(rows.bySource, reportSourceRows, {
    visitors: (row) => row.visit,
    name: (row) => `${row.source} ${row.campaign}`,
    isOther: (row) => row.source === otherName && row.campaign === otherName,
    merge: (rest) => ({
      channel: otherName,
      source: otherName,
      campaign: otherName,
      ...addedUp(rest),
    }),
  });
  const devices = new Map(rows.devices.map((row) => [row.name, row.visitors]));
  return {
    period: {
      from: current.from,
      to: current.to,
      previousFrom: previous.from,
      previousTo: previous.to,
    },
    totals: {
      visitors: compared('visitors'),
      trialsStarted: compared('checkout'),
      trialsCompleted: compared('completed'),
    },
    daily: daysOf(current).map((day) => ({
      day,
      visitors: byDay.get(day)?.visitors ?? 0,
      trialsStarted: byDay.get(day)?.checkout ?? 0,
      trialsCompleted: byDay.get(day)?.completed ?? 0,
    })),
    funnel: {
      steps: stepsOf(addedUp(rows.bySource)),
      byChannel: [...rows.channels]
        .sort((a, b) => b.visit - a.visit || a.name.localeCompare(b.name))
        .map(({ name, ...counts }) => ({
          channel: name,
          steps: stepsOf(counts),
          singlePage: singlePageOf(counts),
        })),
      bySource: bySource.map(({ channel, source, campaign, ...counts }) => ({
        channel: source === otherName ? otherName : channel,
        source,
        campaign,
        steps: stepsOf(counts),
        singlePage: singlePageOf(counts),
      })),
    },
    landingPages: topOf(rows.landing, reportListLength, {
      visitors: (row) => row.visit,
      name: (row) => row.name,
      isOther: (row) => row.name === otherName,
      merge: (rest) => ({ name: otherName, ...addedUp(rest) }),
    }).map((row) => ({
      name: row.name,
      visitors: row.visit,
      singlePage: singlePageOf(row),
      pricing: row.pricing,
      trials: row.completed,
    })),
    countries: countriesOf(rows.countries),
    pages: ranked(rows.pages),
    referrers: ranked(rows.referrers.filter((row) => row.name !== noneName)),
    devices: deviceClasses.map((device) => ({ device, visitors: devices.get(device) ?? 0 })),
    languages: rows.languages
      .filter((row) => isLocale(row.name))
      .sort((a, b) => b.visitors - a.visitors || a.name.localeCompare(b.name))
      .map((row) => ({ locale: row.name, visitors: row.visitors })),
    vitals: rows.vitals.map(({ path, samples, slots }) => {
      const histogram = (metric: VitalName) =>
        new Map(slots.filter((row) => row.metric === metric).map((row) => [row.slot, row.samples]));
      return {
        path,
        samples,
        lcp_p75: p75('LCP', histogram('LCP')),
        inp_p75: p75('INP', histogram('INP')),
        cls_p75: p75('CLS', histogram('CLS')),
      };
    }),
    dropped,
  };
}
