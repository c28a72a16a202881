import { funnelSteps, type FunnelStep } from '../../shared/contracts/visitCounting';
import type { FunnelAnswer } from '../../shared/contracts/teamConsole';
import type { FunnelCountRow } from '../store/visitStore';

const isStep = (step: string): step is FunnelStep =>
  (funnelSteps as readonly string[]).includes(step);

const stepsOf = (counts: ReadonlyMap<FunnelStep, number>) =>
  funnelSteps.map((step) => ({ step, visitors: counts.get(step) ?? 0 }));

/** Adds up rows of both sources into the answer's totals and per-source lists. */
export function funnelFromCounts(rows: readonly FunnelCountRow[], dropped: number): FunnelAnswer {
  const total = new Map<FunnelStep, number>();
  const bySource = new Map<
    string,
    { source: string; campaign: string; counts: Map<FunnelStep, number> }
  >();
  for (const row of rows) {
    if (!isStep(row.step)) continue;
    total.set(row.step, (total.get(row.step) ?? 0) + row.visitors);
    const key = JSON.stringify([row.source, row.campaign]);
    const group = bySource.get(key) ?? {
      source: row.source,
      campaign: row.campaign,
      counts: new Map(),
    };
    group.counts.set(row.step, (group.counts.get(row.step) ?? 0) + row.visitors);
    bySource.set(key, group);
  }
  return {
    steps: stepsOf(total),
    bySource: [...bySource.values()]
      .map(({ source, campaign, counts }) => ({ source, campaign, steps: stepsOf(counts) }))
      .sort((a, b) => (b.steps[0]?.visitors ?? 0) - (a.steps[0]?.visitors ?? 0)),
    dropped,
  };
}
