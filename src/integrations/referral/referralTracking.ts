import { registerReferralTracker } from '../../signup/referral';
import type { ReferralVendor } from '../../../config/vendors';
import type { ReferralAdapter } from './referralAdapter';

let started: Promise<ReferralAdapter> | undefined;

/** Each adapter is its own chunk: a site sends only the vendor it uses. */
function loadAdapter(vendor: ReferralVendor): Promise<ReferralAdapter> {
  switch (vendor.provider) {
    case 'rewardful':
      return import('./rewardful').then(({ startRewardful }) => startRewardful(vendor));
    case 'firstpromoter':
      return import('./firstPromoter').then(({ startFirstPromoter }) => startFirstPromoter(vendor));
  }
}

/**
 * Loads the referral vendor (only ever called with consent) and hands its tracker to the signup,
 * which calls it with the e-mail before creating the customer (the signup's third step). The tracker is
 * registered at once: calls made before the script has run wait in the vendor's queue.
 */
export function startReferralTracking(vendor: ReferralVendor): Promise<ReferralAdapter> {
  started ??= loadAdapter(vendor).then((adapter) => {
    registerReferralTracker(adapter.tracker);
    adapter.loaded.catch((error: unknown) =>
      console.warn(`${adapter.tracker.name} did not load; referrals are not tracked.`, error),
    );
    return adapter;
  });
  return started;
}

export function referralTrackingWasStarted(): boolean {
  return started !== undefined;
}

/** Consent withdrawn: the signup stops calling the tracker and the vendor's cookies go. */
export async function stopReferralTracking(): Promise<void> {
  registerReferralTracker(undefined);
  const adapter = await started?.catch(() => undefined);
  adapter?.forget();
}
