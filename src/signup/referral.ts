/**
 * The affiliate referral step of the signup (its third step). An adapter (Rewardful,
 * FirstPromoter, ...) registers itself here once its script is allowed to load; the signup calls
 * whichever tracker is present with the visitor's e-mail.
 */
export interface ReferralTracker {
  name: string;
  convert(email: string): void | Promise<void>;
}

let current: ReferralTracker | undefined;

/** Sets the tracker the signup will call; `undefined` removes it. */
export function registerReferralTracker(tracker: ReferralTracker | undefined): void {
  current = tracker;
}

export function currentReferralTracker(): ReferralTracker | undefined {
  return current;
}
