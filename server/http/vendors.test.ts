import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './security';
import { vendorDirectives, vendorOrigins, type VendorOrigins } from './vendors';

const none = Object.fromEntries(
  vendorDirectives.map((directive) => [directive, []]),
) as unknown as VendorOrigins;

/** The directives that name at least one origin. */
const usedDirectives = (origins: VendorOrigins) =>
  vendorDirectives.filter((directive) => origins[directive].length > 0);

/** Every origin named in any directive. */
const allOrigins = (origins: VendorOrigins) => new Set(Object.values(origins).flat());

describe('vendorOrigins', () => {
  it('lets the page call the signup API on its own origin, once, and ignores a path on this site', () => {
    const origins = vendorOrigins({
      VITE_ACCOUNTING_API_URL: 'https://api.adhelm.test/api/accounting',
      VITE_CUSTOMER_API_URL: 'https://api.adhelm.test/api/customers/',
    });
    expect(origins).toEqual({ ...none, connectOrigins: ['https://api.adhelm.test'] });
    expect(vendorOrigins({ VITE_ACCOUNTING_API_URL: '/api/accounting' })).toEqual(none);
  });

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

  it('allows Crisp its own hosts only, in the directives its chatbox uses', () => {
    const origins = vendorOrigins({ VITE_CHAT_PROVIDER: 'crisp', VITE_CRISP_WEBSITE_ID: 'site' });
    expect(origins.scriptOrigins).toEqual(['https://client.crisp.chat']);
    expect(usedDirectives(origins)).not.toContain('frameOrigins');
    expect(usedDirectives(origins)).not.toContain('formOrigins');
    for (const origin of allOrigins(origins)) {
      expect(origin).toMatch(/^(blob:|(https|wss):\/\/([\w-]+\.)*crisp\.chat)$/);
    }
  });

  it.each([
    ['rewardful', { VITE_REWARDFUL_API_KEY: 'key' }, /^https:\/\/r\.wdfl\.co$/],
    ['FirstPromoter', { VITE_FIRSTPROMOTER_ID: 'acc' }, /^https:\/\/[\w-]+\.firstpromoter\.com$/],
  ])('allows the %s tracker its own hosts, to load its script and report', (provider, id, host) => {
    const origins = vendorOrigins({ VITE_REFERRAL_PROVIDER: provider, ...id });
    expect(usedDirectives(origins)).toEqual(['scriptOrigins', 'connectOrigins']);
    for (const origin of allOrigins(origins)) expect(origin).toMatch(host);
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
