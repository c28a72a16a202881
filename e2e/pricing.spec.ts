import { expect, test, type Page } from '@playwright/test';
import { displayedPrice, referenceAnnualPrice } from '../shared/facts/pricing';
import { site } from '../shared/facts/brand';
import { expectNoAxeViolations, openHydrated, watchConsole } from './support';
import { siteCopy } from '../test/siteCopy';

const {
  faqItems,
  formatPrice,
  pricingLevels,
  pricingCalculator,
  pricingCard,
  trialDialogText,
  closingCta,
  ctaLabels,
  testCheckoutText,
} = siteCopy('en');

function levelAt(index: number) {
  const level = pricingLevels[index];
  if (!level) throw new Error(`No level ${index}`);
  return level;
}

function questionAt(index: number): string {
  const item = faqItems[index];
  if (!item) throw new Error(`No FAQ item ${index}`);
  return item.question;
}

const levelCard = (page: Page) => page.getByRole('article');
const periodOption = (page: Page, label: string) =>
  page.getByRole('group', { name: pricingCalculator.billingLegend }).locator('label', {
    hasText: label,
  });
const slider = (page: Page) => page.getByRole('slider', { name: pricingCalculator.sliderLabel });
const step = (page: Page, index: number) =>
  page
    .getByRole('group', { name: pricingCalculator.stepsLabel })
    .getByRole('button', { name: pricingCalculator.stepName(levelAt(index)), exact: true });

async function expectLevel(page: Page, index: number): Promise<void> {
  const level = levelAt(index);
  await expect(levelCard(page).getByRole('heading', { level: 3 })).toHaveText(level.name);
  await expect(levelCard(page)).toContainText(level.maxAdSpend);
  await expect(slider(page)).toHaveValue(String(index));
  await expect(step(page, index)).toHaveAttribute('aria-pressed', 'true');
}

test.describe('pricing page', () => {
  test('opens on Standard, monthly, at $49 with the struck-through regular price', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await openHydrated(page, '/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transparent Pricing');
    await expect(page.getByText('No hidden fees, no surprises. Cancel anytime.')).toBeVisible();
    await expectLevel(page, 2);
    await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    await expect(page.getByText(pricingCalculator.annualBadge)).toBeVisible();
    const card = levelCard(page);
    await expect(card.getByText(pricingCard.earlyBirdBadge)).toBeVisible();
    await expect(card.locator('s')).toHaveText(formatPrice(149));
    await expect(card).toContainText(`${pricingCard.regularPriceLabel}: $149`);
    await expect(card).toContainText(`${formatPrice(displayedPrice('USD').monthly)}/month`);
    await expect(card.getByText(pricingCard.footnote)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('moves between levels with the keyboard on the slider', async ({ page }) => {
    await openHydrated(page, '/pricing');
    await slider(page).focus();
    await page.keyboard.press('ArrowRight');
    await expectLevel(page, 3);
    await expect(levelCard(page).getByText(pricingCard.popularBadge)).toBeVisible();
    await expect(slider(page)).toBeFocused();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expectLevel(page, 2);
    await page.keyboard.press('End');
    await expectLevel(page, 10);
    await expect(slider(page)).toHaveAttribute(
      'aria-valuetext',
      pricingCalculator.sliderValueText(levelAt(10)),
    );
    await page.keyboard.press('Home');
    await expectLevel(page, 0);
    await page.keyboard.press('PageUp');
    await expect(slider(page)).not.toHaveValue('0');
    await page.keyboard.press('PageDown');
    await expectLevel(page, 0);
  });

  test('drags the slider with the pointer', async ({ page }) => {
    await openHydrated(page, '/pricing');
    await slider(page).scrollIntoViewIfNeeded();
    const box = await slider(page).boundingBox();
    if (!box) throw new Error('The slider is not visible.');
    // The thumb of the third level, a fifth of the way along, dragged past the end of the track.
    const middle = box.y + box.height / 2;
    await page.mouse.move(box.x + box.width * 0.2, middle);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width + 40, middle, { steps: 8 });
    await page.mouse.up();
    await expectLevel(page, 10);
    await expect(slider(page)).toBeFocused();
  });

  test('chooses a level by clicking its step and names it in a tooltip', async ({ page }) => {
    await openHydrated(page, '/pricing');
    await step(page, 4).click();
    await expectLevel(page, 4);
    await step(page, 7).hover();
    await expect(page.getByRole('tooltip')).toHaveText(levelAt(7).name);
    await step(page, 7).click();
    await expectLevel(page, 7);
  });

  test('shows $470 a year and the annual regular price when billed annually', async ({ page }) => {
    await openHydrated(page, '/pricing');
    await periodOption(page, pricingCalculator.periods.annual).click();
    await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked();
    const card = levelCard(page);
    await expect(card).toContainText(`${formatPrice(displayedPrice('USD').annual)}/year`);
    await expect(card.locator('s')).toHaveText(formatPrice(referenceAnnualPrice(149)));
    await periodOption(page, pricingCalculator.periods.monthly).click();
    await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    await expect(card).toContainText(`${formatPrice(displayedPrice('USD').monthly)}/month`);
  });

  test('shows no struck-through price for Starter in either period', async ({ page }) => {
    await openHydrated(page, '/pricing');
    await step(page, 0).click();
    await expectLevel(page, 0);
    await expect(levelCard(page).locator('s')).toHaveCount(0);
    await periodOption(page, pricingCalculator.periods.annual).click();
    await expect(levelCard(page)).toContainText('$470/year');
    await expect(levelCard(page).locator('s')).toHaveCount(0);
  });

  test('keeps at most one FAQ answer open, and closes the open one on a second click', async ({
    page,
  }) => {
    await openHydrated(page, '/pricing');
    const items = page.locator('details[name="pricing-faq"]');
    await expect(items).toHaveCount(8);
    const [first, second] = [questionAt(0), questionAt(1)];
    await page.getByText(first).click();
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(page.locator('details[open]')).toHaveCount(1);
    await expect(items.nth(0).locator('strong').first()).toBeVisible();
    await page.getByText(second).click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await expect(page.locator('details[open]')).toHaveCount(1);
    await page.getByText(second).click();
    await expect(page.locator('details[open]')).toHaveCount(0);
  });

  test('shows the offer and every FAQ answer without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/pricing');
    await expect(levelCard(page).getByRole('heading', { level: 3 })).toHaveText('Standard');
    await expect(levelCard(page)).toContainText('$49/month');
    await expect(page.getByRole('slider', { name: pricingCalculator.sliderLabel })).toBeVisible();
    const answers = page.locator('details[name="pricing-faq"]');
    await expect(answers).toHaveCount(faqItems.length);
    await answers.nth(3).locator('summary').click();
    await expect(answers.nth(3).locator('p').first()).toBeVisible();
    await context.close();
  });

  test('links premium management to the booking page in a new tab', async ({ page }) => {
    await openHydrated(page, '/pricing');
    const link = page.getByRole('link', { name: /premium management/ });
    await expect(link).toHaveAttribute('href', site.bookingUrl);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  test('describes the $49 and $470 offers and the FAQ in JSON-LD, with no expiry', async ({
    page,
  }) => {
    await page.goto('/pricing');
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (text) => JSON.parse(text) as Record<string, unknown>,
    );
    const product = blocks.find((block) => block['@type'] === 'Product');
    const offers = product?.offers as { price: number; priceCurrency: string }[];
    expect(offers.map((offer) => [offer.price, offer.priceCurrency])).toEqual([
      [49, 'USD'],
      [470, 'USD'],
    ]);
    expect(JSON.stringify(blocks)).not.toContain('priceValidUntil');
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    expect((faq?.mainEntity as unknown[]).length).toBe(faqItems.length);
  });

  test('closing call to action opens the trial dialog on /pricing', async ({ page }) => {
    await openHydrated(page, '/pricing');
    await page
      .getByRole('region', { name: closingCta.heading })
      .getByRole('button', { name: closingCta.buttonLabel })
      .click();
    await expect(page.getByRole('dialog', { name: trialDialogText.title })).toBeVisible();
  });

  test("opens the trial dialog from the header's trial link on /pricing", async ({ page }) => {
    await openHydrated(page, '/pricing');
    await page.getByRole('banner').getByRole('link', { name: ctaLabels.trial }).click();
    await expect(page.getByRole('dialog', { name: trialDialogText.title })).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
  });

  test('closing call to action on Home goes to /pricing', async ({ page }) => {
    await openHydrated(page, '/');
    await page
      .getByRole('region', { name: closingCta.heading })
      .getByRole('link', { name: closingCta.buttonLabel })
      .click();
    await expect(page).toHaveURL(/\/pricing$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Transparent Pricing');
  });

  test('has no axe violations with an FAQ answer open', async ({ page }) => {
    await openHydrated(page, '/pricing');
    await page.getByText(questionAt(1)).click();
    await expect(page.locator('details[open]')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
});

test.describe('the chosen plan in the address', () => {
  const ultimateAnnual = /\/pricing\?billing=annual&level=11&currency=USD$/;

  /** Annual billing and the top level, as the visitor would choose them. */
  async function chooseUltimateAnnual(page: Page): Promise<void> {
    await openHydrated(page, '/pricing');
    await periodOption(page, pricingCalculator.periods.annual).click();
    await step(page, 10).click();
    await expect(page).toHaveURL(ultimateAnnual);
  }

  /** The toggle, the card and the dialog all show annual Ultimate. */
  async function expectUltimateAnnual(page: Page): Promise<void> {
    await expectLevel(page, 10);
    await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked();
    await expect(levelCard(page)).toContainText(
      `${formatPrice(displayedPrice('USD').annual)}/year`,
    );
    await levelCard(page).getByRole('button', { name: pricingCard.ctaLabel }).click();
    const dialog = page.getByRole('dialog', { name: trialDialogText.title });
    await expect(dialog).toContainText(
      trialDialogText.planSummary({ level: 'ultimate', billing: 'annual', currency: 'USD' }),
    );
    await page.keyboard.press('Escape');
  }

  test('survives Back, a reload and a shared link', async ({ page, browser }) => {
    await chooseUltimateAnnual(page);
    await page.goto('/cases');
    await page.goBack();
    await expect(page).toHaveURL(ultimateAnnual);
    await expectUltimateAnnual(page);

    await page.reload();
    await openHydrated(page, page.url());
    await expectUltimateAnnual(page);

    const shared = await browser.newPage();
    await openHydrated(shared, page.url());
    await expectUltimateAnnual(shared);
    await shared.close();
  });

  test("survives the test checkout's way back to pricing", async ({ page }) => {
    await chooseUltimateAnnual(page);
    await levelCard(page).getByRole('button', { name: pricingCard.ctaLabel }).click();
    const dialog = page.getByRole('dialog', { name: trialDialogText.title });
    await dialog.getByLabel(trialDialogText.emailLabel).fill(`back-${Date.now()}@example.com`);
    await dialog.getByRole('button', { name: trialDialogText.submit }).click();
    await page.waitForURL(/\/checkout\/test\//);
    await expect(page.getByText(pricingLevels[10]?.name ?? '')).toBeVisible();
    await page.getByRole('link', { name: testCheckoutText.cancel }).click();
    await expect(page).toHaveURL(ultimateAnnual);
    await openHydrated(page, page.url());
    await expectUltimateAnnual(page);
  });
});
