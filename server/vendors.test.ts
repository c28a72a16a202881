import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security';
import { vendorOrigins, type VendorOrigins } from './vendors';

const none: VendorOrigins = {
  scriptOrigins: [],
  connectOrigins: [],
  frameOrigins: [],
  imageOrigins: [],
  styleOrigins: [],
  fontOrigins: [],
  mediaOrigins: [],
  workerOrigins: [],
  formOrigins: [],
};

/** Every origin named in any directive. */
const allOrigins = (origins: VendorOrigins) => new Set(Object.values(origins).flat());

describe('vendorOrigins', () => {
  it('adds no origin when no vendor is configured', () => {
    expect(vendorOrigins({})).toEqual(none);
  });

  it('adds nothing for a provider without its id, or an unknown provider', () => {
    expect(vendorOrigins({ VITE_CHAT_PROVIDER: 'intercom' })).toEqual(none);
    expect(vendorOrigins({ VITE_CHAT_PROVIDER: 'crisp' })).toEqual(none);
    expect(vendorOrigins({ VITE_REFERRAL_PROVIDER: 'rewardful' })).toEqual(none);
    expect(vendorOrigins({ VITE_REFERRAL_PROVIDER: 'firstpromoter' })).toEqual(none);
    expect(vendorOrigins({ VITE_CHAT_PROVIDER: 'zendesk', VITE_INTERCOM_APP_ID: 'abc' })).toEqual(
      none,
    );
  });

  it('allows Intercom its own hosts only', () => {
    const origins = vendorOrigins({ VITE_CHAT_PROVIDER: 'intercom', VITE_INTERCOM_APP_ID: 'abc' });
    expect(origins.scriptOrigins).toEqual([
      'https://app.intercom.io',
      'https://widget.intercom.io',
      'https://js.intercomcdn.com',
    ]);
    expect(origins.connectOrigins).toContain('https://api-iam.intercom.io');
    expect(origins.connectOrigins).toContain('wss://nexus-websocket-a.intercom.io');
    expect(origins.fontOrigins).toEqual([
      'https://js.intercomcdn.com',
      'https://fonts.intercomcdn.com',
    ]);
    expect(origins.frameOrigins).toContain('https://intercom-sheets.com');
    expect(origins.imageOrigins).toContain('https://static.intercomassets.com');
    expect(origins.mediaOrigins).toEqual(['https://js.intercomcdn.com']);
    expect(origins.workerOrigins).toEqual([]);
    for (const origin of allOrigins(origins)) {
      expect(origin).toMatch(
        /^(blob:|(https|wss):\/\/([\w*-]+\.)*(intercom\.io|intercomcdn\.com|intercomcdn\.eu|intercomassets\.com|intercomassets\.eu|intercom-attachments(-\d)?\.(com|eu)|intercomusercontent\.com|intercom-sheets\.com|intercom-reporting\.com|intercom\.help|youtube\.com|vimeo\.com|wistia\.net))$/,
      );
    }
  });

  it('allows Crisp its own hosts only', () => {
    const origins = vendorOrigins({ VITE_CHAT_PROVIDER: 'crisp', VITE_CRISP_WEBSITE_ID: 'site' });
    expect(origins).toEqual({
      ...none,
      scriptOrigins: ['https://client.crisp.chat'],
      connectOrigins: [
        'https://client.crisp.chat',
        'https://storage.crisp.chat',
        'wss://client.relay.crisp.chat',
      ],
      imageOrigins: [
        'https://client.crisp.chat',
        'https://image.crisp.chat',
        'https://storage.crisp.chat',
      ],
      styleOrigins: ['https://client.crisp.chat'],
      fontOrigins: ['https://client.crisp.chat'],
      mediaOrigins: ['https://client.crisp.chat'],
      workerOrigins: ['blob:', 'https://client.crisp.chat'],
    });
  });

  it('allows Rewardful r.wdfl.co only', () => {
    const origins = vendorOrigins({
      VITE_REFERRAL_PROVIDER: 'rewardful',
      VITE_REWARDFUL_API_KEY: 'key',
    });
    expect(origins).toEqual({
      ...none,
      scriptOrigins: ['https://r.wdfl.co'],
      connectOrigins: ['https://r.wdfl.co'],
    });
  });

  it('allows FirstPromoter its CDN and tracking host only', () => {
    const origins = vendorOrigins({
      VITE_REFERRAL_PROVIDER: 'FirstPromoter',
      VITE_FIRSTPROMOTER_ID: 'acc',
    });
    expect(origins).toEqual({
      ...none,
      scriptOrigins: ['https://cdn.firstpromoter.com'],
      connectOrigins: ['https://t.firstpromoter.com'],
    });
  });

  it('adds the origin of a script-address override, and nothing for an unusable one', () => {
    const origins = vendorOrigins({
      VITE_REFERRAL_PROVIDER: 'rewardful',
      VITE_REWARDFUL_API_KEY: 'key',
      VITE_REFERRAL_SCRIPT_URL: 'http://127.0.0.1:4179/rewardful.js',
    });
    expect(origins.scriptOrigins).toEqual(['https://r.wdfl.co', 'http://127.0.0.1:4179']);

    const ignored = vendorOrigins({
      VITE_REFERRAL_PROVIDER: 'rewardful',
      VITE_REWARDFUL_API_KEY: 'key',
      VITE_REFERRAL_SCRIPT_URL: 'javascript:alert(1)',
    });
    expect(ignored.scriptOrigins).toEqual(['https://r.wdfl.co']);
  });

  it('combines a chat vendor and a referral vendor without repeating an origin', () => {
    const origins = vendorOrigins({
      VITE_CHAT_PROVIDER: 'crisp',
      VITE_CRISP_WEBSITE_ID: 'site',
      VITE_REFERRAL_PROVIDER: 'rewardful',
      VITE_REWARDFUL_API_KEY: 'key',
    });
    expect(origins.scriptOrigins).toEqual(['https://client.crisp.chat', 'https://r.wdfl.co']);
    expect(new Set(origins.connectOrigins).size).toBe(origins.connectOrigins.length);
  });
});

describe('contentSecurityPolicy with vendors', () => {
  it('is unchanged when no vendor is configured', () => {
    expect(contentSecurityPolicy(vendorOrigins({}))).toEqual(contentSecurityPolicy());
  });

  it('names a vendor only in the directives it needs', () => {
    const policy = contentSecurityPolicy(
      vendorOrigins({ VITE_CHAT_PROVIDER: 'crisp', VITE_CRISP_WEBSITE_ID: 'site' }),
    );
    expect(policy['script-src']).toEqual(["'self'", 'https://client.crisp.chat']);
    expect(policy['worker-src']).toEqual(["'self'", 'blob:', 'https://client.crisp.chat']);
    expect(policy['frame-src']).toEqual(["'none'"]);
    expect(policy['form-action']).toEqual(["'self'"]);
  });
});
