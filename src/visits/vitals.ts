import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from 'web-vitals';
import type { BeaconEvent } from '../../shared/contracts/beaconSchema';
import { deviceClassOf } from '../../shared/contracts/visitCounting';
import type { VisitPage } from './visitPage';

export type VitalEvent = Extract<BeaconEvent, { type: 'vital' }>;

/** The server's bound: a longer "time" is a tab left in the background, not a measurement. */
const MAX_VALUE = 600_000;

const rounded = ({ name, value }: Metric) =>
  name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);

/**
 * Reports the page's Core Web Vitals (and FCP, TTFB) with its path, language and device class.
 * The latest value of each metric waits until the page is hidden or left, then all go in one
 * beacon. web-vitals listens in the capture phase, so its final values are in before the flush.
 */
export function collectVitals(
  page: VisitPage,
  send: (events: VitalEvent[]) => void,
  win: Window = window,
): void {
  const pending = new Map<Metric['name'], VitalEvent>();
  const keep = (metric: Metric) => {
    const value = rounded(metric);
    if (!(value >= 0 && value <= MAX_VALUE)) return;
    pending.set(metric.name, {
      type: 'vital',
      name: metric.name,
      value,
      path: page.path,
      locale: page.locale,
      device: deviceClassOf(win.innerWidth),
    });
  };
  for (const onMetric of [onCLS, onFCP, onINP, onLCP, onTTFB]) onMetric(keep);

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
