import { expect, test, type Page } from '@playwright/test';
import { currencies, type Currency } from '../shared/facts/currencies';
import { billingPeriods, levelFacts, referenceAnnualPrice } from '../shared/facts/pricing';
import { siteCopy } from '../test/siteCopy';
import { openHydrated } from './support';
import { messagesTo } from './teamSession';

/*
 * Prices in the buyer's currency, charged as shown: for every currency and both periods, on the
 * first, default and last level, the card shows the facts' amounts; a trial in each currency and
 * period shows the same amount at the test checkout and in the welcome e-mail. (The Stripe
 * session's currency and the platform event's amount are held to the same plan by
 * server/payments/stripePayments.test.ts and server/delivery/handoff.test.ts.)
 */

const card = (page: Page) => page.getByRole('article');
const levels = [1, 3, 11] as const;

/** The text of the welcome e-mail in the local mailbox to `email`; empty until it lands. */
const welcomeTextTo = async (email: string): Promise<string> =>
  (await messagesTo(email))[0]?.text ?? '';

for (const [index, currency] of currencies.entries()) {
  for (const period of billingPeriods) {
    test(`in ${currency}, ${period}: the card, the test checkout and the welcome e-mail name one amount`, async ({
      page,
    }) => {
      const copy = siteCopy('en', currency);
      const { amount, per } = copy.priceParts(period);
      for (const position of levels) {
        await page.goto(`/pricing?billing=${period}&level=${position}&currency=${currency}`);
        await expect(card(page)).toContainText(`${amount}${per}`);
        const regularMonthly = levelFacts[position - 1]?.referenceMonthlyPrice[currency] ?? 0;
        const regular =
          period === 'monthly' ? regularMonthly : referenceAnnualPrice(regularMonthly);
        if (position > 1)
          await expect(card(page).locator('s')).toHaveText(copy.formatPrice(regular));
      }

      // A trial on one of the three levels, in turn.
      const position = levels[(index * 2 + billingPeriods.indexOf(period)) % levels.length] ?? 3;
      const level = levelFacts[position - 1]?.id ?? '';
      const email = `buyer-${currency.toLowerCase()}-${period}-${Date.now()}@example.com`;
      await openHydrated(page, `/pricing?billing=${period}&level=${position}&currency=${currency}`);
      await page.getByRole('button', { name: copy.ctaLabels.trial }).first().click();
      const dialog = page.getByRole('dialog', { name: copy.trialDialogText.title });
      await expect(dialog).toContainText(
        copy.trialDialogText.planSummary({ level, billing: period, currency }),
      );
      await dialog.getByPlaceholder(copy.trialDialogText.emailPlaceholder).fill(email);
      await dialog.getByRole('button', { name: copy.trialDialogText.submit }).click();

      await page.waitForURL(/\/checkout\/test\/cs_local_/);
      await expect(page.getByRole('main')).toContainText(`then ${amount}${per} from`);
      await page.getByRole('button', { name: copy.testCheckoutText.complete }).click();
      await page.waitForURL(/\/confirmation\?session_id=cs_local_/);
      await expect
        .poll(() => welcomeTextTo(email), { timeout: 15_000 })
        .toContain(`${amount}${per}`);
    });
  }
}

test.describe('the currency a visitor is shown', () => {
  test('an en-GB browser sees pounds in the first HTML, with no shift; /de/pricing shows euros', async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    const response = await page.goto('/pricing');
    const html = (await response?.text()) ?? '';
    const pounds = siteCopy('en', 'GBP').priceParts('monthly');
    expect(html).toContain(pounds.amount);
    expect(html).toContain('"priceCurrency":"GBP"');
    expect(response?.headers().vary).toMatch(/Accept-Language/);
    await expect(card(page)).toContainText(`${pounds.amount}${pounds.per}`);
    const shift = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
              total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          setTimeout(() => resolve(total), 500);
        }),
    );
    expect(shift).toBe(0);

    await context.close();

    const germanContext = await browser.newContext({ locale: 'de-DE' });
    const german = await germanContext.newPage();
    await german.goto('/de/pricing');
    await expect(card(german)).toContainText(siteCopy('de', 'EUR').priceParts('monthly').amount);
    await germanContext.close();
  });

  test('a chosen currency survives Back, reload, a shared link and the checkout’s Cancel', async ({
    page,
    browser,
  }) => {
    const aud = siteCopy('en', 'AUD').priceParts('annual');
    await openHydrated(page, '/pricing?billing=annual&level=5');
    await page
      .getByRole('navigation', { name: siteCopy('en').pricingCalculator.currencyLegend })
      .getByRole('link', { name: /^AUD/ })
      .click();
    await page.waitForURL(/currency=AUD/);
    await expect(card(page)).toContainText(`${aud.amount}${aud.per}`);
    expect(new URL(page.url()).searchParams.get('level')).toBe('5');

    // Remembered for the visit: another page, then /pricing with no currency in its address.
    await page.goto('/cases');
    await openHydrated(page, '/pricing?billing=annual&level=5');
    await expect(card(page)).toContainText(aud.amount);
    await page.goBack();
    await page.goBack();
    await expect(card(page)).toContainText(aud.amount);
    await page.reload();
    await expect(card(page)).toContainText(aud.amount);

    // A shared link, in a browser that never chose.
    const other = await browser.newContext({ locale: 'en-US' });
    const friend = await other.newPage();
    await friend.goto('/pricing?billing=annual&level=5&currency=AUD');
    await expect(card(friend)).toContainText(`${aud.amount}${aud.per}`);
    await other.close();

    // The test checkout's way back.
    const copy = siteCopy('en', 'AUD');
    await openHydrated(page, '/pricing?billing=annual&level=5&currency=AUD');
    await page.getByRole('button', { name: copy.ctaLabels.trial }).first().click();
    const dialog = page.getByRole('dialog', { name: copy.trialDialogText.title });
    await dialog
      .getByPlaceholder(copy.trialDialogText.emailPlaceholder)
      .fill(`cancel-${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: copy.trialDialogText.submit }).click();
    await page.waitForURL(/\/checkout\/test\/cs_local_/);
    await page.getByRole('link', { name: copy.testCheckoutText.cancel }).click();
    await page.waitForURL(/\/pricing\?billing=annual&level=5&currency=AUD/);
    await expect(card(page)).toContainText(`${aud.amount}${aud.per}`);
  });
});

test('every currency is a link to the same plan in it, marked when chosen', async ({ page }) => {
  await openHydrated(page, '/pricing?billing=monthly&level=2&currency=EUR');
  const choice = page.getByRole('navigation', {
    name: siteCopy('en').pricingCalculator.currencyLegend,
  });
  for (const currency of currencies) {
    const link = choice.getByRole('link', { name: new RegExp(`^${currency}`) });
    await expect(link).toHaveAttribute(
      'href',
      `?billing=monthly&level=2&currency=${currency satisfies Currency}`,
    );
    if (currency === 'EUR') await expect(link).toHaveAttribute('aria-current', 'true');
    else await expect(link).not.toHaveAttribute('aria-current');
  }
});
