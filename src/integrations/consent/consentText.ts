import type { ChatProvider, ReferralProvider } from '../../../config/vendors';
import { localeFacts, localisedHref, type Locale } from '../../../shared/language/locales';
import type { Copy } from '../../../shared/copy/collections';
import { fillTemplate } from '../../../shared/language/fillTemplate';
import { site } from '../../../shared/facts/brand';

/** How each vendor is named to visitors. */
export const vendorNames: Record<ChatProvider | ReferralProvider, string> = {
  intercom: 'Intercom',
  crisp: 'Crisp',
  rewardful: 'Rewardful',
  firstpromoter: 'FirstPromoter',
};

/**
 * The consent banner's and the chat launcher's words (docs/decisions.md#consent), from the copy
 * of the page's language that the islands are given.
 */
export function consentText(copy: Copy<'consent'>, locale: Locale) {
  const { banner } = copy;
  const list = new Intl.ListFormat(localeFacts[locale].intl, { type: 'conjunction' });
  return {
    banner: {
      ...banner,
      purposes: {
        chat: (vendor: string) => fillTemplate(banner.chatPurpose, { vendor }),
        referral: (vendor: string) => fillTemplate(banner.referralPurpose, { vendor }),
      },
      // Three short paragraphs rather than one long one: a late-painted block of text this size
      // would otherwise become the page's largest contentful paint.
      intro: (purposes: readonly string[]) =>
        fillTemplate(banner.intro, { purposes: list.format(purposes) }),
      chatNeedsConsent: (vendor: string) => fillTemplate(banner.chatNeedsConsent, { vendor }),
      privacyLink: { ...banner.privacyLink, href: localisedHref(locale, banner.privacyLink.href) },
    },
    chatLauncher: {
      ...copy.chatLauncher,
      unavailable: fillTemplate(copy.chatLauncher.unavailable, { supportEmail: site.supportEmail }),
      unavailableHref: `mailto:${site.supportEmail}`,
    },
  };
}

export type ConsentText = ReturnType<typeof consentText>;
