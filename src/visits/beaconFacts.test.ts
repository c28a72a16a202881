import { describe, expect, it } from 'vitest';
import * as facts from '../facts/visitCounting';
import * as mirrored from './beaconFacts';

const event = { type: 'step', step: 'visit', path: '/', locale: 'en' } as const;

describe("the browser's copy of the visit-counting facts", () => {
  it('posts to the same path and keeps the same size limit', () => {
    expect(mirrored.beaconPath).toBe(facts.beaconPath);
    expect(mirrored.beaconMaxBytes).toBe(facts.beaconMaxBytes);
  });

  it('allows as many events per beacon as the schema, and no more', () => {
    const events = (count: number) => Array.from({ length: count }, () => event);
    const accepts = (count: number) => facts.beaconBodySchema.safeParse({ events: events(count) });
    expect(accepts(mirrored.beaconMaxEvents).success).toBe(true);
    expect(accepts(mirrored.beaconMaxEvents + 1).success).toBe(false);
  });

  it('sorts every viewport width into the same device class', () => {
    for (const width of [0, 320, 767, 768, 1024, 1279, 1280, 1920, 3840]) {
      expect(mirrored.deviceClassOf(width), `${width}px`).toBe(facts.deviceClassOf(width));
    }
  });
});
