import { describe, expect, it } from 'vitest';
import { beaconBodySchema } from './beaconSchema';
import { beaconMaxEvents, deviceClassOf } from './visitCounting';

const event = { type: 'step', step: 'visit', path: '/', locale: 'en', device: 'desktop' } as const;

describe('the beacon’s shape', () => {
  it('allows as many events per beacon as the browser batches, and no more', () => {
    const events = (count: number) => Array.from({ length: count }, () => event);
    const accepts = (count: number) => beaconBodySchema.safeParse({ events: events(count) });
    expect(accepts(beaconMaxEvents).success).toBe(true);
    expect(accepts(beaconMaxEvents + 1).success).toBe(false);
  });

  it('carries at most one value per metric', () => {
    const vital = (name: 'LCP' | 'CLS', value: number) =>
      ({ type: 'vital', name, value, path: '/', locale: 'en', device: 'phone' }) as const;
    const accepts = (events: unknown[]) => beaconBodySchema.safeParse({ events }).success;
    expect(accepts([event, vital('LCP', 1_200), vital('CLS', 0.01)])).toBe(true);
    expect(accepts([vital('LCP', 1_200), vital('LCP', 61_072)])).toBe(false);
  });

  it('refuses a language the site does not speak and a path with a query', () => {
    expect(beaconBodySchema.safeParse({ events: [{ ...event, locale: 'xx' }] }).success).toBe(
      false,
    );
    expect(beaconBodySchema.safeParse({ events: [{ ...event, path: '/?a=1' }] }).success).toBe(
      false,
    );
  });
});

describe('device classes', () => {
  it('sort viewport widths at 768 and 1280 px', () => {
    const classes = [0, 320, 767, 768, 1279, 1280, 3840].map(deviceClassOf);
    expect(classes).toEqual(['phone', 'phone', 'phone', 'tablet', 'tablet', 'desktop', 'desktop']);
  });
});
