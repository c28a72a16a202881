import type { Locale } from '../../shared/language/locales';
import { consentText } from './consent';
import { copyFiles } from './copyFiles';
import { trialClaim } from './copyValues';
import { ctaLabels } from './ctaLabels';
import { perLocale } from './perLocale';
import { pricingText } from './pricing';
import { calculatorText } from './pricingCalculator';
import { signupMessagesFrom } from './signupMessages';
import { trialDialogText } from './trialDialog';

/**
 * The copy an island is given as props, in the page's language only: the calculator with its
 * trial dialog, and the consent banner with the chat launcher. Each island builds its words from
 * it with the same functions the pages and the server use below.
 */
export const islandCopy = perLocale((locale: Locale) => {
  const files = copyFiles(locale);
  return {
    locale,
    pricingCalculator: files.pricingCalculator,
    trialDialog: files.trialDialog,
    signupMessages: files.signupMessages,
    labels: { trial: ctaLabels(locale).trial, trialClaim: trialClaim(locale) },
  };
});

export type IslandCopy = ReturnType<typeof islandCopy>;

export const pricingFor = perLocale((locale: Locale) =>
  pricingText(copyFiles(locale).pricingCalculator, locale, ctaLabels(locale).trial),
);

export const calculatorFor = perLocale((locale: Locale) =>
  calculatorText(
    copyFiles(locale).pricingCalculator,
    pricingFor(locale),
    islandCopy(locale).labels,
  ),
);

export const trialDialogFor = perLocale((locale: Locale) =>
  trialDialogText(copyFiles(locale).trialDialog, pricingFor(locale), trialClaim(locale)),
);

export const signupMessagesFor = perLocale((locale: Locale) =>
  signupMessagesFrom(copyFiles(locale).signupMessages),
);

export const consentFor = perLocale((locale: Locale) =>
  consentText(copyFiles(locale).consent, locale),
);
