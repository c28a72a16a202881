import { expect, test, type Page } from '@playwright/test';
import { defaultLevelIndex } from '../shared/facts/pricing';
import { messageColours } from '../src/signup/messageColour';
import { pngSize } from '../scripts/social-images/pngSize';
import { openHydrated, viewports } from './support';
import { routes as allRoutes } from '../src/routes';
import { routesIn } from '../test/siteRoutes';
import { siteCopy } from '../test/siteCopy';

const routes = routesIn('en');
const {
  affiliate,
  formatPrice,
  priceParts,
  pricingLevels,
  pricingCalculator,
  signupMessages,
  trialDialogText,
  ctaLabels,
} = siteCopy('en');

/*
 * What a visitor sees, checked the way a person would look: boxes on the screen at 375 and
 * 1280 px, colours, what a link answers.
 */

/** The labels of the pages' own calls to action: the trial and the affiliate applications. */
const callToActionLabels = [
  ctaLabels.trial,
  affiliate.hero.applyLabel,
  affiliate.closing.applyLabel,
];

interface Box {
  name: string;
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/**
 * What the floating link covers at this scroll position: visible calls to action, and every line
 * of text it lies over. Empty when the link is hidden.
 */
async function coveredByFloatingLink(page: Page): Promise<string[]> {
  return page.evaluate((labels) => {
    const link = document.querySelector<HTMLElement>('[data-floating-trial-link]');
    if (!link || link.hidden || link.getBoundingClientRect().width === 0) return [];
    if (getComputedStyle(link).visibility === 'hidden') return [];
    const own = link.getBoundingClientRect();
    const overlaps = (other: Omit<Box, 'name'>) =>
      other.bottom > own.top &&
      other.top < own.bottom &&
      other.right > own.left &&
      other.left < own.right;
    const covered: string[] = [];
    for (const element of document.querySelectorAll('a, button')) {
      const text = element.textContent?.trim() ?? '';
      const visible = element.getBoundingClientRect().width > 0;
      if (element === link || !visible || !labels.some((label) => text.startsWith(label))) continue;
      if (overlaps(element.getBoundingClientRect())) covered.push(`call to action "${text}"`);
    }
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const range = document.createRange();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      if (!text || link.contains(node) || node.parentElement?.closest('header')) continue;
      range.selectNodeContents(node);
      const lines = [...range.getClientRects()].filter((rect) => rect.width > 1 && rect.height > 1);
      if (lines.some(overlaps)) covered.push(`text "${text.slice(0, 40)}"`);
    }
    return covered;
  }, callToActionLabels);
}

/** Waits until the browser has drawn twice: the link is placed in the frame after a scroll. */
const afterTwoFrames = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** Scrolls a page from top to bottom a third of a screen at a time; true if the link showed. */
async function walkWithFloatingLink(page: Page, height: number): Promise<boolean> {
  const total = await page.evaluate(() => document.documentElement.scrollHeight);
  // The link's code comes with the first scroll.
  await page.evaluate(() => window.scrollTo(0, 1));
  await page.waitForLoadState('networkidle');
  let shown = false;
  for (let y = 0; y <= total; y += Math.round(height / 3)) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await afterTwoFrames(page);
    await expect
      .poll(() => coveredByFloatingLink(page), { message: `scrolled to ${y} px` })
      .toEqual([]);
    shown ||= await page.locator('[data-floating-trial-link]').isVisible();
  }
  return shown;
}

test.describe('floating trial link on a phone', () => {
  const walks = [
    ...routes.map((route) => ({ path: route.path, viewport: viewports.mobile })),
    ...['/de', '/de/case/handcraft-blends', '/it/affiliate'].map((path) => ({
      path,
      viewport: { width: 320, height: 640 },
    })),
  ].filter(({ path }) => !path.endsWith('/pricing'));

  for (const { path, viewport } of walks) {
    test(`never covers a word or a call to action on ${path} at ${viewport.width} px`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto(path);
      const shown = await walkWithFloatingLink(page, viewport.height);
      if (['/', '/de', '/cases'].includes(path)) expect(shown).toBe(true);
    });
  }
});

test.describe('/pricing first screen', () => {
  const level = pricingLevels[defaultLevelIndex];
  const monthly = priceParts('monthly');

  test('shows the chosen level and its price inside 1280×800', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openHydrated(page, '/pricing');
    const card = page.getByRole('article');
    for (const part of [
      card.getByRole('heading', { name: level?.name }),
      card.getByText(monthly.amount, { exact: true }),
    ]) {
      await expect(part).toBeInViewport({ ratio: 1 });
    }
  });

  test('shows the chosen level and its price inside 375×812, and a tap changes it there', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.mobile);
    await openHydrated(page, '/pricing');
    const summary = page.getByTestId('price-summary');
    await expect(summary).toBeInViewport({ ratio: 1 });
    await expect(summary).toContainText(level?.name ?? '');
    await expect(summary).toContainText(`${monthly.amount}${monthly.per}`);

    const professional = pricingLevels[defaultLevelIndex + 1];
    if (!professional) throw new Error('No level after the default one');
    await page
      .getByRole('group', { name: pricingCalculator.stepsLabel })
      .getByRole('button', { name: pricingCalculator.stepName(professional), exact: true })
      .click();
    await expect(summary).toContainText(professional.name);
    await expect(summary).toContainText(formatPrice(professional?.referenceMonthlyPrice ?? 0));
    await expect(summary).toBeInViewport({ ratio: 1 });

    await page
      .getByRole('group', { name: pricingCalculator.billingLegend })
      .locator('label', { hasText: pricingCalculator.periods.annual })
      .click();
    const annual = priceParts('annual');
    const annualText = `${annual.amount}${annual.per} ${annual.equivalent ?? ''}`;
    await expect(summary).toContainText(annualText);
    await expect(page.getByRole('article')).toContainText(annualText);
  });
});

test.describe('checkout answer', () => {
  test('a 200 answer that is not an address shows "Failed to create checkout session"', async ({
    page,
  }) => {
    await page.route('**/api/accounting/exists?*', (route) =>
      route.fulfill({ contentType: 'application/json', body: '{"exists":false}' }),
    );
    await page.route('**/api/customers/create-customer', (route) =>
      route.fulfill({ contentType: 'application/json', body: '{"customerId":"cus_1"}' }),
    );
    // A proxy serving the site's index.html on the API path.
    await page.route('**/api/customers/create-checkout-session', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html>\n<html lang="en"><head><title>AdHelm</title></head><body></body></html>',
      }),
    );
    await openHydrated(page, '/pricing');
    await page.getByRole('article').getByRole('button', { name: ctaLabels.trial }).click();
    const dialog = page.getByRole('dialog', { name: trialDialogText.title });
    const email = dialog.getByLabel(trialDialogText.emailLabel);
    await email.fill('seller@shop.com');
    await dialog.getByRole('button', { name: trialDialogText.submit }).click();
    const message = dialog.getByRole('status');
    await expect(message).toHaveText(signupMessages.checkoutFailed);
    const [r, g, b] = [1, 3, 5].map((at) => parseInt(messageColours.error.slice(at, at + 2), 16));
    await expect(message).toHaveCSS('color', `rgb(${r}, ${g}, ${b})`);
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/pricing$/);
  });
});

test.describe('404 page', () => {
  test('fits the screen at 375 px whatever the address, and names no canonical address', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.mobile);
    const response = await page.goto(`/a-page-that-was-never-there/${'x'.repeat(80)}`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => ({
      scrollWidth: document.documentElement.scrollWidth,
      clientWidth: document.documentElement.clientWidth,
    }));
    expect(overflow.scrollWidth).toBeLessThanOrEqual(overflow.clientWidth);
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.locator('meta[property="og:url"]')).toHaveCount(0);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });
});

test.describe('confirmation page', () => {
  test('offers no trial to someone who just signed up; its buttons share one width on a phone', async ({
    page,
  }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/confirmation');
    await expect(page.getByRole('link', { name: ctaLabels.trial })).toHaveCount(0);
    await expect(page.locator('[data-floating-trial-link]')).toHaveCount(0);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('link', { name: ctaLabels.trial })).toHaveCount(0);
    await page.keyboard.press('Escape');
    const widths = await page
      .getByRole('main')
      .locator('a.btn-primary, a.btn-secondary')
      .evaluateAll((links) => links.map((link) => link.getBoundingClientRect().width));
    expect(widths).toHaveLength(2);
    expect(new Set(widths).size).toBe(1);
  });
});

test.describe('home hero on a phone', () => {
  test('stacks its two buttons at one width', async ({ page }) => {
    await page.setViewportSize(viewports.mobile);
    await page.goto('/');
    const hero = page.getByRole('main').locator('section').first();
    const widths = await hero
      .locator('a.btn-primary, button.btn-secondary')
      .evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().width));
    expect(widths).toHaveLength(2);
    expect(new Set(widths).size).toBe(1);
  });
});

test.describe('social images', () => {
  test('every route in every language has its own og:image, a 1200×630 PNG that answers 200', async ({
    request,
  }) => {
    const images = new Set<string>();
    for (const route of allRoutes) {
      // As a link preview reads it: from the HTML, without running the page's scripts.
      const html = await (await request.get(route.path)).text();
      const tag = /<meta [^>]*property="og:image"[^>]*>/.exec(html)?.[0] ?? '';
      const address = /content="([^"]+)"/.exec(tag)?.[1];
      expect(address, route.path).toBeTruthy();
      images.add(address ?? '');
      const response = await request.get(new URL(address ?? '').pathname);
      expect(response.status(), address ?? '').toBe(200);
      expect(response.headers()['content-type']).toBe('image/png');
      expect(pngSize(await response.body()), address ?? '').toEqual({ width: 1200, height: 630 });
    }
    expect(images.size).toBe(allRoutes.length);
  });
});
