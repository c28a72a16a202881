import type { DeviceClass } from '../facts/visitCounting';

/**
 * The facts of src/facts/visitCounting.ts the browser needs at run time, repeated here because
 * importing any value from that module brings its zod schema along (about 28 kB gzip: the
 * bundler cannot prove the schema's construction free of side effects). beaconFacts.test.ts
 * keeps the two equal; types still come from the facts module.
 */
export const beaconPath = '/api/beacon';
export const beaconMaxBytes = 4096;
/** beaconBodySchema's limit of events per beacon. */
export const beaconMaxEvents = 20;

export const deviceClassOf = (viewportWidth: number): DeviceClass =>
  viewportWidth < 768 ? 'phone' : viewportWidth < 1280 ? 'tablet' : 'desktop';
