import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createSignupPriority } from './signupPriority';

const response = () => new EventEmitter() as ServerResponse;
const options = { beaconsPerSecond: 2, graceMs: 1_000, holdMs: 0, maxHeld: 0 };

describe('counting gives way to signups', () => {
  it('admits every beacon while no signup call is in flight', () => {
    const priority = createSignupPriority({ ...options, now: () => 0 });
    expect(Array.from({ length: 50 }, () => priority.admitsBeacon())).not.toContain(false);
    expect(priority.busy()).toBe(false);
  });

  it('admits beacons at its steady rate while calls are in flight and for graceMs after', () => {
    let now = 0;
    const priority = createSignupPriority({ ...options, now: () => now });
    const [first, second] = [response(), response()];
    priority.track(first);
    priority.track(second);
    expect([1, 2, 3].map(() => priority.admitsBeacon())).toEqual([true, true, false]);
    now = 500;
    expect([1, 2].map(() => priority.admitsBeacon())).toEqual([true, false]);
    first.emit('close');
    expect(priority.busy()).toBe(true);
    expect(priority.admitsBeacon()).toBe(false);
    second.emit('close');
    now = 1_499;
    expect(priority.busy()).toBe(true);
    expect([1, 2].map(() => priority.admitsBeacon())).toEqual([true, false]);
    now = 1_500;
    expect(priority.busy()).toBe(false);
    expect(priority.admitsBeacon()).toBe(true);
  });

  it('holds dropped answers while a signup is under way, never more than maxHeld at once', async () => {
    const priority = createSignupPriority({ ...options, holdMs: 200, maxHeld: 2 });
    const timed = async () => {
      const begun = performance.now();
      await priority.holdDropped();
      return performance.now() - begun;
    };
    expect(await timed()).toBeLessThan(20);
    priority.track(response());
    const [first, second, third] = await Promise.all([timed(), timed(), timed()]);
    // Spread over half to one and a half times holdMs; past the cap, at once.
    expect(first).toBeGreaterThanOrEqual(95);
    expect(second).toBeGreaterThanOrEqual(95);
    expect(third).toBeLessThan(20);
    expect(await timed()).toBeGreaterThanOrEqual(95);
  });
});
