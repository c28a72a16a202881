import { describe, expect, it } from 'vitest';
import { configuredProviders, readVendorConfig } from './vendors';

const reader =
  (settings: Record<string, string>) =>
  (name: string): string =>
    settings[name] ?? '';

describe('readVendorConfig', () => {
  it('configures nothing by default', () => {
    expect(readVendorConfig(reader({}))).toEqual({});
  });

  it('uses the vendors’ own script addresses unless overridden', () => {
    expect(
      readVendorConfig(
        reader({
          VITE_CHAT_PROVIDER: 'Intercom',
          VITE_INTERCOM_APP_ID: 'ab c',
          VITE_REFERRAL_PROVIDER: 'firstpromoter',
          VITE_FIRSTPROMOTER_ID: 'acc',
        }),
      ),
    ).toEqual({
      chat: {
        provider: 'intercom',
        appId: 'ab c',
        scriptUrl: 'https://widget.intercom.io/widget/ab%20c',
      },
      referral: {
        provider: 'firstpromoter',
        accountId: 'acc',
        scriptUrl: 'https://cdn.firstpromoter.com/fpr.js',
      },
    });
    expect(
      readVendorConfig(
        reader({
          VITE_CHAT_PROVIDER: 'crisp',
          VITE_CRISP_WEBSITE_ID: 'site',
          VITE_CHAT_SCRIPT_URL: 'http://127.0.0.1:4179/crisp.js',
          VITE_REFERRAL_PROVIDER: 'rewardful',
          VITE_REWARDFUL_API_KEY: 'key',
        }),
      ),
    ).toEqual({
      chat: { provider: 'crisp', websiteId: 'site', scriptUrl: 'http://127.0.0.1:4179/crisp.js' },
      referral: { provider: 'rewardful', apiKey: 'key', scriptUrl: 'https://r.wdfl.co/rw.js' },
    });
  });

  it('ignores a provider without its id and an override that is not an http(s) address', () => {
    expect(readVendorConfig(reader({ VITE_CHAT_PROVIDER: 'crisp' }))).toEqual({});
    const config = readVendorConfig(
      reader({
        VITE_REFERRAL_PROVIDER: 'rewardful',
        VITE_REWARDFUL_API_KEY: 'key',
        VITE_REFERRAL_SCRIPT_URL: 'data:text/javascript,alert(1)',
      }),
    );
    expect(config.referral?.scriptUrl).toBe('https://r.wdfl.co/rw.js');
  });

  it('lists the configured providers for the consent record', () => {
    const config = readVendorConfig(
      reader({
        VITE_CHAT_PROVIDER: 'crisp',
        VITE_CRISP_WEBSITE_ID: 'site',
        VITE_REFERRAL_PROVIDER: 'rewardful',
        VITE_REWARDFUL_API_KEY: 'key',
      }),
    );
    expect(configuredProviders(config)).toEqual(['crisp', 'rewardful']);
    expect(configuredProviders({})).toEqual([]);
  });
});
