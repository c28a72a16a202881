import type { OutcomeAnswer, ReportAnswer } from '../../shared/contracts/teamConsole';
import { funnelSteps } from '../../shared/contracts/visitCounting';

type Steps = ReportAnswer['funnel']['steps'];

/**
 * The columns of /team/statistics.csv: what the console shows for a period and its filters, one
 * line per row of each of its tables, each table named in the first column.
 */
export const statisticsHeader = [
  'table',
  'name',
  'channel',
  'campaign',
  'visitors',
  'single_page',
  'saw_pricing',
  'opened_trial_form',
  'went_to_checkout',
  'started_trial',
  'paying_customers',
  'monthly_revenue_usd',
] as const;

type Line = Partial<Record<(typeof statisticsHeader)[number], string | number>>;

const stepColumns = [
  'visitors',
  'saw_pricing',
  'opened_trial_form',
  'went_to_checkout',
  'started_trial',
] as const;
const stepsOf = (steps: Steps): Line =>
  Object.fromEntries(
    funnelSteps.map((step, index) => [
      stepColumns[index],
      steps.find((entry) => entry.step === step)?.visitors ?? 0,
    ]),
  );

const outcomeTables = {
  channel: 'paying_by_channel',
  source: 'paying_by_source',
  campaign: 'paying_by_campaign',
  landing: 'paying_by_landing_page',
  plan: 'paying_by_plan',
} as const;

/** The period's statistics as the console shows them, as rows of statisticsHeader's cells. */
export function statisticsCells(report: ReportAnswer, outcomes: OutcomeAnswer): string[][] {
  const { period, totals } = report;
  const lines: Line[] = [
    {
      table: 'period',
      name: `${period.from}/${period.to}`,
      visitors: totals.visitors.current,
      went_to_checkout: totals.trialsStarted.current,
      started_trial: totals.trialsCompleted.current,
    },
    {
      table: 'previous_period',
      name: `${period.previousFrom}/${period.previousTo}`,
      visitors: totals.visitors.previous,
      went_to_checkout: totals.trialsStarted.previous,
      started_trial: totals.trialsCompleted.previous,
    },
    ...report.daily.map((day) => ({
      table: 'day',
      name: day.day,
      visitors: day.visitors,
      went_to_checkout: day.trialsStarted,
      started_trial: day.trialsCompleted,
    })),
    { table: 'funnel', name: 'all', ...stepsOf(report.funnel.steps) },
    ...report.funnel.byChannel.map((row) => ({
      table: 'funnel_by_channel',
      name: row.channel,
      ...stepsOf(row.steps),
      single_page: row.singlePage,
    })),
    ...report.funnel.bySource.map((row) => ({
      table: 'funnel_by_source',
      name: row.source,
      channel: row.channel,
      campaign: row.campaign,
      ...stepsOf(row.steps),
      single_page: row.singlePage,
    })),
    ...report.landingPages.map((row) => ({
      table: 'landing_page',
      name: row.name,
      visitors: row.visitors,
      single_page: row.singlePage,
      saw_pricing: row.pricing,
      started_trial: row.trials,
    })),
    ...report.pages.map((row) => ({ table: 'page_viewed', ...row })),
    ...report.referrers.map((row) => ({ table: 'referring_site', ...row })),
    ...report.devices.map((row) => ({ table: 'device', name: row.device, visitors: row.visitors })),
    ...report.languages.map((row) => ({
      table: 'language',
      name: row.locale,
      visitors: row.visitors,
    })),
    ...report.countries.map((row) => ({
      table: 'country',
      name: row.country,
      visitors: row.visitors,
    })),
    {
      table: 'paying_total',
      name: 'all',
      went_to_checkout: outcomes.totals.checkout,
      started_trial: outcomes.totals.trials,
      paying_customers: outcomes.totals.paying,
      monthly_revenue_usd: outcomes.totals.monthlyRevenueUsd.toFixed(2),
    },
    ...Object.entries(outcomeTables).flatMap(([dimension, table]) =>
      outcomes.groups[dimension as keyof typeof outcomeTables].map((row) => ({
        table,
        name: row.name,
        channel: row.channel,
        went_to_checkout: row.checkout,
        started_trial: row.trials,
        paying_customers: row.paying,
        monthly_revenue_usd: row.monthlyRevenueUsd.toFixed(2),
      })),
    ),
  ];
  return [
    [...statisticsHeader],
    ...lines.map((line) => statisticsHeader.map((column) => String(line[column] ?? ''))),
  ];
}
