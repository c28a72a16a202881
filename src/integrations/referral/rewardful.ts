import { clearVendorCookies } from '../clearVendorCookies';
import { loadScript, type VendorCommand, type VendorQueue } from '../loadScript';
import type { ReferralAdapter } from './referralAdapter';

type RewardfulWindow = Window & { rewardful?: VendorCommand; _rwq?: string };

/** Rewardful keeps the referral in the rewardful.referral cookie. */
const REWARDFUL_COOKIE_PREFIX = 'rewardful';

/** Rewardful's own queue snippet, as code instead of an inline script (our CSP forbids those). */
function installQueue(target: RewardfulWindow): void {
  if (typeof target.rewardful === 'function') return;
  target._rwq = 'rewardful';
  const queue: VendorQueue = (...args: unknown[]) => {
    (queue.q ??= []).push(args);
  };
  target.rewardful = queue;
}

export function startRewardful(settings: { apiKey: string; scriptUrl: string }): ReferralAdapter {
  const target = window as RewardfulWindow;
  installQueue(target);
  const loaded = loadScript(settings.scriptUrl, { 'data-rewardful': settings.apiKey });
  return {
    tracker: {
      name: 'Rewardful',
      // Looked up on every call: the loaded script replaces the queue with the real function.
      convert: (email) => target.rewardful?.('convert', { email }),
    },
    loaded,
    forget: () => clearVendorCookies([REWARDFUL_COOKIE_PREFIX]),
  };
}
