import { captureAttribution } from '../../signup/attribution';
import { installSignupHelpers } from '../../signup/windowHelper';

/**
 * What every page does once the browser is idle: keep the visit's first-touch attribution (the
 * landing page's address and referrer; later pages of the visit leave it as it is) and offer
 * window.trialSignup.
 */
export function runIdleLayoutWork(): void {
  captureAttribution();
  if (!window.trialSignup) void installSignupHelpers();
}
