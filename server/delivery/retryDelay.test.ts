import { describe, expect, it } from 'vitest';
import { retryDelayMs } from './retryDelay';

const policy = { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 6000 };

describe('retryDelayMs', () => {
  it('doubles the wait after each failed attempt, up to the cap', () => {
    const longest = (attempts: number) => retryDelayMs(attempts, policy, () => 1);
    expect([1, 2, 3, 4].map(longest)).toEqual([1000, 2000, 4000, 6000]);
  });

  it('spreads deliveries that failed together over the second half of the wait', () => {
    expect(retryDelayMs(2, policy, () => 0)).toBe(1000);
    expect(retryDelayMs(2, policy, () => 0.5)).toBe(1500);
  });

  it('gives up after the last attempt', () => {
    expect(retryDelayMs(5, policy)).toBeUndefined();
    expect(retryDelayMs(6, policy)).toBeUndefined();
  });
});
