import { offer, site } from './site';

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

export const primaryNav: readonly NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Affiliate', href: '/affiliate' },
  { label: 'Cases', href: '/cases' },
  { label: 'Help Center', href: site.helpCenterUrl, external: true },
];

export const navCta: NavLink = { label: offer.trialCtaLabel, href: '/pricing' };

export const footerNav: readonly NavLink[] = [
  { label: 'Affiliate', href: '/affiliate' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Cases', href: '/cases' },
  { label: 'Help Center', href: site.helpCenterUrl, external: true },
  { label: 'Privacy Policy', href: '/privacy-policy' },
  { label: 'Terms of Service', href: '/terms-of-service' },
];

export const layoutText = {
  skipLink: 'Skip to content',
  homeLinkLabel: `${site.brandName} home`,
  menuOpen: 'Open menu',
  menuClose: 'Close menu',
  primaryNavLabel: 'Main',
  footerNavLabel: 'Footer',
  footerBlurb: site.tagline,
  copyright: (year: number) => `© ${year} ${site.brandName}. All rights reserved.`,
  newTabHint: '(opens in a new tab)',
  floatingCta: offer.floatingCtaLabel,
  cookieSettings: 'Cookie settings',
} as const;
