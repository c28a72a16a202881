import { formatUsd } from './localeFormat';
import { fillTemplate } from './fillTemplate';
import { offer } from '../facts/offer';
import { site } from './site';
import copy from './test-checkout/en.json' with { type: 'json' };
import type { TestCheckoutCopy } from './test-checkout/schema';

const page: TestCheckoutCopy = copy;
const brand = { brandName: site.brandName };

/**
 * Copy of the local test checkout page (served by the server when Stripe is not configured),
 * from src/content/test-checkout/, with its facts filled in.
 */
export const testCheckoutText = {
  ...page,
  title: fillTemplate(page.title, brand),
  logoAlt: fillTemplate(page.logoAlt, brand),
  trialName: fillTemplate(page.trialName, { trialDays: offer.trialDays }),
  due: formatUsd(0, { cents: true }),
  afterTrial: (price: string, day: string) => fillTemplate(page.afterTrial, { price, day }),
};
