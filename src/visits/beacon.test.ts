// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { beaconBodySchema, type BeaconEvent } from '../../shared/contracts/beaconSchema';
import { beaconMaxBytes, beaconMaxEvents, vitalNames } from '../../shared/contracts/visitCounting';
import { sendEvents } from './beacon';
import { pageLoadSteps } from './pageLoadSteps';
import { stepEvent, visitPageOf } from './visitPage';

afterEach(() => {
  vi.unstubAllGlobals();
});

const byteLength = (text: string) => new TextEncoder().encode(text).length;

describe('sending events', () => {
  it("posts them in one body to the site's own beacon path", () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    const event: BeaconEvent = {
      type: 'step',
      step: 'page',
      path: '/cases',
      locale: 'en',
      device: 'desktop',
    };
    sendEvents([event]);
    expect(sendBeacon).toHaveBeenCalledWith('/api/beacon', JSON.stringify({ events: [event] }));
  });

  it('sends nothing for no events', () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    sendEvents([]);
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('never sends a body the server would refuse, even for the longest page and tags', () => {
    const sendBeacon = vi.fn((_url: string, _body: string) => true);
    vi.stubGlobal('navigator', { sendBeacon });
    // The longest path, tags and referrer the page sends, in characters of three bytes each.
    const long = '€'.repeat(400);
    const href = `https://adhelm.test/${'p'.repeat(400)}?utm_source=${long}&utm_campaign=${long}`;
    const page = visitPageOf({ href, pathname: new URL(href).pathname }, { lang: 'en' });
    sendEvents(pageLoadSteps(page, `https://${'r'.repeat(180)}.example/`));
    sendEvents([stepEvent('trial_dialog', page)]);
    sendEvents(
      vitalNames.map((name) => ({
        type: 'vital',
        name,
        value: 599_999.9999,
        path: page.path,
        locale: 'en',
        device: 'desktop',
      })),
    );
    for (const [, body] of sendBeacon.mock.calls) {
      expect(byteLength(body)).toBeLessThanOrEqual(beaconMaxBytes);
      expect(beaconBodySchema.parse(JSON.parse(body)).events.length).toBeLessThanOrEqual(
        beaconMaxEvents,
      );
    }
  });
});
