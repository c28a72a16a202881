import { localisedHref, type Locale } from '../../shared/language/locales';
import { copyFiles } from './copyFiles';
import { copyValues } from './copyValues';
import { ctaLabels } from './ctaLabels';
import { fillTemplate } from '../../shared/language/fillTemplate';
import { perLocale } from './perLocale';

export interface NavLink {
  label: string;
  href: string;
  external?: boolean;
}

/**
 * The header's, the footer's and the layout's words in a language (src/content/navigation/), with
 * every site link in that language and placeholders filled from the facts and build settings.
 */
export const navigationText = perLocale((locale: Locale) => {
  const copy = copyFiles(locale).navigation;
  const values = copyValues(locale);
  const labels = ctaLabels(locale);
  const links = (list: readonly NavLink[]): readonly NavLink[] =>
    list.map((link) => ({ ...link, href: localisedHref(locale, fillTemplate(link.href, values)) }));
  const { primaryNav, footerNav, languageSuggestion, ...words } = copy;
  return {
    primaryNav: links(primaryNav),
    footerNav: links(footerNav),
    navCta: { label: labels.trial, href: localisedHref(locale, '/pricing') } satisfies NavLink,
    layoutText: {
      ...words,
      tagline: values.tagline,
      homeLinkLabel: fillTemplate(copy.homeLinkLabel, values),
      footerBlurb: fillTemplate(copy.footerBlurb, values),
      copyright: (year: number) => fillTemplate(copy.copyright, { ...values, year }),
      floatingCta: labels.floating,
    },
    languageSuggestion,
  };
});
