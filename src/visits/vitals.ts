import { onCLS, onFCP, onINP, onLCP, type Metric } from 'web-vitals';
import type { BeaconEvent } from '../../shared/contracts/beaconSchema';
import type { PageFields } from './visitPage';

export type VitalEvent = Extract<BeaconEvent, { type: 'vital' }>;

/** The server's bound: a longer "time" is a tab left in the background, not a measurement. */
const MAX_VALUE = 600_000;

const rounded = ({ name, value }: Metric) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

/**
 * Reports the page's Core Web Vitals (LCP, INP, CLS) and FCP, which web-vitals measures for CLS
 * anyway, with the page's fields as they are when each is measured. Not TTFB: the console shows
 * none, and its code (0.17 kB) would leave the counting no room in its budget. The latest value of each metric waits until the page is hidden or left, then all go
 * in one beacon; web-vitals listens in the capture phase, so its final values are in before the
 * flush. There is no timer: a value is sent when the library has it final, however long the page
 * stays open, and after a back/forward-cache restore the library measures the page anew.
 */
export function collectVitals(
  fields: () => PageFields,
  send: (events: VitalEvent[]) => void,
  win: Window = window,
): void {
  const pending = new Map<Metric['name'], VitalEvent>();
  const keep = (metric: Metric) => {
    const value = rounded(metric);
    if (value >= 0 && value <= MAX_VALUE) {
      pending.set(metric.name, { type: 'vital', name: metric.name, value, ...fields() });
    }
  };
  for (const onMetric of [onCLS, onFCP, onINP, onLCP]) onMetric(keep);

  const flush = () => {
    if (pending.size === 0) return;
    send([...pending.values()]);
    pending.clear();
  };
  win.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flush();
  });
  win.addEventListener('pagehide', flush);
}
