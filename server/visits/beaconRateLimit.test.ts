import { describe, expect, it } from 'vitest';
import { createBeaconRateLimit } from './beaconRateLimit';
import { clientKey } from './clientKey';

describe('the beacon rate limit', () => {
  it('drops a client past its count until its window turns', () => {
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

  it('counts a new visitor even when its table is full, forgetting the quietest client', () => {
    const admits = createBeaconRateLimit({
      max: 2,
      windowMs: 60_000,
      maxClients: 100,
      now: () => 0,
    });
    // A flood from as many addresses as the table holds, each at its limit.
    for (let client = 0; client < 100; client++) {
      admits(`10.1.0.${client}`);
      admits(`10.1.0.${client}`);
    }
    const ordinary = Array.from({ length: 37 }, (_, visitor) => admits(`192.0.2.${visitor}`));
    expect(ordinary.filter(Boolean)).toHaveLength(37);
  });

  it('counts the addresses of one IPv6 /64 as one client', () => {
    const admits = createBeaconRateLimit({
      max: 120,
      windowMs: 60_000,
      maxClients: 1_000,
      now: () => 0,
    });
    const sameNetwork = Array.from({ length: 200 }, (_, host) =>
      admits(clientKey(`2001:db8:1:2::${host.toString(16)}`)),
    );
    expect(sameNetwork.filter(Boolean)).toHaveLength(120);
    expect(admits(clientKey('2001:db8:1:3::1'))).toBe(true);
  });
});
