import type { ReferralTracker } from '../../signup/referral';

/** A referral vendor whose script has been asked for. */
export interface ReferralAdapter {
  tracker: ReferralTracker;
  /** Settles when the vendor's script has run (or failed to load). */
  loaded: Promise<void>;
  /** Deletes the vendor's cookies when consent is withdrawn. */
  forget(): void;
}
