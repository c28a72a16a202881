/**
 * The value axis of a chart of counts: whole numbers from 0 in steps of 1, 2 or 5 times a power
 * of ten, at most `intervals` of them, the last at or above `max`. A count axis never reads 0.2.
 */
export function countTicks(max: number, intervals = 4): number[] {
  if (!(max > 0)) return [0, 1];
  const rough = max / intervals;
  const magnitude = 10 ** Math.floor(Math.log10(rough));
  const step = Math.max(
    1,
    Math.round(
      [1, 2, 5].map((factor) => factor * magnitude).find((s) => s >= rough) ?? 10 * magnitude,
    ),
  );
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, index) => index * step);
}
