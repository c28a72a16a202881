import { vitalThresholds, type VitalName } from '../../shared/contracts/visitCounting';

/**
 * Web-vitals samples are kept as daily histograms, so a percentile over any number of days is a
 * sum of small arrays rather than a sort of every sample. Each day, page and metric has
 * `histogramSlots` counts: slot 0 for samples of 0 (a page that never shifted), then buckets 5%
 * wide on a log scale, anchored on the metric's "good" threshold: a bucket ends exactly at it, so
 * whether a 75th percentile is good is exact, and its value is within 2.5% of the samples' own.
 * The buckets cover the threshold ÷ 350 to × 50 (LCP: 7 ms to 124 s); samples beyond count in the
 * first or last.
 */
const ratio = 1.05;
const lowestBucket = -120;
const highestBucket = 80;
/** Bucket 0 (ending at the threshold) is this slot. */
export const thresholdSlot = 1 - lowestBucket;
export const histogramSlots = highestBucket - lowestBucket + 2;

/** The slot a sample counts in. */
export function slotOf(metric: VitalName, value: number): number {
  if (value <= 0) return 0;
  const bucket = Math.ceil(Math.log(value / vitalThresholds[metric]) / Math.log(ratio));
  return Math.min(highestBucket, Math.max(lowestBucket, bucket)) + thresholdSlot;
}

/** The middle of a slot's bucket (geometrically), rounded as the metric is reported. */
export function valueOfSlot(metric: VitalName, slot: number): number {
  if (slot === 0) return 0;
  const value = vitalThresholds[metric] * ratio ** (slot - thresholdSlot - 0.5);
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/**
 * The 75th percentile by nearest rank (the smallest value with at least 75% of the samples at or
 * below it), or null without samples.
 */
export function p75(metric: VitalName, slots: ReadonlyMap<number, number>): number | null {
  const total = [...slots.values()].reduce((sum, samples) => sum + samples, 0);
  if (total === 0) return null;
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  for (const slot of [...slots.keys()].sort((a, b) => a - b)) {
    seen += slots.get(slot) ?? 0;
    if (seen >= rank) return valueOfSlot(metric, slot);
  }
  return null;
}
