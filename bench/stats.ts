/** Small statistics the reports share. */

export function median(values: readonly number[]): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? Number.NaN;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] ?? Number.NaN) + upper) / 2;
}

/** a / b, or null when b is zero (a ratio to nothing means nothing). */
export function ratio(a: number, b: number): number | null {
  return b === 0 || !Number.isFinite(a) || !Number.isFinite(b) ? null : a / b;
}

/** The median of each numeric field over a list of samples of the same shape. */
export function medianOf<T extends Record<string, number>>(samples: readonly T[]): T {
  const first = samples[0];
  if (!first) throw new Error('No samples to take a median of.');
  const result: Record<string, number> = {};
  for (const key of Object.keys(first)) {
    result[key] = median(samples.map((sample) => sample[key] ?? Number.NaN));
  }
  return result as T;
}
