/**
 * Which third-party vendors are configured, read from the VITE_* settings. Pure and free of
 * Vite and the DOM: the browser bundle reads it at build time (vendorSettings.ts) and the server
 * reads the same variables at run time to build its Content-Security-Policy (server/http/vendors.ts).
 */

export type ChatProvider = 'intercom' | 'crisp';
export type ReferralProvider = 'rewardful' | 'firstpromoter';

export type ChatVendor =
  | { provider: 'intercom'; appId: string; scriptUrl: string }
  | { provider: 'crisp'; websiteId: string; scriptUrl: string };

export type ReferralVendor =
  | { provider: 'rewardful'; apiKey: string; scriptUrl: string }
  | { provider: 'firstpromoter'; accountId: string; scriptUrl: string };

export interface VendorConfig {
  chat?: ChatVendor;
  referral?: ReferralVendor;
}

/** Returns a setting's trimmed value, or '' when it is not set. */
export type ReadSetting = (name: string) => string;

/** The vendors' own script addresses, used unless VITE_CHAT_SCRIPT_URL / VITE_REFERRAL_SCRIPT_URL override them. */
export const defaultScriptUrls = {
  intercom: (appId: string) => `https://widget.intercom.io/widget/${encodeURIComponent(appId)}`,
  crisp: 'https://client.crisp.chat/l.js',
  rewardful: 'https://r.wdfl.co/rw.js',
  firstpromoter: 'https://cdn.firstpromoter.com/fpr.js',
} as const;

/** An override is used only when it is an absolute http(s) address, so the CSP can name its origin. */
function scriptUrl(override: string, fallback: string): string {
  if (override === '') return fallback;
  try {
    const url = new URL(override);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : fallback;
  } catch {
    return fallback;
  }
}

function readChat(read: ReadSetting): ChatVendor | undefined {
  const provider = read('VITE_CHAT_PROVIDER').toLowerCase();
  const override = read('VITE_CHAT_SCRIPT_URL');
  const appId = read('VITE_INTERCOM_APP_ID');
  const websiteId = read('VITE_CRISP_WEBSITE_ID');
  if (provider === 'intercom' && appId !== '') {
    return { provider, appId, scriptUrl: scriptUrl(override, defaultScriptUrls.intercom(appId)) };
  }
  if (provider === 'crisp' && websiteId !== '') {
    return { provider, websiteId, scriptUrl: scriptUrl(override, defaultScriptUrls.crisp) };
  }
  return undefined;
}

function readReferral(read: ReadSetting): ReferralVendor | undefined {
  const provider = read('VITE_REFERRAL_PROVIDER').toLowerCase();
  const override = read('VITE_REFERRAL_SCRIPT_URL');
  const apiKey = read('VITE_REWARDFUL_API_KEY');
  const accountId = read('VITE_FIRSTPROMOTER_ID');
  if (provider === 'rewardful' && apiKey !== '') {
    return { provider, apiKey, scriptUrl: scriptUrl(override, defaultScriptUrls.rewardful) };
  }
  if (provider === 'firstpromoter' && accountId !== '') {
    return { provider, accountId, scriptUrl: scriptUrl(override, defaultScriptUrls.firstpromoter) };
  }
  return undefined;
}

/** A vendor counts as configured only with both its provider and its id: half a setting loads nothing. */
export function readVendorConfig(read: ReadSetting): VendorConfig {
  const chat = readChat(read);
  const referral = readReferral(read);
  return { ...(chat && { chat }), ...(referral && { referral }) };
}

/** The configured providers, e.g. ['intercom', 'rewardful']: what a visitor's consent covers. */
export function configuredProviders(config: VendorConfig): string[] {
  return [config.chat?.provider, config.referral?.provider].filter(
    (provider): provider is ChatProvider | ReferralProvider => provider !== undefined,
  );
}
