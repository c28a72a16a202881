import { localisedHref, type Locale } from '../../shared/language/locales';
import { copyFiles } from './copyFiles';
import { copyValues } from './copyValues';
import { ctaLabels } from './ctaLabels';
import { fillCopy } from '../../shared/language/fillTemplate';
import { perLocale } from './perLocale';

/** The closing call to action shared by Home, Pricing and the case pages. */
export const closingCtaText = perLocale((locale: Locale) => ({
  ...fillCopy(copyFiles(locale).closingCta, copyValues(locale)),
  buttonLabel: ctaLabels(locale).trial,
  href: localisedHref(locale, '/pricing'),
}));
