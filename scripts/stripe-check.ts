/**
 * npm run stripe:check
 * Reads the two configured Stripe Prices and compares every currency's amount, and the period
 * each bills, with shared/facts/pricing.ts. Prints each difference and exits 1 on any: the site
 * would show one price and Stripe charge another. A production start runs the same check.
 */
import { billingPeriods } from '../shared/facts/pricing';
import { currencies } from '../shared/facts/currencies';
import { runScript } from './operationsAccess';
import { checkStripePrices, priceSetting, stripeClient } from '../server/payments/stripePrices';
import { stripeSettings } from './stripeSettings';

await runScript(async () => {
  const settings = stripeSettings();
  const { monthly, annual } = settings.prices;
  if (!monthly || !annual) {
    throw new Error(
      `${billingPeriods.map((period) => priceSetting[period]).join(' and ')} must both be set; npm run stripe:setup creates them.`,
    );
  }
  const differences = await checkStripePrices(stripeClient(settings), { monthly, annual });
  if (differences.length > 0) {
    throw new Error(
      `Stripe would not charge what the site shows:\n  ${differences.join('\n  ')}\nnpm run stripe:setup corrects them.`,
    );
  }
  console.log(
    `Both Prices (${monthly}, ${annual}) charge what the site shows in ${currencies.join(', ')}.`,
  );
});
