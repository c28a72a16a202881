import { EventEmitter } from 'node:events';
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { createSignupPriority } from './signupPriority';

const response = () => new EventEmitter() as ServerResponse;

describe('counting gives way to signups', () => {
  it('admits every beacon while no signup call is in flight', () => {
    const priority = createSignupPriority({ beaconsPerSecond: 2, graceMs: 1_000, now: () => 0 });
    expect(Array.from({ length: 50 }, () => priority.admitsBeacon())).not.toContain(false);
    expect(priority.busy()).toBe(false);
  });

  it('admits beacons at its steady rate while calls are in flight and for graceMs after', () => {
    let now = 0;
    const priority = createSignupPriority({ beaconsPerSecond: 2, graceMs: 1_000, now: () => now });
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
});
