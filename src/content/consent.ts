import type { ChatProvider, ReferralProvider } from '../integrations/vendorConfig';
import { site } from './site';

/** How each vendor is named to visitors. */
export const vendorNames: Record<ChatProvider | ReferralProvider, string> = {
  intercom: 'Intercom',
  crisp: 'Crisp',
  rewardful: 'Rewardful',
  firstpromoter: 'FirstPromoter',
};

function joinWithAnd(parts: readonly string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** Copy of the consent banner (docs/decisions.md#consent): one layer, Accept and Reject side by side. */
export const consentBanner = {
  heading: 'Cookies and outside services',
  purposes: {
    chat: (vendor: string) => `live chat by ${vendor}`,
    referral: (vendor: string) => `affiliate referral tracking by ${vendor}`,
  },
  // Three short paragraphs rather than one long one: a late-painted block of text this size
  // would otherwise become the page's largest contentful paint.
  intro: (purposes: readonly string[]) => `We would like to use ${joinWithAnd(purposes)}.`,
  detail: 'They set cookies and receive your IP address, so they load only if you accept.',
  settingsHint: 'Change your mind any time under “Cookie settings” in the footer.',
  chatNeedsConsent: (vendor: string) =>
    `The chat is run by ${vendor}, so it opens only once you accept.`,
  privacyLink: { label: 'Privacy policy', href: '/privacy-policy' },
  accept: 'Accept',
  reject: 'Reject',
} as const;

/** Copy of the chat launcher (docs/decisions.md#live-chat). */
export const chatLauncher = {
  open: 'Open live chat',
  opening: 'Opening live chat…',
  unavailable: `Live chat is unavailable: e-mail ${site.supportEmail}`,
  unavailableHref: `mailto:${site.supportEmail}`,
} as const;
