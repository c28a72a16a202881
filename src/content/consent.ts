import type { ChatProvider, ReferralProvider } from '../integrations/vendorConfig';
import english from './consent/en.json' with { type: 'json' };
import type { ConsentCopy } from './consent/consentCopy';
import { fillTemplate } from './fillTemplate';
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

// Islands import this: the type holds the JSON, the build checks it against its collection's schema.
const copy: ConsentCopy = english;
const { banner } = copy;

/** Copy of the consent banner (docs/decisions.md#consent): one layer, Accept and Reject side by side. */
export const consentBanner = {
  heading: banner.heading,
  purposes: {
    chat: (vendor: string) => fillTemplate(banner.chatPurpose, { vendor }),
    referral: (vendor: string) => fillTemplate(banner.referralPurpose, { vendor }),
  },
  // Three short paragraphs rather than one long one: a late-painted block of text this size
  // would otherwise become the page's largest contentful paint.
  intro: (purposes: readonly string[]) =>
    fillTemplate(banner.intro, { purposes: joinWithAnd(purposes) }),
  detail: banner.detail,
  settingsHint: banner.settingsHint,
  chatNeedsConsent: (vendor: string) => fillTemplate(banner.chatNeedsConsent, { vendor }),
  privacyLink: banner.privacyLink,
  accept: banner.accept,
  reject: banner.reject,
} as const;

/** Copy of the chat launcher (docs/decisions.md#live-chat). */
export const chatLauncher = {
  open: copy.chatLauncher.open,
  opening: copy.chatLauncher.opening,
  unavailable: fillTemplate(copy.chatLauncher.unavailable, { supportEmail: site.supportEmail }),
  unavailableHref: `mailto:${site.supportEmail}`,
} as const;
