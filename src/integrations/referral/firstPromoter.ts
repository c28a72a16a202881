import { clearVendorCookies } from '../clearVendorCookies';
import { loadScript, type VendorCommand, type VendorQueue } from '../loadScript';
import type { ReferralAdapter } from './referralAdapter';

type FirstPromoterWindow = Window & { fpr?: VendorCommand };

/** FirstPromoter's cookies: _fprom_tid, _fprom_ref, _fprom_details, _fprom_track. */
const FIRSTPROMOTER_COOKIE_PREFIX = '_fprom';

/** FirstPromoter's queue snippet: "set" calls go first, the rest in order. */
function installQueue(target: FirstPromoterWindow): void {
  if (typeof target.fpr === 'function') return;
  const queue: VendorQueue = (...args: unknown[]) => {
    queue.q ??= [];
    if (args[0] === 'set') queue.q.unshift(args);
    else queue.q.push(args);
  };
  target.fpr = queue;
}

export function startFirstPromoter(settings: {
  accountId: string;
  scriptUrl: string;
}): ReferralAdapter {
  const target = window as FirstPromoterWindow;
  installQueue(target);
  const fpr: VendorCommand = (command, ...args) => target.fpr?.(command, ...args);
  fpr('init', { cid: settings.accountId });
  fpr('click');
  const loaded = loadScript(settings.scriptUrl);
  return {
    tracker: { name: 'FirstPromoter', convert: (email) => fpr('referral', { email }) },
    loaded,
    forget: () => clearVendorCookies([FIRSTPROMOTER_COOKIE_PREFIX]),
  };
}
