/**
 * Charged as shown: the two Stripe Prices (STRIPE_PRICE_MONTHLY and STRIPE_PRICE_ANNUAL) must hold
 * exactly the Early Bird amounts of shared/facts/pricing.ts, in every currency of the site (the
 * Price's own currency and its currency_options), and bill the right period. `npm run
 * stripe:check` and a production start read them; `npm run stripe:setup` writes them.
 */
import Stripe from 'stripe';
import { currencies, type Currency } from '../../shared/facts/currencies';
import { billingPeriods, displayedPrice, type BillingPeriod } from '../../shared/facts/pricing';
import { site } from '../../shared/facts/brand';

/** What the site reads of Stripe: its key, and where its API is (a local stand-in in tests). */
export interface StripeAccess {
  secretKey: string;
  apiUrl?: string | undefined;
}

/** The official client, at api.stripe.com or at `apiUrl`. */
export function stripeClient({ secretKey, apiUrl }: StripeAccess): Stripe {
  const at = apiUrl ? new URL(apiUrl) : undefined;
  return new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 15_000,
    telemetry: false,
    appInfo: { name: 'adhelm-website' },
    ...(at
      ? {
          host: at.hostname,
          port: Number(at.port || (at.protocol === 'https:' ? 443 : 80)),
          protocol: at.protocol === 'http:' ? ('http' as const) : ('https' as const),
        }
      : {}),
  });
}

const interval: Record<BillingPeriod, 'month' | 'year'> = { monthly: 'month', annual: 'year' };

/** The environment variable that names each period's Price. */
export const priceSetting: Record<BillingPeriod, string> = {
  monthly: 'STRIPE_PRICE_MONTHLY',
  annual: 'STRIPE_PRICE_ANNUAL',
};

/** An amount in Stripe's smallest unit (cents): every currency of the site has two decimals. */
const minorUnits = (amount: number): number => Math.round(amount * 100);

const asAmount = (minor: number): string => (minor / 100).toFixed(2);

/** What a Price must charge, in minor units, per currency. */
export function expectedAmounts(period: BillingPeriod): Record<Currency, number> {
  return Object.fromEntries(
    currencies.map((currency) => [currency, minorUnits(displayedPrice(currency)[period])]),
  ) as Record<Currency, number>;
}

/** The amount a Price charges in a currency (its own or one of its options), if any. */
function chargedIn(price: Stripe.Price, currency: Currency): number | null | undefined {
  const code = currency.toLowerCase();
  if (price.currency === code) return price.unit_amount;
  return price.currency_options?.[code]?.unit_amount;
}

/** Each way a Price differs from the facts, in a line a person can act on; empty when it matches. */
export function priceDifferences(period: BillingPeriod, price: Stripe.Price): string[] {
  const name = `${priceSetting[period]} (${price.id})`;
  const problems: string[] = [];
  if (price.recurring?.interval !== interval[period] || price.recurring.interval_count !== 1) {
    problems.push(`${name} does not bill once a ${interval[period]}`);
  }
  for (const [currency, expected] of Object.entries(expectedAmounts(period))) {
    const found = chargedIn(price, currency as Currency);
    if (found === undefined || found === null) {
      problems.push(`${name} has no ${currency} amount; the site shows ${asAmount(expected)}`);
    } else if (found !== expected) {
      problems.push(
        `${name} charges ${asAmount(found)} ${currency}; the site shows ${asAmount(expected)}`,
      );
    }
  }
  return problems;
}

/** Reads both Prices and returns every difference from the facts (empty: charged as shown). */
export async function checkStripePrices(
  stripe: Stripe,
  prices: Record<BillingPeriod, string>,
): Promise<string[]> {
  const read = await Promise.all(
    billingPeriods.map(async (period) => {
      const price = await stripe.prices.retrieve(prices[period], { expand: ['currency_options'] });
      return priceDifferences(period, price);
    }),
  );
  return read.flat();
}

/** The lookup key that finds each period's Price again on a later setup. */
export const priceLookupKey = (period: BillingPeriod) => `adhelm-early-bird-${period}`;

/** The Price's amounts in Stripe's terms: the US dollar amount, the others as currency options. */
function priceAmounts(period: BillingPeriod) {
  const { USD, ...others } = expectedAmounts(period);
  return {
    currency: 'usd',
    unit_amount: USD,
    currency_options: Object.fromEntries(
      Object.entries(others).map(([currency, amount]) => [
        currency.toLowerCase(),
        { unit_amount: amount },
      ]),
    ),
  };
}

/**
 * Creates the two Prices, or updates the ones an earlier setup made (found by lookup key), so
 * that each holds every currency of the facts. A Price whose own amount or period is wrong is
 * replaced by a new one that takes over its lookup key: Stripe never changes a Price's own amount.
 * Returns the Price of each period.
 */
export async function setUpStripePrices(
  stripe: Stripe,
  log: (line: string) => void,
): Promise<Record<BillingPeriod, string>> {
  const found = await stripe.prices.list({
    lookup_keys: billingPeriods.map(priceLookupKey),
    expand: ['data.currency_options'],
  });
  let product: string | undefined;
  const productId = async () => {
    const existing = found.data[0]?.product;
    product ??=
      typeof existing === 'string'
        ? existing
        : existing && 'id' in existing
          ? existing.id
          : (await stripe.products.create({ name: `${site.brandName} Early Bird` })).id;
    return product;
  };
  const ids = {} as Record<BillingPeriod, string>;
  for (const period of billingPeriods) {
    const current = found.data.find((price) => price.lookup_key === priceLookupKey(period));
    const amounts = priceAmounts(period);
    const problems = current ? priceDifferences(period, current) : ['none yet'];
    if (current && problems.length === 0) {
      log(`${priceSetting[period]}: ${current.id} already charges every currency as shown.`);
      ids[period] = current.id;
      continue;
    }
    const keepsOwnAmount =
      current &&
      current.currency === amounts.currency &&
      current.unit_amount === amounts.unit_amount &&
      current.recurring?.interval === interval[period] &&
      current.recurring.interval_count === 1;
    if (current && keepsOwnAmount) {
      await stripe.prices.update(current.id, { currency_options: amounts.currency_options });
      log(`${priceSetting[period]}: ${current.id} updated (${problems.join('; ')}).`);
      ids[period] = current.id;
      continue;
    }
    const created = await stripe.prices.create({
      product: await productId(),
      ...amounts,
      recurring: { interval: interval[period] },
      lookup_key: priceLookupKey(period),
      transfer_lookup_key: true,
      nickname: `Early Bird, ${period}`,
    });
    log(`${priceSetting[period]}: ${created.id} created.`);
    ids[period] = created.id;
  }
  return ids;
}
