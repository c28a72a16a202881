import { pricingText } from '../shared/copy/pricingText';
import { readCopy, readCopyValues, readEntries, readFilledCopy } from '../shared/copy/readCopy';
import { fillCopy } from '../shared/language/fillTemplate';
import { localisedHref, type Locale } from '../shared/language/locales';
import { testCheckoutText } from '../server/checkout/checkoutPage';
import { consentText } from '../src/integrations/consent/consentText';
import { caseStudiesFrom } from '../src/sections/case-study/caseStudy';
import { pictureAltValues } from '../src/sections/home/ProductPicture';
import { calculatorText } from '../src/sections/pricing/calculator/calculatorText';
import type { IslandCopy } from '../src/sections/pricing/calculator/PricingCalculator';
import { trialDialogText } from '../src/sections/pricing/trial/trialDialogText';
import { signupMessagesFrom } from '../src/signup/signupMessages';
import { site } from '../shared/facts/brand';

/**
 * The site's words as the tests look for them: read from the same files, and built with the same
 * functions, as the pages, the islands and the server build them.
 */

/** The copy the pricing page gives its calculator island. */
export function islandCopy(locale: Locale): IslandCopy {
  return {
    locale,
    pricingCalculator: readCopy('pricingCalculator', locale),
    trialDialog: readCopy('trialDialog', locale),
    signupMessages: readCopy('signupMessages', locale),
    labels: {
      trial: readFilledCopy('callsToAction', locale).trial,
      trialClaim: readCopyValues(locale).trialClaim,
    },
    addresses: { appUrl: site.appUrl, supportEmail: site.supportEmail },
  };
}

export const pricingFor = (locale: Locale) =>
  pricingText(readCopy('pricingCalculator', locale), locale);

export function calculatorFor(locale: Locale) {
  const island = islandCopy(locale);
  return calculatorText(island.pricingCalculator, pricingFor(locale), island.labels);
}

export const trialDialogFor = (locale: Locale) =>
  trialDialogText(
    readCopy('trialDialog', locale),
    pricingFor(locale),
    readCopyValues(locale).trialClaim,
    site,
  );

export const signupMessagesFor = (locale: Locale) =>
  signupMessagesFrom(readCopy('signupMessages', locale));

export const consentFor = (locale: Locale) => consentText(readCopy('consent', locale), locale);

/** The home page's words, its picture's alternative text written from the picture's numbers. */
export const homeCopy = (locale: Locale) =>
  readFilledCopy('home', locale, pictureAltValues(readCopy('home', locale).hero));

export function caseStudies(locale: Locale) {
  const values = readCopyValues(locale);
  const entries = readEntries('cases', locale).map((entry) => ({
    ...entry,
    data: fillCopy(entry.data, values),
  }));
  return caseStudiesFrom(entries, values, locale);
}

export const faqItems = (locale: Locale) =>
  readEntries('faq', locale).map(({ data }) => fillCopy(data, readCopyValues(locale)));

/** What the pages of one language say, by what the end-to-end tests look for. */
export function siteCopy(locale: Locale) {
  const pricing = pricingFor(locale);
  const { calculator, card } = calculatorFor(locale);
  const dialog = trialDialogFor(locale);
  const callsToAction = readFilledCopy('callsToAction', locale);
  return {
    pricingLevels: pricing.levels,
    formatPrice: pricing.formatPrice,
    priceParts: pricing.priceParts,
    pricingCalculator: calculator,
    pricingCard: card,
    trialDialogText: dialog,
    trialNotifications: dialog.notifications,
    signupMessages: signupMessagesFor(locale),
    testCheckoutText: testCheckoutText(locale),
    ctaLabels: callsToAction,
    closingCta: {
      ...readFilledCopy('closingCta', locale),
      buttonLabel: callsToAction.trial,
      href: localisedHref(locale, '/pricing'),
    },
    faqItems: faqItems(locale),
    affiliate: readFilledCopy('affiliate', locale),
    hero: homeCopy(locale).hero,
  };
}
