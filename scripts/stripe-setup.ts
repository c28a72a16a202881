/**
 * npm run stripe:setup
 * For a new (test-mode) Stripe account: creates the two Early Bird Prices with a fixed amount in
 * every currency of shared/facts/pricing.ts, or brings the ones an earlier run made up to date,
 * then prints the two settings to use. A live key is refused: live Prices are changed on
 * purpose, in Stripe's dashboard, and then checked with npm run stripe:check.
 */
import { runScript } from './operationsAccess';
import { setUpStripePrices, stripeClient, priceSetting } from '../server/payments/stripePrices';
import { billingPeriods } from '../shared/facts/pricing';
import { stripeSettings } from './stripeSettings';

await runScript(async () => {
  const settings = stripeSettings();
  if (settings.secretKey.startsWith('sk_live_') || settings.secretKey.startsWith('rk_live_')) {
    throw new Error(
      'STRIPE_SECRET_KEY is a live key; stripe:setup writes test-mode Prices only. Use a test key (sk_test_…).',
    );
  }
  const prices = await setUpStripePrices(stripeClient(settings), (line) => console.log(line));
  console.log('\nSet these (in .env or the deployment):');
  for (const period of billingPeriods) console.log(`${priceSetting[period]}=${prices[period]}`);
});
