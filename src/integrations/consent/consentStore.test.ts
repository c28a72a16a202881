// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ConsentStore from './consentStore';

vi.mock('../vendorSettings', () => ({ consentVendors: ['intercom', 'rewardful'] }));

const KEY = 'site-consent';
type Store = typeof ConsentStore;

async function freshStore(): Promise<Store> {
  vi.resetModules();
  return import('./consentStore');
}

beforeEach(() => window.localStorage.clear());
afterEach(() => window.localStorage.clear());

describe('consent store', () => {
  it('asks on the first visit and remembers the choice for the configured vendors', async () => {
    const store = await freshStore();
    expect(store.getConsentState()).toEqual({
      choice: undefined,
      bannerOpen: true,
      bannerReason: 'first-visit',
    });
    store.decideConsent('accepted');
    expect(store.getConsentState()).toMatchObject({ choice: 'accepted', bannerOpen: false });
    expect(store.hasConsent()).toBe(true);
    const stored = JSON.parse(window.localStorage.getItem(KEY) ?? '{}') as Record<string, unknown>;
    expect(stored).toMatchObject({ choice: 'accepted', vendors: ['intercom', 'rewardful'] });

    const nextPage = await freshStore();
    expect(nextPage.getConsentState()).toMatchObject({ choice: 'accepted', bannerOpen: false });
  });

  it('remembers a rejection too', async () => {
    (await freshStore()).decideConsent('rejected');
    const nextPage = await freshStore();
    expect(nextPage.getConsentState()).toMatchObject({ choice: 'rejected', bannerOpen: false });
    expect(nextPage.hasConsent()).toBe(false);
  });

  it('asks again when a vendor was added since the choice, or the record is unreadable', async () => {
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ choice: 'accepted', vendors: ['intercom'], decidedAt: '' }),
    );
    expect((await freshStore()).getConsentState().choice).toBeUndefined();
    window.localStorage.setItem(KEY, '{not json');
    expect((await freshStore()).getConsentState().bannerOpen).toBe(true);
    window.localStorage.setItem(KEY, JSON.stringify({ choice: 'maybe', vendors: [] }));
    expect((await freshStore()).getConsentState().choice).toBeUndefined();
  });

  it('still works for the page view when storage is blocked', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const store = await freshStore();
    expect(store.getConsentState().bannerOpen).toBe(true);
    store.decideConsent('accepted');
    expect(store.hasConsent()).toBe(true);
  });

  it('reopens for settings or the chat, and closes without a choice only once one exists', async () => {
    const store = await freshStore();
    const listener = vi.fn();
    store.subscribeToConsent(listener);
    store.dismissConsentBanner();
    expect(store.getConsentState().bannerOpen).toBe(true);

    store.decideConsent('rejected');
    store.openConsentBanner('chat');
    expect(store.getConsentState()).toMatchObject({ bannerOpen: true, bannerReason: 'chat' });
    store.dismissConsentBanner();
    expect(store.getConsentState()).toMatchObject({ bannerOpen: false, choice: 'rejected' });
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('follows a choice made in another tab', async () => {
    const store = await freshStore();
    const stop = store.followOtherTabs();
    window.localStorage.setItem(
      KEY,
      JSON.stringify({ choice: 'accepted', vendors: ['intercom', 'rewardful'], decidedAt: '' }),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: KEY }));
    expect(store.getConsentState()).toMatchObject({ choice: 'accepted', bannerOpen: false });
    stop();
  });
});
