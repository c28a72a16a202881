import { afterEach, describe, expect, it, vi } from 'vitest';
import { beaconBodySchema, type BeaconEvent } from '../../shared/contracts/beaconSchema';
import { beaconMaxBytes } from '../../shared/contracts/visitCounting';
import { beaconBodies, sendEvents } from './beacon';

const vital = (path: string): BeaconEvent => ({
  type: 'vital',
  name: 'LCP',
  value: 1234,
  path,
  locale: 'en',
  device: 'phone',
});

const parsed = (body: string) => beaconBodySchema.parse(JSON.parse(body));
const byteLength = (text: string) => new TextEncoder().encode(text).length;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('beacon bodies', () => {
  it('put a few events in one body the server accepts', () => {
    const events = [vital('/'), vital('/')];
    const bodies = beaconBodies(events);
    expect(bodies).toHaveLength(1);
    expect(parsed(bodies[0] ?? '').events).toEqual(events);
  });

  it('split at 20 events, keeping their order', () => {
    const events = Array.from({ length: 45 }, (_, index) => vital(`/p${index}`));
    const bodies = beaconBodies(events);
    expect(bodies.map((body) => parsed(body).events.length)).toEqual([20, 20, 5]);
    expect(bodies.flatMap((body) => parsed(body).events)).toEqual(events);
  });

  it('split before a body would pass the byte limit', () => {
    const events = Array.from({ length: 12 }, (_, index) => vital(`/${'x'.repeat(290)}${index}`));
    const bodies = beaconBodies(events);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(byteLength(body)).toBeLessThanOrEqual(beaconMaxBytes);
    expect(bodies.flatMap((body) => parsed(body).events)).toEqual(events);
  });

  it('send nothing for no events', () => {
    expect(beaconBodies([])).toEqual([]);
  });
});

describe('sending events', () => {
  it("posts each body with sendBeacon to the site's own beacon path", () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { sendBeacon });
    sendEvents([vital('/cases')]);
    expect(sendBeacon).toHaveBeenCalledWith(
      '/api/beacon',
      JSON.stringify({ events: [vital('/cases')] }),
    );
  });
});
