import { copyValues as values } from './copyValues';
import { ctaLabels } from './ctaLabels';
import { fillTemplate } from './fillTemplate';
import english from './navigation/en.json' with { type: 'json' };
import type { NavigationCopy } from './navigation/navigationCopy';

/**
 * The navigation copy: the header, the footer and the islands import this module, so it is JSON
 * an island can bundle. Its type holds it here and the build checks it against the navigation
 * collection's schema, so no schema code ships to the browser. Placeholders are filled from the
 * facts and the build settings.
 */
const copy: NavigationCopy = english;

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

const filledLinks = (links: readonly NavLink[]): readonly NavLink[] =>
  links.map((link) => ({ ...link, href: fillTemplate(link.href, values) }));

export const primaryNav = filledLinks(copy.primaryNav);
export const footerNav = filledLinks(copy.footerNav);

export { ctaLabels };

export const navCta: NavLink = { label: ctaLabels.trial, href: '/pricing' };

export const layoutText = {
  skipLink: copy.skipLink,
  homeLinkLabel: fillTemplate(copy.homeLinkLabel, values),
  menuOpen: copy.menuOpen,
  menuClose: copy.menuClose,
  primaryNavLabel: copy.primaryNavLabel,
  footerNavLabel: copy.footerNavLabel,
  footerBlurb: fillTemplate(copy.footerBlurb, values),
  copyright: (year: number) => fillTemplate(copy.copyright, { ...values, year }),
  newTabHint: copy.newTabHint,
  floatingCta: ctaLabels.floating,
  cookieSettings: copy.cookieSettings,
} as const;
