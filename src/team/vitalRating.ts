import { vitalThresholds } from '../../shared/contracts/visitCounting';

export type VitalMetric = 'LCP' | 'INP' | 'CLS';
export type VitalRating = 'good' | 'needsImprovement' | 'poor';

/** Above these a metric is poor (web.dev); from the "good" threshold up to them it needs work. */
const poorAbove: Record<VitalMetric, number> = { LCP: 4000, INP: 500, CLS: 0.25 };

export function vitalRating(metric: VitalMetric, value: number): VitalRating {
  if (value <= vitalThresholds[metric]) return 'good';
  return value <= poorAbove[metric] ? 'needsImprovement' : 'poor';
}

/** LCP in seconds, INP in milliseconds, CLS as the unitless score. */
export function formatVital(metric: VitalMetric, value: number): string {
  if (metric === 'LCP') return `${(value / 1000).toFixed(2)} s`;
  if (metric === 'INP') return `${Math.round(value)} ms`;
  return value.toFixed(2);
}
