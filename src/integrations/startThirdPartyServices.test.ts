// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { finishLoading, removeVendorScripts, scriptElement } from '../../test/vendorScripts';
import type { VendorConfig } from '../../config/vendors';

vi.mock('./vendorSettings', () => ({ consentVendors: ['intercom', 'rewardful'] }));

const idleWork: (() => void)[] = [];
vi.mock('../components/ui/scheduling', () => ({
  whenIdle: (work: () => void) => {
    idleWork.push(work);
    return () => idleWork.splice(idleWork.indexOf(work), 1);
  },
}));

const CHAT_URL = 'http://vendor.test/intercom.js';
const REFERRAL_URL = 'http://vendor.test/rewardful.js';
const vendors: VendorConfig = {
  chat: { provider: 'intercom', appId: 'app', scriptUrl: CHAT_URL },
  referral: { provider: 'rewardful', apiKey: 'key', scriptUrl: REFERRAL_URL },
};
type VendorWindow = Window & { Intercom?: unknown; rewardful?: unknown; _rwq?: unknown };

async function freshModules() {
  vi.resetModules();
  const [services, consent, referral, tracking, chat] = await Promise.all([
    import('./startThirdPartyServices'),
    import('./consent/consentStore'),
    import('../signup/referral'),
    import('./referral/referralTracking'),
    import('./chat/chatController'),
  ]);
  /** Whether any vendor's loading has begun: both flags are set the moment it starts. */
  const anyVendorStarted = () => tracking.referralTrackingWasStarted() || chat.chatWasStarted();
  return { start: services.startThirdPartyServices, consent, referral, anyVendorStarted };
}

let stop: (() => void) | undefined;
beforeEach(() => window.localStorage.clear());
afterEach(() => {
  stop?.();
  idleWork.length = 0;
  removeVendorScripts();
  const target = window as VendorWindow;
  delete target.Intercom;
  delete target.rewardful;
  delete target._rwq;
});

describe('third-party services', () => {
  it('loads nothing before consent, then the referral tracker at once and the chat when idle', async () => {
    const { start, consent, referral, anyVendorStarted } = await freshModules();
    stop = start(vendors);
    expect(anyVendorStarted()).toBe(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(referral.currentReferralTracker()).toBeUndefined();

    consent.decideConsent('accepted');
    await vi.waitFor(() => expect(scriptElement(REFERRAL_URL)).not.toBeNull());
    expect(referral.currentReferralTracker()?.name).toBe('Rewardful');
    expect(scriptElement(CHAT_URL)).toBeNull();

    expect(idleWork).toHaveLength(1);
    idleWork[0]?.();
    await vi.waitFor(() => expect(scriptElement(CHAT_URL)).not.toBeNull());
  });

  it('starts at once on a later page when consent was given before', async () => {
    (await freshModules()).consent.decideConsent('accepted');
    const { start } = await freshModules();
    stop = start(vendors);
    await vi.waitFor(() => expect(scriptElement(REFERRAL_URL)).not.toBeNull());
    expect(idleWork).toHaveLength(1);
  });

  it('loads nothing after a rejection', async () => {
    (await freshModules()).consent.decideConsent('rejected');
    const { start, referral, anyVendorStarted } = await freshModules();
    stop = start(vendors);
    expect(anyVendorStarted()).toBe(false);
    expect(document.head.querySelectorAll('script')).toHaveLength(0);
    expect(idleWork).toHaveLength(0);
    expect(referral.currentReferralTracker()).toBeUndefined();
  });

  it('opens the chat straight away when the visitor accepted in order to chat', async () => {
    const { start, consent } = await freshModules();
    stop = start(vendors);
    consent.openConsentBanner('chat');
    consent.decideConsent('accepted');
    await vi.waitFor(() => expect(scriptElement(CHAT_URL)).not.toBeNull());
    expect(idleWork).toHaveLength(0);

    const calls: unknown[][] = [];
    finishLoading(CHAT_URL, () => {
      (window as VendorWindow).Intercom = (...args: unknown[]) => calls.push(args);
    });
    await vi.waitFor(() => expect(calls.map(([command]) => command)).toEqual(['boot', 'show']));
  });
});
