import type { ReportAnswer } from '../../shared/contracts/teamConsole';
import type { FunnelStep } from '../../shared/contracts/visitCounting';

type StepCounts = ReportAnswer['funnel']['steps'];

export interface FunnelRow {
  step: FunnelStep;
  visitors: number;
  /** Share of the first step's visitors; null when the first step has none. */
  ofFirst: number | null;
  /** Share of the previous step's visitors; null for the first step or an empty previous one. */
  ofPrevious: number | null;
}

/** A part's share of a whole; null when the whole is none. */
export const share = (part: number, whole: number | undefined): number | null =>
  whole === undefined || whole === 0 ? null : part / whole;

/** Each step's visitors with its conversion against the first and the previous step. */
export function funnelRows(steps: StepCounts): FunnelRow[] {
  const first = steps[0]?.visitors;
  return steps.map(({ step, visitors }, index) => ({
    step,
    visitors,
    ofFirst: share(visitors, first),
    ofPrevious: index === 0 ? null : share(visitors, steps[index - 1]?.visitors),
  }));
}

/** Visitors at a step of a report's counts, 0 where it is absent. */
export const visitorsAt = (steps: StepCounts, step: FunnelStep): number =>
  steps.find((count) => count.step === step)?.visitors ?? 0;
