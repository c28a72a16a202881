import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeStripeApi } from '../../test/fakeStripeApi';
import { checkStartup } from '../config';
import { currencies } from '../../shared/facts/currencies';
import { displayedPrice } from '../../shared/facts/pricing';
import {
  checkStripePrices,
  expectedAmounts,
  priceLookupKey,
  setUpStripePrices,
  stripeClient,
} from './stripePrices';

const fakeStripe = new FakeStripeApi();
let apiUrl: string;
const stripe = () => stripeClient({ secretKey: 'sk_test_prices', apiUrl });
const lines: string[] = [];
const log = (line: string) => lines.push(line);

beforeAll(async () => {
  apiUrl = await fakeStripe.start();
});
afterAll(() => fakeStripe.stop());
beforeEach(() => {
  fakeStripe.reset();
  lines.length = 0;
});

/** Both Prices as the facts want them, in minor units, under the ids a deployment would name. */
function pricesAsShown() {
  const minor = (period: 'monthly' | 'annual') =>
    Object.fromEntries(
      Object.entries(expectedAmounts(period)).map(([currency, amount]) => [
        currency.toLowerCase(),
        amount,
      ]),
    );
  fakeStripe.addPrice('price_m', 'month', minor('monthly'));
  fakeStripe.addPrice('price_y', 'year', minor('annual'));
  return { monthly: 'price_m', annual: 'price_y' };
}

describe('stripe:check', () => {
  it('finds nothing to say when both Prices charge every currency as the site shows it', async () => {
    expect(await checkStripePrices(stripe(), pricesAsShown())).toEqual([]);
    expect(expectedAmounts('annual').GBP).toBe(displayedPrice('GBP').annual * 100);
  });

  it('names a Price whose euro amount is one cent off, and a missing currency', async () => {
    const prices = pricesAsShown();
    const annual = fakeStripe.prices.get('price_y');
    if (!annual) throw new Error('No annual price.');
    annual.currency_options.eur = { unit_amount: 47_001 };
    delete annual.currency_options.aud;
    expect(await checkStripePrices(stripe(), prices)).toEqual([
      'STRIPE_PRICE_ANNUAL (price_y) charges 470.01 EUR; the site shows 470.00',
      'STRIPE_PRICE_ANNUAL (price_y) has no AUD amount; the site shows 758.00',
    ]);
  });

  it('names a Price that bills the wrong period', async () => {
    fakeStripe.addPrice('price_m', 'year', { usd: 4900 });
    fakeStripe.addPrice('price_y', 'year', { usd: 47_000 });
    const problems = await checkStripePrices(stripe(), { monthly: 'price_m', annual: 'price_y' });
    expect(problems[0]).toBe('STRIPE_PRICE_MONTHLY (price_m) does not bill once a month');
  });

  it('refuses a production start on that cent, through the real client', async () => {
    const prices = pricesAsShown();
    const env = {
      NODE_ENV: 'production',
      PLATFORM_SIGNING_SECRET: 'pE4vXq9mZ2rT7wLs8kYb3nHc6jFd1gQa0uVi5oRe',
      STRIPE_SECRET_KEY: 'sk_test_prices',
      STRIPE_PRICE_MONTHLY: prices.monthly,
      STRIPE_PRICE_ANNUAL: prices.annual,
      STRIPE_WEBHOOK_SECRET: 'whsec_c2VjcmV0LXRoYXQtaXMtbG9uZy1lbm91Z2gtdG8tcGFzcw==',
      STRIPE_API_URL: apiUrl,
    };
    expect(await checkStartup(env)).toMatchObject({ config: { checkout: 'stripe' } });
    const annual = fakeStripe.prices.get('price_y');
    if (annual) annual.currency_options.eur = { unit_amount: 47_001 };
    expect(await checkStartup(env)).toEqual({
      refusal:
        'Refusing to start: Stripe would not charge what the site shows: STRIPE_PRICE_ANNUAL (price_y) charges 470.01 EUR; the site shows 470.00. Run npm run stripe:setup, or correct the Prices in Stripe.',
    });
  });
});

describe('stripe:setup', () => {
  it('creates both Prices with every currency of the facts, then finds them again', async () => {
    const created = await setUpStripePrices(stripe(), log);
    expect(await checkStripePrices(stripe(), created)).toEqual([]);
    const monthly = fakeStripe.prices.get(created.monthly);
    expect(monthly?.lookup_key).toBe(priceLookupKey('monthly'));
    expect(Object.keys(monthly?.currency_options ?? {}).sort()).toEqual(
      currencies
        .filter((currency) => currency !== 'USD')
        .map((currency) => currency.toLowerCase())
        .sort(),
    );
    expect(lines).toEqual([
      `STRIPE_PRICE_MONTHLY: ${created.monthly} created.`,
      `STRIPE_PRICE_ANNUAL: ${created.annual} created.`,
    ]);

    lines.length = 0;
    expect(await setUpStripePrices(stripe(), log)).toEqual(created);
    expect(lines[0]).toMatch(/already charges every currency as shown/);
  });

  it('adds a currency an earlier Price lacks, and replaces one whose own amount is wrong', async () => {
    const created = await setUpStripePrices(stripe(), log);
    const monthly = fakeStripe.prices.get(created.monthly);
    if (monthly) delete monthly.currency_options.mxn;
    const annual = fakeStripe.prices.get(created.annual);
    if (annual) annual.unit_amount = 59_000;
    lines.length = 0;
    const again = await setUpStripePrices(stripe(), log);
    expect(again.monthly).toBe(created.monthly);
    expect(again.annual).not.toBe(created.annual);
    expect(fakeStripe.prices.get(created.annual)?.lookup_key).toBeNull();
    expect(await checkStripePrices(stripe(), again)).toEqual([]);
    expect(lines[0]).toMatch(/updated \(STRIPE_PRICE_MONTHLY .* has no MXN amount/);
  });
});
