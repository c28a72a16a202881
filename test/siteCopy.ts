import { readCopy, readCopyValues, readEntries, readFilledCopy } from '../shared/copy/readCopy';
import { site } from '../shared/facts/brand';
import { affiliateCommissionRate, offer } from '../shared/facts/offer';
import { heroChart } from '../shared/facts/productPicture';
import type { PlanChoice } from '../shared/facts/plan';
import { defaultCurrencyOf, type Currency } from '../shared/facts/currencies';
import { annualDiscountPercent, displayedPrice, levelFacts } from '../shared/facts/pricing';
import { fillCopy } from '../shared/language/fillTemplate';
import { localeFacts, localisedHref, type Locale } from '../shared/language/locales';
import { consentText } from '../src/integrations/consent/consentText';
import { caseStudiesFrom } from '../src/sections/case-study/caseStudy';
import { pictureAltValues } from '../src/sections/home/ProductPicture';
import { calculatorText } from '../src/sections/pricing/calculator/calculatorText';
import type { IslandCopy } from '../src/sections/pricing/calculator/PricingCalculator';
import { trialDialogText } from '../src/sections/pricing/trial/trialDialogText';
import { signupMessagesFrom } from '../src/signup/signupMessages';
import { pricingText } from '../shared/copy/pricingText';

/**
 * The site's words as the end-to-end tests look for them: read from the content files and filled
 * by the few lines below, not by the site's own templating, so that a bug there is not in the
 * expectation too. (The unit tests' helpers further down build a component's input as the page
 * does.)
 */

type Values = Readonly<Record<string, string | number>>;

/** `{name}` placeholders filled; one without a value stays as it is, and fails the test's match. */
const fill = (text: string, values: Values): string =>
  text.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));

/** Every string of a copy entry filled. */
const fillAll = <Copy>(copy: Copy, values: Values): Copy =>
  JSON.parse(JSON.stringify(copy), (_key, value: unknown) =>
    typeof value === 'string' ? fill(value, values) : value,
  ) as Copy;

/** An amount as the language's Intl writes it in a currency, every thousand grouped. */
function money(locale: Locale, currency: Currency, amount: number, cents = false): string {
  return new Intl.NumberFormat(localeFacts[locale].intl, {
    style: 'currency',
    currency,
    useGrouping: 'always',
    minimumFractionDigits: cents ? 2 : 0,
    maximumFractionDigits: cents ? 2 : 0,
  })
    .format(amount)
    .replace(/\u202f/g, '\u00a0');
}

/** The home page's hero; its picture's words name the picture's own figures. */
function heroOf(locale: Locale) {
  const hero = readCopy('home', locale).hero;
  const rows = (kind: string) => hero.picture.rows.filter((row) => row.kind === kind).length;
  return {
    ...hero,
    pictureAlt: fill(hero.pictureAlt, {
      firstAcos: heroChart.weeklyAcosPercent[0] ?? '',
      lastAcos: heroChart.weeklyAcosPercent.at(-1) ?? '',
      goalAcos: heroChart.acosGoalPercent,
      promoted: hero.countWords[rows('promoted')] ?? '',
      negative: hero.countWords[rows('negative')] ?? '',
    }),
  };
}

/** What the pages of one language say, prices in a currency, by what the end-to-end tests look for. */
export function siteCopy(locale: Locale, currency: Currency = defaultCurrencyOf[locale]) {
  const offered = displayedPrice(currency);
  const calculatorCopy = readCopy('pricingCalculator', locale);
  const { calculator, card, prices } = calculatorCopy;
  const dialog = readCopy('trialDialog', locale);
  const messages = readCopy('signupMessages', locale);
  const checkout = readCopy('testCheckout', locale);
  const trial = fill(readCopy('callsToAction', locale).trial, offer);
  const formatPrice = (amount: number) => money(locale, currency, amount);
  const pricingLevels = levelFacts.map((facts) => {
    const amount = money(locale, 'USD', facts.adSpendUsd);
    const words = calculatorCopy.levels[facts.id];
    return {
      id: facts.id,
      name: words?.name ?? facts.id,
      maxAdSpend: fill(facts.openEnded ? prices.adSpendFrom : prices.adSpendUpTo, { amount }),
      referenceMonthlyPrice: facts.referenceMonthlyPrice[currency],
    };
  });
  type Level = (typeof pricingLevels)[number];
  const levelWords = (level: Level) => ({ name: level.name, maxAdSpend: level.maxAdSpend });
  const closingCta = readCopy('closingCta', locale);
  return {
    pricingLevels,
    formatPrice,
    priceParts: (period: 'monthly' | 'annual') => ({
      amount: formatPrice(offered[period]),
      per: prices.per[period],
      ...(period === 'annual'
        ? {
            equivalent: `(${fill(prices.monthlyEquivalent, {
              price: money(locale, currency, offered.annual / 12, true),
            })})`,
          }
        : {}),
    }),
    pricingCalculator: {
      ...calculator,
      annualBadge: fill(calculator.annualBadge, { annualDiscountPercent }),
      stepName: (level: Level) => fill(calculator.stepName, levelWords(level)),
      sliderValueText: (level: Level) => fill(calculator.sliderValueText, levelWords(level)),
    },
    pricingCard: { ...card, ctaLabel: trial },
    trialDialogText: {
      ...dialog,
      planSummary: (plan: PlanChoice) => {
        const level = pricingLevels.find((shown) => shown.id === plan.level);
        return fill(dialog.planSummary, {
          levelName: level?.name ?? '',
          maxAdSpend: level?.maxAdSpend ?? '',
          price: `${money(locale, plan.currency, displayedPrice(plan.currency)[plan.billing])}${prices.per[plan.billing]}`,
          trialDays: offer.trialDays,
        });
      },
    },
    trialNotifications: dialog.notifications,
    signupMessages: {
      ...messages,
      httpError: (status: number) => fill(messages.httpError, { status }),
    },
    testCheckoutText: {
      ...checkout,
      logoAlt: fill(checkout.logoAlt, { brandName: site.brandName }),
    },
    ctaLabels: { trial },
    closingCta: {
      heading: fill(closingCta.heading, offer),
      buttonLabel: trial,
      href: localisedHref(locale, '/pricing'),
    },
    faqItems: readEntries('faq', locale).map(({ data }) =>
      fillAll(data, {
        ...offer,
        monthlyPrice: formatPrice(offered.monthly),
        annualPrice: formatPrice(offered.annual),
        // The default build's checkout takes a card.
        trialClaim: fill(readCopy('callsToAction', locale).trialClaimWithCard, offer),
      }),
    ),
    affiliate: fillAll(readCopy('affiliate', locale), {
      ...offer,
      brandName: site.brandName,
      commissionRate: new Intl.NumberFormat(localeFacts[locale].intl, { style: 'percent' })
        .format(affiliateCommissionRate)
        .replace(/\u202f/g, '\u00a0'),
    }),
    hero: heroOf(locale),
  };
}

// The unit tests' helpers: a component's input, built as the page builds it.

/** The copy the pricing page gives its calculator island. */
export function islandCopy(locale: Locale): IslandCopy {
  return {
    locale,
    currency: defaultCurrencyOf[locale],
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

export const pricingFor = (locale: Locale, currency: Currency = defaultCurrencyOf[locale]) =>
  pricingText(readCopy('pricingCalculator', locale), locale, currency);

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
