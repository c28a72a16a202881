import { buildSetting } from '../content/env';

export type ChatProvider = 'intercom' | 'crisp';
export type ReferralProvider = 'rewardful' | 'firstpromoter';

function chatProvider(): ChatProvider | undefined {
  const value = buildSetting('VITE_CHAT_PROVIDER', '').toLowerCase();
  return value === 'intercom' || value === 'crisp' ? value : undefined;
}

function referralProvider(): ReferralProvider | undefined {
  const value = buildSetting('VITE_REFERRAL_PROVIDER', '').toLowerCase();
  return value === 'rewardful' || value === 'firstpromoter' ? value : undefined;
}

/** Third-party vendors chosen at build time; with none configured, nothing third-party loads. */
export const vendorSettings = {
  chat: chatProvider(),
  referral: referralProvider(),
} as const;

export const isChatConfigured = (): boolean => vendorSettings.chat !== undefined;
