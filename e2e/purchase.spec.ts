import { expect, test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir } from '../playwright.config';
import { trialEndDate } from '../shared/facts/plan';
import { formatDay } from '../shared/language/localeFormat';
import { expectNoAxeViolations, openHydrated, viewports, watchConsole } from './support';
import { signupCallPaths } from '../shared/contracts/signupApi';
import { siteCopy } from '../test/siteCopy';
import { spreadsheetCells } from '../test/spreadsheetCells';

const { pricingCalculator, trialDialogText, testCheckoutText } = siteCopy('en');

/*
 * The purchase as a visitor from a campaign makes it, against the real server on its embedded
 * database with the local test checkout: the plan travels to the checkout, the welcome e-mail
 * lands in the server's mailbox, and `npm run signups` shows where the signup came from.
 */

const mailbox = join(e2eDataDir, 'mailbox');

function mailboxMessageTo(email: string): string | undefined {
  const files = (() => {
    try {
      return readdirSync(mailbox).filter((name) => name.endsWith('.eml'));
    } catch {
      return [];
    }
  })();
  return files
    .map((name) => readFileSync(join(mailbox, name), 'utf8'))
    .find((message) => message.includes(`To: ${email}`));
}

test('a visitor from a campaign starts an annual Ultimate trial, gets the welcome e-mail and is listed with the campaign', async ({
  page,
}) => {
  const problems = watchConsole(page);
  const email = `buyer-${Date.now()}@example.com`;

  await openHydrated(page, '/?utm_source=news&utm_campaign=spring');
  await openHydrated(page, '/pricing');
  await page
    .getByRole('group', { name: pricingCalculator.billingLegend })
    .locator('label', { hasText: pricingCalculator.periods.annual })
    .click();
  await page
    .getByRole('group', { name: pricingCalculator.stepsLabel })
    .getByRole('button', { name: 'Ultimate: $100,000+', exact: true })
    .click();
  await page.getByRole('button', { name: 'Try 30-Days Free Trial' }).first().click();

  const dialog = page.getByRole('dialog', { name: trialDialogText.title });
  await expect(dialog).toContainText(
    'Ultimate · $100,000+ ad spend · $470/year after your 30-day trial',
  );
  await dialog.getByPlaceholder(trialDialogText.emailPlaceholder).fill(email);
  await dialog.getByRole('button', { name: trialDialogText.submit }).click();

  await page.waitForURL(/\/checkout\/test\/cs_local_/);
  const checkout = page.getByRole('main');
  await expect(checkout).toContainText('Ultimate');
  await expect(checkout).toContainText('$100,000+');
  await expect(checkout).toContainText(testCheckoutText.billing.annual);
  await expect(checkout).toContainText(`${testCheckoutText.dueLabel}$0.00`);
  await expect(checkout).toContainText(
    `then $470/year from ${formatDay(trialEndDate(new Date()))}`,
  );
  await expect(checkout).toContainText(testCheckoutText.cancelAnytime);
  await expect(page.getByRole('img', { name: testCheckoutText.logoAlt })).toBeVisible();
  const interLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (font) => font.family.includes('Inter') && font.status === 'loaded',
    );
  });
  expect(interLoaded).toBe(true);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: testCheckoutText.complete }).click();
  await page.waitForURL(/\/confirmation\?session_id=cs_local_/);

  const message = await expect
    .poll(() => mailboxMessageTo(email) ?? '', { timeout: 15_000 })
    .toContain('Subject: Welcome to AdHelm')
    .then(() => mailboxMessageTo(email) ?? '');
  expect(message).toContain('Ultimate');
  expect(message).toContain('/welcome?token=');

  const csv = execFileSync('npm', ['run', '--silent', 'signups', '--', '--since', '1h', '--csv'], {
    env: { ...process.env, DATA_DIR: e2eDataDir },
    encoding: 'utf8',
  });
  const [headers = [], ...rows] = spreadsheetCells(csv, ',');
  const cells = rows.find((row) => row[0] === email) ?? [];
  const row = Object.fromEntries(headers.map((header, index) => [header, cells[index]]));
  expect(row).toMatchObject({
    level: 'ultimate',
    billing: 'annual',
    utm_source: 'news',
    utm_campaign: 'spring',
    locale: 'en',
    welcome_email: 'delivered',
    platform_event: 'skipped',
  });
  expect(problems).toEqual([]);
});

test('the test checkout keeps a long e-mail whole on a 375 px screen', async ({
  page,
  request,
}) => {
  const email = `first.middle-name.lastname-${Date.now()}@marketing-department.example-company.co.uk`;
  const { customerId } = (await (
    await request.post(signupCallPaths.createCustomer, { data: { email } })
  ).json()) as { customerId: string };
  const checkoutUrl = await (
    await request.post(signupCallPaths.createCheckoutSession, { data: { customerId } })
  ).text();
  await page.setViewportSize(viewports.mobile);
  await page.goto(new URL(checkoutUrl).pathname);

  const layout = await page.locator('dd.email').evaluate((element) => {
    // Every part between the break opportunities (before "@" and dots) stays on one line.
    const linesPerWord = [...element.querySelectorAll('span')].map((part) => {
      const range = document.createRange();
      range.selectNodeContents(part);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    });
    return {
      text: element.textContent,
      linesPerWord,
      fits: element.scrollWidth <= element.clientWidth,
      pageFits: document.documentElement.scrollWidth <= window.innerWidth,
    };
  });
  expect(layout.text).toBe(email);
  expect(layout.linesPerWord.length).toBeGreaterThan(3);
  expect(layout.linesPerWord.every((lines) => lines === 1)).toBe(true);
  expect(layout.fits).toBe(true);
  expect(layout.pageFits).toBe(true);
});
