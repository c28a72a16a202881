import { affiliateText } from '../src/content/affiliate';
import { closingCtaText } from '../src/content/closingCta';
import { ctaLabels } from '../src/content/ctaLabels';
import { faqItems } from '../src/content/faq';
import { homeText } from '../src/content/home';
import {
  calculatorFor,
  pricingFor,
  signupMessagesFor,
  trialDialogFor,
} from '../src/content/islandCopy';
import { testCheckoutText } from '../src/content/testCheckout';
import type { Locale } from '../shared/language/locales';

/**
 * What the pages of one language say, as the tests look for it: the same functions the pages
 * and the server build their words with.
 */
export function siteCopy(locale: Locale) {
  const pricing = pricingFor(locale);
  const { calculator, card } = calculatorFor(locale);
  const dialog = trialDialogFor(locale);
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
    ctaLabels: ctaLabels(locale),
    closingCta: closingCtaText(locale),
    faqItems: faqItems(locale),
    affiliate: affiliateText(locale).page,
    hero: homeText(locale).hero,
  };
}
