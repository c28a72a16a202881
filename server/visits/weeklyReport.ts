import type { FastifyBaseLogger } from 'fastify';
import { otherName, vitalThresholds } from '../../shared/contracts/visitCounting';
import { loggableError } from '../http/loggableError';
import type { DeliveryOutbox, Store } from '../store/store';
import { outcomeAnswer } from './outcomes';
import type { VisitStore } from '../store/visitStore';
import type { WeeklyReportFacts } from '../store/weeklyReportFacts';
import { addDays, utcDay } from '../../shared/contracts/reportPeriod';
import { reportPeriod, type ReportPeriod } from './days';
import { reportAnswer, topOf } from './report';

export interface WeeklyReportOptions {
  visits: Pick<VisitStore, 'report'>;
  /** Where the week's paying customers are read. */
  customers: Pick<Store, 'customerOutcomes'>;
  outbox: Pick<DeliveryOutbox, 'scheduleWeeklyReport'>;
  /** TEAM_EMAILS as it stands when the week's report is queued: each gets it. */
  recipients: ReadonlySet<string>;
  /** WEEKLY_REPORT_DAY as a UTC weekday (0 Sunday … 6 Saturday); undefined: no report. */
  weekday: number | undefined;
  /** Called once this process queued a week's report, so its delivery worker sends it now. */
  onScheduled: () => void;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** How often the day is checked (default 5 minutes). */
  checkEveryMs?: number;
  /** How long after midnight (UTC) the report waits: the day before is rolled up first. */
  afterMidnightMs?: number;
}

export interface WeeklyReports {
  /** Queues this week's report if today is the day and no replica did yet; true if this call did. */
  check(): Promise<boolean>;
  stop(): void;
}

/** Sources listed by name in the e-mail; the rest are added up as "(other)". */
export const weeklyReportSources = 5;
/** Pages whose speed is looked at: the most measured. */
const measuredPages = 50;

/** "2026-W10": the ISO 8601 week of a day, the key by which a week's report is sent once. */
export function isoWeek(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  // The week belongs to the year of its Thursday.
  const thursday = addDays(day, 4 - (date.getUTCDay() || 7));
  const year = Number(thursday.slice(0, 4));
  const dayOfYear = (Date.parse(`${thursday}T00:00:00Z`) - Date.UTC(year, 0, 1)) / 86_400_000;
  return `${year}-W${String(Math.floor(dayOfYear / 7) + 1).padStart(2, '0')}`;
}

/** The 7 days before `today`, and the 7 before those. */
export const weekBefore = (today: string): ReportPeriod =>
  reportPeriod({ from: addDays(today, -7), to: addDays(today, -1) });

/** The e-mail's figures: the console's own answer for the week, its sources and slow pages. */
export async function weeklyReportFacts(
  visits: Pick<VisitStore, 'report'>,
  customers: Pick<Store, 'customerOutcomes'>,
  period: ReportPeriod,
): Promise<WeeklyReportFacts> {
  const rows = await visits.report({ ...period, filters: {}, vitalPages: measuredPages });
  const outcomes = outcomeAnswer(
    await customers.customerOutcomes({
      from: new Date(`${period.current.from}T00:00:00.000Z`),
      before: new Date(`${addDays(period.current.to, 1)}T00:00:00.000Z`),
    }),
  );
  const answer = reportAnswer(period, rows, { total: 0, reasons: {} });
  const bySource = new Map<string, { source: string; visitors: number; trialsStarted: number }>();
  for (const row of rows.bySource) {
    const entry = bySource.get(row.source) ?? { source: row.source, visitors: 0, trialsStarted: 0 };
    entry.visitors += row.visit;
    entry.trialsStarted += row.checkout;
    bySource.set(row.source, entry);
  }
  const sources = topOf([...bySource.values()], weeklyReportSources, {
    visitors: (entry) => entry.visitors,
    name: (entry) => entry.source,
    isOther: (entry) => entry.source === otherName,
    merge: (rest) => ({
      source: otherName,
      visitors: rest.reduce((sum, entry) => sum + entry.visitors, 0),
      trialsStarted: rest.reduce((sum, entry) => sum + entry.trialsStarted, 0),
    }),
  });
  const notGood = (value: number | null, threshold: number) => value !== null && value > threshold;
  return {
    from: period.current.from,
    to: period.current.to,
    ...answer.totals,
    sources,
    payingSources: outcomes.groups.source
      .filter((row) => row.paying > 0)
      .map((row) => ({
        source: row.name,
        channel: row.channel ?? otherName,
        paying: row.paying,
        monthlyRevenueUsd: row.monthlyRevenueUsd,
      })),
    slowPages: answer.vitals
      .filter(
        (page) =>
          notGood(page.lcp_p75, vitalThresholds.LCP) || notGood(page.inp_p75, vitalThresholds.INP),
      )
      .map((page) => ({
        path: page.path,
        samples: page.samples,
        lcpP75: page.lcp_p75,
        inpP75: page.inp_p75,
      })),
  };
}

/**
 * The team's weekly report by e-mail. On the configured weekday, after the day before is rolled
 * up, each replica offers the week's report to the outbox; the first to claim the ISO week queues
 * one delivery per team address, the others find the week taken. The outbox then delivers it like
 * any other mail, retrying until it goes.
 */
export function startWeeklyReports(options: WeeklyReportOptions): WeeklyReports {
  const { visits, customers, outbox, recipients, weekday, onScheduled, log } = options;
  const now = options.now ?? (() => new Date());
  const afterMidnightMs = options.afterMidnightMs ?? 15 * 60 * 1000;
  let handledWeek: string | undefined;
  let checking: Promise<boolean> | undefined;

  const checkOnce = async (): Promise<boolean> => {
    const at = now();
    const today = utcDay(at);
    if (weekday === undefined || recipients.size === 0 || at.getUTCDay() !== weekday) return false;
    if (at.getTime() - Date.parse(`${today}T00:00:00Z`) < afterMidnightMs) return false;
    const week = isoWeek(today);
    if (handledWeek === week) return false;
    const facts = await weeklyReportFacts(visits, customers, weekBefore(today));
    const queued = await outbox.scheduleWeeklyReport(week, [...recipients], facts);
    handledWeek = week;
    if (queued) {
      log.info({ week, recipients: recipients.size }, 'Weekly report queued for the team');
      onScheduled();
    }
    return queued;
  };
  const check = () => {
    checking ??= checkOnce()
      .catch((error: unknown) => {
        log.warn({ err: loggableError(error) }, 'The weekly report could not be queued');
        return false;
      })
      .finally(() => {
        checking = undefined;
      });
    return checking;
  };
  const timer = setInterval(() => void check(), options.checkEveryMs ?? 5 * 60 * 1000);
  timer.unref();
  return {
    check,
    stop: () => clearInterval(timer),
  };
}
