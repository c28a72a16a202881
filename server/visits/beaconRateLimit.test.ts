import { describe, expect, it } from 'vitest';
import { createBeaconRateLimit } from './beaconRateLimit';

describe('the beacon rate limit', () => {
  it('drops a client past its count until the window turns', () => {
    let now = 0;
    const admits = createBeaconRateLimit({
      max: 3,
      windowMs: 1_000,
      maxClients: 10,
      now: () => now,
    });
    expect([1, 2, 3, 4].map(() => admits('10.0.0.1'))).toEqual([true, true, true, false]);
    expect(admits('10.0.0.2')).toBe(true);
    now = 1_000;
    expect(admits('10.0.0.1')).toBe(true);
  });

  it('refuses new clients once it tracks its maximum, so memory stays bounded', () => {
    const admits = createBeaconRateLimit({ max: 5, windowMs: 1_000, maxClients: 2, now: () => 0 });
    expect(admits('a')).toBe(true);
    expect(admits('b')).toBe(true);
    expect(admits('c')).toBe(false);
    expect(admits('a')).toBe(true);
  });
});
