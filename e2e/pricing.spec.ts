import { expect, test, type Page } from '@playwright/test';
import { faqItems } from '../src/content/faq';
import {
  displayedPrice,
  formatPrice,
  pricingLevels,
  referenceAnnualPrice,
} from '../src/content/pricing';
import { pricingCalculator, pricingCard } from '../src/content/pricingPage';
import { trialDialogText } from '../src/content/trialDialog';
import { closingCta } from '../src/content/closingCta';
import { site } from '../src/content/site';
import { START_TRIAL_EVENT } from '../src/signup/trialRequest';
import { expectNoAxeViolations, openHydrated, watchConsole } from './support';

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
/** Radix marks its thumb with data-orientation; the first-paint lookalike does not. */
const radixThumb = (page: Page) => page.locator('[role="slider"][data-orientation]');
const slider = (page: Page) => page.getByRole('slider', { name: pricingCalculator.sliderLabel });
const step = (page: Page, index: number) =>
  page
    .getByRole('group', { name: pricingCalculator.stepsLabel })
    .getByRole('button', { name: pricingCalculator.stepName(levelAt(index)), exact: true });

async function expectLevel(page: Page, index: number): Promise<void> {
  const level = levelAt(index);
  await expect(levelCard(page).getByRole('heading', { level: 3 })).toHaveText(level.name);
  await expect(levelCard(page)).toContainText(level.maxAdSpend);
  await expect(slider(page)).toHaveAttribute('aria-valuenow', String(index));
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
    await expect(card).toContainText(`${formatPrice(displayedPrice.monthly)}/month`);
    await expect(card.getByText(pricingCard.footnote)).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(problems).toEqual([]);
  });

  test('moves between levels with the keyboard on the slider', async ({ page }) => {
    await openHydrated(page, '/pricing');
    await slider(page).focus();
    // Focus is the first interaction: Radix takes over the slider and keeps the focus.
    await expect(radixThumb(page)).toBeFocused();
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
  });

  test('drags the slider with the pointer', async ({ page }) => {
    await openHydrated(page, '/pricing');
    // A visitor's pointer crosses the page before it reaches the slider; Radix loads meanwhile.
    await page.mouse.move(10, 300);
    await expect(radixThumb(page)).toBeVisible();
    await radixThumb(page).scrollIntoViewIfNeeded();
    const box = await radixThumb(page).boundingBox();
    if (!box) throw new Error('The slider thumb is not visible.');
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    const viewport = page.viewportSize();
    await page.mouse.move((viewport?.width ?? 1280) - 5, box.y + box.height / 2, { steps: 8 });
    await page.mouse.up();
    await expectLevel(page, 10);
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
    await expect(card).toContainText(`${formatPrice(displayedPrice.annual)}/year`);
    await expect(card.locator('s')).toHaveText(formatPrice(referenceAnnualPrice(149)));
    await periodOption(page, pricingCalculator.periods.monthly).click();
    await expect(page.getByRole('radio', { name: /Monthly/ })).toBeChecked();
    await expect(card).toContainText(`${formatPrice(displayedPrice.monthly)}/month`);
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

  test('opens the trial dialog when a control outside the page asks for it', async ({ page }) => {
    await openHydrated(page, '/pricing');
    // The island answers once its effects have run, just after it hydrates: ask until it does.
    const ask = () =>
      page.evaluate(
        (name) => !window.dispatchEvent(new Event(name, { cancelable: true })),
        START_TRIAL_EVENT,
      );
    await expect.poll(ask).toBe(true);
    await expect(page.getByRole('dialog', { name: trialDialogText.title })).toBeVisible();
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
