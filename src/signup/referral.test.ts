import { afterEach, describe, expect, it } from 'vitest';
import { currentReferralTracker, registerReferralTracker } from './referral';

afterEach(() => registerReferralTracker(undefined));

describe('referral tracker registry', () => {
  it('starts empty, holds the registered tracker and can be cleared', () => {
    expect(currentReferralTracker()).toBeUndefined();
    const tracker = { name: 'rewardful', convert: () => {} };
    registerReferralTracker(tracker);
    expect(currentReferralTracker()).toBe(tracker);
    const other = { name: 'firstpromoter', convert: async () => {} };
    registerReferralTracker(other);
    expect(currentReferralTracker()).toBe(other);
    registerReferralTracker(undefined);
    expect(currentReferralTracker()).toBeUndefined();
  });
});
