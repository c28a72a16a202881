import { expect, test, type Page } from '@playwright/test';
import {
  expectNoAxeViolations,
  openHydrated,
  saveScreenshot,
  viewports,
  watchConsole,
} from './support';

/*
 * The whole trial signup against the real server and its embedded database (no Stripe keys, so
 * the local test checkout stands in for Stripe). Strings are the site's own, from src/content.
 */

async function startTrial(page: Page, email: string, path = '/pricing'): Promise<void> {
  await openHydrated(page, path);
  await page.getByRole('button', { name: 'Try 30-Days Free Trial' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Start Your Free Trial' });
  await expect(dialog).toBeVisible();
  await dialog.getByPlaceholder('Enter your email address').fill(email);
  await dialog.getByRole('button', { name: 'Start Free Trial' }).click();
}

test.describe('trial signup', () => {
  test('a new e-mail goes through the test checkout to the confirmation, then exists', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    const email = `trial-${Date.now()}@example.com`;

    await startTrial(page, email);
    await page.waitForURL(/\/checkout\/test\/cs_local_/);
    await expect(page.getByRole('heading', { level: 1, name: 'Test checkout' })).toBeVisible();
    await expect(page.getByText('Test mode')).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await expectNoAxeViolations(page);
    for (const [name, size] of Object.entries(viewports)) {
      await page.setViewportSize(size);
      await saveScreenshot(page, `test-checkout-${name}`);
    }

    await page.getByRole('button', { name: 'Complete test payment' }).click();
    await page.waitForURL(/\/confirmation\?session_id=cs_local_/);
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();

    await startTrial(page, email.toUpperCase());
    const dialog = page.getByRole('dialog', { name: 'Start Your Free Trial' });
    await expect(dialog.getByText('Email already exists!')).toBeVisible();
    await expect(page).toHaveURL(/\/pricing$/);
    expect(problems).toEqual([]);
  });

  test('a campaign tag cut inside an emoji never costs the signup', async ({ page }) => {
    const problems = watchConsole(page);
    const email = `emoji-${Date.now()}@example.com`;
    const createCustomer = page.waitForResponse((response) =>
      response.url().endsWith('/api/customers/create-customer'),
    );
    await startTrial(page, email, `/pricing?utm_content=${'a'.repeat(199)}%F0%9F%98%80`);
    expect((await createCustomer).status()).toBe(200);
    await page.waitForURL(/\/checkout\/test\/cs_local_/);
    await page.getByRole('button', { name: 'Complete test payment' }).click();
    await expect(page.getByRole('heading', { name: 'Payment Successful!' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an abandoned checkout can be started again with the same e-mail', async ({ page }) => {
    const email = `abandoned-${Date.now()}@example.com`;
    await startTrial(page, email);
    await page.waitForURL(/\/checkout\/test\//);
    const firstCheckout = page.url();

    await page.getByRole('link', { name: 'Cancel and return to pricing' }).click();
    await page.waitForURL(/\/pricing\?billing=monthly&level=3&currency=USD$/);
    await startTrial(page, ` ${email.toUpperCase()} `);
    await page.waitForURL(/\/checkout\/test\//);
    expect(page.url()).not.toBe(firstCheckout);
    await expect(page.getByText(email.trim())).toBeVisible();
  });
});
