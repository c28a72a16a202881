import { describe, expect, it } from 'vitest';
import { vitalThresholds, type VitalName } from '../../shared/contracts/visitCounting';
import { p75, slotOf } from './vitalHistogram';

const histogramOf = (metric: VitalName, values: number[]) => {
  const buckets = new Map<number, number>();
  for (const value of values) {
    const bucket = slotOf(metric, value);
    buckets.set(bucket, (buckets.get(bucket) ?? 0) + 1);
  }
  return buckets;
};

/** The 75th percentile by nearest rank of the samples themselves. */
const exactP75 = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.ceil(0.75 * values.length) - 1] ?? Number.NaN;

describe('web-vitals histograms', () => {
  it('judge "good" exactly: a p75 at the threshold is good, just above it is not', () => {
    for (const metric of ['LCP', 'INP', 'CLS'] as const) {
      const threshold = vitalThresholds[metric];
      const atThreshold = p75(
        metric,
        histogramOf(metric, [0, threshold / 2, threshold, threshold]),
      );
      expect(atThreshold).toBeLessThanOrEqual(threshold);
      const justAbove = p75(
        metric,
        histogramOf(metric, [0, threshold, threshold * 1.001, threshold * 1.001]),
      );
      expect(justAbove).toBeGreaterThan(threshold);
    }
  });

  it('give the 75th percentile within 2.5% of the samples’ own', () => {
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    for (let run = 0; run < 20; run++) {
      const values = Array.from({ length: 500 }, () => 300 + random() * 8000);
      const exact = exactP75(values);
      const estimate = p75('LCP', histogramOf('LCP', values)) ?? 0;
      expect(Math.abs(estimate - exact) / exact).toBeLessThanOrEqual(0.026);
    }
  });

  it('count samples beyond their range in its last bucket, still judged not good', () => {
    expect(p75('INP', histogramOf('INP', [60_000, 600_000]))).toBeGreaterThan(vitalThresholds.INP);
  });

  it('keep samples of zero apart and report nothing without samples', () => {
    expect(p75('CLS', histogramOf('CLS', [0, 0, 0, 0.05]))).toBe(0);
    expect(p75('INP', new Map())).toBeNull();
  });
});
