import { vitalThresholds, type VitalName } from '../../shared/contracts/visitCounting';

/**
 * Web-vitals samples are kept as daily histograms, so a percentile over any number of days is a
 * sum of small rows rather than a sort of every sample. Buckets are 5% wide on a log scale and
 * anchored on each metric's "good" threshold: bucket 0 ends exactly at it, so whether a 75th
 * percentile is good is exact, and its value is within 2.5% of the sample's.
 */
const ratio = 1.05;
/** Samples of 0 (a page that never shifted, an instant answer). */
export const zeroBucket = -1000;
const lowestBucket = zeroBucket + 1;

export function bucketOf(metric: VitalName, value: number): number {
  if (value <= 0) return zeroBucket;
  const bucket = Math.ceil(Math.log(value / vitalThresholds[metric]) / Math.log(ratio));
  return Math.max(lowestBucket, bucket);
}

/** The middle of a bucket (geometrically), rounded as the metric is reported. */
export function valueOfBucket(metric: VitalName, bucket: number): number {
  if (bucket === zeroBucket) return 0;
  const value = vitalThresholds[metric] * ratio ** (bucket - 0.5);
  return metric === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);
}

/**
 * The 75th percentile by nearest rank (the smallest value with at least 75% of the samples at or
 * below it), or null without samples.
 */
export function p75(metric: VitalName, buckets: ReadonlyMap<number, number>): number | null {
  const total = [...buckets.values()].reduce((sum, samples) => sum + samples, 0);
  if (total === 0) return null;
  const rank = Math.ceil(0.75 * total);
  let seen = 0;
  for (const bucket of [...buckets.keys()].sort((a, b) => a - b)) {
    seen += buckets.get(bucket) ?? 0;
    if (seen >= rank) return valueOfBucket(metric, bucket);
  }
  return null;
}
