// @vitest-environment jsdom
import type { Metric } from 'web-vitals';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { beaconBodySchema } from '../../shared/contracts/beaconSchema';

const reporters = vi.hoisted(() => new Map<string, (metric: Metric) => void>());
vi.mock('web-vitals', () => {
  const on = (name: string) => (report: (metric: Metric) => void) => reporters.set(name, report);
  return {
    onCLS: on('CLS'),
    onFCP: on('FCP'),
    onINP: on('INP'),
    onLCP: on('LCP'),
  };
});

let sendBeacon: ReturnType<typeof vi.fn<(url: string, body: string) => boolean>>;
const sent = () =>
  sendBeacon.mock.calls.map(([url, body]) => {
    expect(url).toBe('/api/beacon');
    return beaconBodySchema.parse(JSON.parse(body)).events;
  });

function landOn(path: string, referrer: string, lang: string) {
  window.history.replaceState(null, '', path);
  vi.spyOn(document, 'referrer', 'get').mockReturnValue(referrer);
  document.documentElement.lang = lang;
}

beforeEach(() => {
  vi.resetModules();
  reporters.clear();
  sendBeacon = vi.fn(() => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  vi.stubGlobal('innerWidth', 390);
});

const withSignals = (signals: object) =>
  vi.stubGlobal('navigator', { ...navigator, sendBeacon, ...signals });

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.visitSteps;
  window.history.replaceState(null, '', '/');
});

describe('counting a visit', () => {
  it('sends the landing steps at once, then steps islands report, then vitals on hide', async () => {
    const { reportStep } = await import('./reportStep');
    const { countVisit } = await import('./countVisit');
    landOn('/de/pricing?utm_source=partner&utm_campaign=launch', 'https://partner.example/a', 'de');
    reportStep('trial_dialog');

    countVisit();
    const page = { path: '/de/pricing', locale: 'de', device: 'phone' };
    expect(sent()).toEqual([
      [
        {
          type: 'step',
          step: 'visit',
          ...page,
          source: 'partner',
          campaign: 'launch',
          referrer: 'https://partner.example',
        },
        { type: 'step', step: 'page', ...page },
        { type: 'step', step: 'pricing', ...page },
      ],
      [{ type: 'step', step: 'trial_dialog', ...page }],
    ]);

    reportStep('trial_dialog');
    // web-vitals is its own chunk, fetched once the page has loaded (it has, in this test).
    await vi.waitFor(() => expect(reporters.size).toBe(4));
    reporters.get('LCP')?.({ name: 'LCP', value: 1800 } as Metric);
    window.dispatchEvent(new Event('pagehide'));
    expect(sent().slice(2)).toEqual([
      [{ type: 'step', step: 'trial_dialog', ...page }],
      [{ type: 'vital', name: 'LCP', value: 1800, ...page }],
    ]);
  });

  it('waits for the load event before it fetches web-vitals', async () => {
    const { countVisit } = await import('./countVisit');
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    landOn('/cases', '', 'en');
    countVisit();
    expect(sent()).toHaveLength(1);
    await new Promise((settled) => setTimeout(settled, 50));
    expect(reporters.size).toBe(0);

    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(reporters.size).toBe(4));
  });

  it('counts a bounce: the visit and its page view go with no interaction at all', async () => {
    const { countVisit } = await import('./countVisit');
    landOn('/?utm_source=newsletter&utm_campaign=autumn', 'https://mail.example/inbox', 'en');
    countVisit();
    expect(
      sent()
        .flat()
        .map((event) => event.type === 'step' && event.step),
    ).toEqual(['visit', 'page']);
  });

  it('sends only the page view for a later page of the visit', async () => {
    const { countVisit } = await import('./countVisit');
    landOn('/cases', `${window.location.origin}/`, 'en');
    countVisit();
    expect(sent()).toEqual([
      [{ type: 'step', step: 'page', path: '/cases', locale: 'en', device: 'phone' }],
    ]);
  });

  it('keeps nothing in cookies or storage', async () => {
    const { countVisit } = await import('./countVisit');
    landOn('/?utm_source=x', '', 'en');
    countVisit();
    expect(document.cookie).toBe('');
    expect(window.localStorage).toHaveLength(0);
    expect(window.sessionStorage).toHaveLength(0);
  });

  it.each([{ doNotTrack: '1' }, { globalPrivacyControl: true }])(
    'sends nothing at all with %o',
    async (signals) => {
      withSignals(signals);
      const { reportStep } = await import('./reportStep');
      const { countVisit } = await import('./countVisit');
      landOn('/pricing?utm_source=x', '', 'en');
      countVisit();
      reportStep('trial_dialog');
      // The page has loaded (jsdom's document is complete): web-vitals would come now.
      await new Promise((settled) => setTimeout(settled, 50));
      window.dispatchEvent(new Event('pagehide'));
      expect(sendBeacon).not.toHaveBeenCalled();
      expect(reporters.size).toBe(0);
    },
  );
});
