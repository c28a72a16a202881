// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { finishLoading, removeVendorScripts, scriptElement } from '../../../test/vendorScripts';
import { startFirstPromoter } from './firstPromoter';
import { startRewardful } from './rewardful';

type Command = ((...args: unknown[]) => void) & { q?: unknown[][] };
type VendorWindow = Window & { rewardful?: Command; _rwq?: string; fpr?: Command };
const target = window as VendorWindow;

afterEach(() => {
  removeVendorScripts();
  delete target.rewardful;
  delete target._rwq;
  delete target.fpr;
});

describe('Rewardful adapter', () => {
  it('loads rw.js with the API key and converts with the e-mail', async () => {
    const scriptUrl = 'https://r.example/rw.js';
    const adapter = startRewardful({ apiKey: 'key-1', scriptUrl });
    expect(scriptElement(scriptUrl)?.dataset.rewardful).toBe('key-1');
    expect(target._rwq).toBe('rewardful');

    // Before the script runs the call waits in Rewardful's queue.
    await adapter.tracker.convert('early@example.com');
    expect(target.rewardful?.q).toEqual([['convert', { email: 'early@example.com' }]]);

    const calls: unknown[][] = [];
    finishLoading(scriptUrl, () => {
      target.rewardful = (...args: unknown[]) => calls.push(args);
    });
    await adapter.loaded;
    await adapter.tracker.convert('buyer@example.com');
    expect(calls).toEqual([['convert', { email: 'buyer@example.com' }]]);
    expect(adapter.tracker.name).toBe('Rewardful');
  });
});

describe('FirstPromoter adapter', () => {
  it('initialises with the account id, tracks the click and reports the referral', async () => {
    const scriptUrl = 'https://cdn.example/fpr.js';
    const adapter = startFirstPromoter({ accountId: 'acc-1', scriptUrl });
    expect(scriptElement(scriptUrl)).not.toBeNull();
    await adapter.tracker.convert('lead@example.com');
    expect(target.fpr?.q).toEqual([
      ['init', { cid: 'acc-1' }],
      ['click'],
      ['referral', { email: 'lead@example.com' }],
    ]);
    target.fpr?.('set', { domain: 'example.com' });
    expect(target.fpr?.q?.[0]).toEqual(['set', { domain: 'example.com' }]);
  });

  it('forgets its cookies when consent is withdrawn', () => {
    const adapter = startFirstPromoter({
      accountId: 'acc-2',
      scriptUrl: 'https://cdn.example/b.js',
    });
    document.cookie = '_fprom_tid=1; path=/';
    document.cookie = '_fprom_ref=joe; path=/';
    adapter.forget();
    expect(document.cookie).not.toContain('_fprom');
  });
});
