// @vitest-environment jsdom
import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectVitals } from './vitals';
import { pageFields } from './visitPage';

const reporters = vi.hoisted(() => new Map<string, (metric: Metric) => void>());
vi.mock('web-vitals', () => {
  const on = (name: string) => (report: (metric: Metric) => void) => reporters.set(name, report);
  return {
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onINP: on('INP'),
    onLCP: on('LCP'),
    onTTFB: on('TTFB'),
  };
});

const report = (name: Metric['name'], value: number) =>
  reporters.get(name)?.({ name, value } as Metric);

let visibility: DocumentVisibilityState = 'visible';
const hide = () => {
  visibility = 'hidden';
  document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
};

beforeEach(() => {
  reporters.clear();
  visibility = 'visible';
  vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const page = { href: 'https://adhelm.test/de/cases', path: '/de/cases', locale: 'de' } as const;
/** The page's fields as countVisit gives them: the viewport's class when each value is kept. */
const fields = () => pageFields(page);

describe('web vitals', () => {
  it('listen to the Core Web Vitals and FCP', () => {
    collectVitals(fields, vi.fn());
    expect([...reporters.keys()].sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP']);
  });

  it('wait for the page to be hidden, then go in one beacon with path, language and device', () => {
    vi.stubGlobal('innerWidth', 1024);
    const send = vi.fn();
    collectVitals(fields, send);
    report('FCP', 900.6);
    report('LCP', 1500);
    report('CLS', 0.123456);
    expect(send).not.toHaveBeenCalled();

    hide();
    expect(send).toHaveBeenCalledTimes(1);
    const common = { type: 'vital', path: '/de/cases', locale: 'de', device: 'tablet' };
    expect(send.mock.calls[0]?.[0]).toEqual([
      { ...common, name: 'FCP', value: 901 },
      { ...common, name: 'LCP', value: 1500 },
      { ...common, name: 'CLS', value: 0.1235 },
    ]);
  });

  it('send only the latest value of each metric, and each value once', () => {
    const send = vi.fn();
    collectVitals(fields, send);
    report('INP', 80);
    report('INP', 240);
    window.dispatchEvent(new Event('pagehide'));
    hide();
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toMatchObject([{ name: 'INP', value: 240 }]);

    report('CLS', 0.02);
    window.dispatchEvent(new Event('pagehide'));
    expect(send).toHaveBeenCalledTimes(2);
    expect(send.mock.calls[1]?.[0]).toMatchObject([{ name: 'CLS', value: 0.02 }]);
  });

  it('keep measuring after the page was left: a back/forward-cache restore is a new measurement', () => {
    const send = vi.fn();
    collectVitals(fields, send);
    report('LCP', 1400);
    window.dispatchEvent(new PageTransitionEvent('pagehide', { persisted: true }));
    // Restored: web-vitals reports the restored page's own LCP and FCP, timed from the restore.
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true }));
    visibility = 'visible';
    report('FCP', 35);
    report('LCP', 48);
    hide();
    expect(send.mock.calls.map(([events]) => events)).toEqual([
      [expect.objectContaining({ name: 'LCP', value: 1400 })],
      [
        expect.objectContaining({ name: 'FCP', value: 35 }),
        expect.objectContaining({ name: 'LCP', value: 48 }),
      ],
    ]);
  });

  it('send nothing when the page is shown again, or when there is nothing new', () => {
    const send = vi.fn();
    collectVitals(fields, send);
    report('LCP', 1000);
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    hide();
    hide();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('leave out a figure beyond what the server accepts (a tab left in the background)', () => {
    const send = vi.fn();
    collectVitals(fields, send);
    report('LCP', 700_000);
    report('FCP', 1200);
    hide();
    expect(send.mock.calls[0]?.[0]).toMatchObject([{ name: 'FCP', value: 1200 }]);
  });

  it('classes the device by the viewport width at the time of the measurement', () => {
    const send = vi.fn();
    collectVitals(fields, send);
    vi.stubGlobal('innerWidth', 390);
    report('LCP', 1000);
    vi.stubGlobal('innerWidth', 1440);
    report('FCP', 800);
    hide();
    expect(send.mock.calls[0]?.[0]).toMatchObject([{ device: 'phone' }, { device: 'desktop' }]);
  });
});
