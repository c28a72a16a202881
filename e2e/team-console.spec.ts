import { expect, test, type Browser, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { e2eTeamMembers } from '../playwright.config';
import copyFile from '../src/content/team-console/en.json' with { type: 'json' };
import { teamPaths } from '../shared/contracts/teamConsole';
import { beaconPath } from '../shared/contracts/visitCounting';
import { outcomesFixture, reportFixture, signupsFixture } from '../src/team/reportFixture.testkit';
import { siteCopy } from '../test/siteCopy';
import {
  cacheTheFont,
  expectNoAxeViolations,
  openHydrated,
  viewports,
  watchConsole,
} from './support';
import { askForLink, messagesTo, signIn, signInLinkFor } from './teamSession';

/*
 * The team's console against the real server: a visitor from a campaign signs up, and a member
 * of the team signs in by an e-mailed link and finds that visit in the funnel, the signup in the
 * table and the CSV, and the visited pages' vitals. Then the console with a month of figures
 * from several sources (the report answered by a fixture), as a marketer reads it at 1,280 and
 * 375 px. Strings are the console's own copy.
 */

const copy = copyFile;
const { trialDialogText, testCheckoutText } = siteCopy('en');

/** Resolves once the page has reported `step`, which it does by itself once it has loaded. */
const reported = (page: Page, step: string, path?: string) =>
  page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === beaconPath &&
      (request.postData() ?? '').includes(`"step":"${step}"`) &&
      (path === undefined || (request.postData() ?? '').includes(`"path":"${path}"`)),
  );

/** A visitor from the newsletter who takes the trial through the test checkout. */
async function visitAndSignUp(browser: Browser, campaign: string, email: string): Promise<void> {
  // A visitor is a daily hash of the address and the browser: every test's browser shares the
  // address, so this one has a browser of its own, whose first visit today is this one.
  const context = await browser.newContext({
    userAgent: `Visitor from the newsletter ${campaign}`,
  });
  const page = await context.newPage();
  const visited = reported(page, 'visit');
  await openHydrated(page, `/?utm_source=news&utm_medium=email&utm_campaign=${campaign}`);
  await visited;
  const sawPricing = reported(page, 'pricing');
  await openHydrated(page, '/pricing');
  await sawPricing;
  await page.getByRole('button', { name: 'Try 30-Days Free Trial' }).first().click();
  const dialog = page.getByRole('dialog', { name: trialDialogText.title });
  await dialog.getByPlaceholder(trialDialogText.emailPlaceholder).fill(email);
  await dialog.getByRole('button', { name: trialDialogText.submit }).click();
  await page.waitForURL(/\/checkout\/test\/cs_local_/);
  // The confirmation is the visit's second page: its visitor did not see one page only.
  const confirmed = reported(page, 'page', '/confirmation');
  await page.getByRole('button', { name: testCheckoutText.complete }).click();
  await page.waitForURL(/\/confirmation\?session_id=cs_local_/);
  await confirmed;
  // Leaving the page sends its last beacon (the vitals it measured).
  await context.close();
}

test('a member signs in by an e-mailed link, once, and finds the signup in the table and the CSV', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  // Other tests come from the same newsletter; this visitor's campaign is its own.
  const campaign = `spring-${Date.now()}`;
  const email = `team-view-${Date.now()}@example.com`;
  const stranger = `stranger-${Date.now()}@example.com`;
  await visitAndSignUp(browser, campaign, email);

  await askForLink(page, stranger);
  const link = await signIn(page);
  expect(await messagesTo(stranger)).toEqual([]);

  await page.goto(`${teamPaths.console}?source=news&campaign=${campaign}`);
  const signups = page.getByRole('region', { name: copy.signups.tableLabel });
  const row = signups.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText(copy.signups.states.completed);
  await expect(row).toContainText(`news (${copy.channels.email}) / ${campaign}`);
  await expect(row).toContainText(/welcome e-mail/i);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: copy.signups.downloadCsv }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(email);
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);

  // The same link a second time: spent.
  const again = await browser.newPage();
  await again.goto(link);
  await again.getByRole('button', { name: copy.signIn.button }).click();
  await expect(again.getByRole('alert')).toHaveText(copy.signIn.spent);
  await expect(again.getByRole('link', { name: copy.signIn.askAgain })).toHaveAttribute(
    'href',
    teamPaths.console,
  );
  await again.close();
});

test('the console shows a campaign’s visitor at every step of the funnel and the pages’ vitals', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const campaign = `spring-${Date.now()}`;
  await visitAndSignUp(browser, campaign, `funnel-${Date.now()}@example.com`);
  await signIn(page, e2eTeamMembers.funnel);
  const problems = watchConsole(page);

  await page.goto(`${teamPaths.console}?period=today&source=news&campaign=${campaign}`);
  const funnel = page.getByRole('list', { name: copy.funnel.chartLabel });
  const bySource = page.getByRole('table', { name: copy.funnel.bySourceHeading });
  const vitals = page.getByRole('region', { name: copy.vitals.tableLabel });
  // Beacons are written in batches: the counts appear within moments. The confirmation page's
  // beacon (its second page: not a one-page visit) and the pages' last beacons (their vitals,
  // sent as they are left) may come after the trial's completion.
  await expect(async () => {
    await page.reload();
    const steps = funnel.getByRole('listitem');
    await expect(steps).toHaveCount(5, { timeout: 2000 });
    for (const [index, step] of Object.values(copy.funnel.steps).entries()) {
      await expect(steps.nth(index)).toContainText(new RegExp(`${step}1\\b`), { timeout: 1000 });
    }
    await expect(bySource.getByRole('row', { name: new RegExp(campaign) })).toContainText(
      'news' + copy.channels.email + campaign + '11111' + '0%' + '100%',
      { timeout: 1000 },
    );
    for (const path of ['/', '/pricing']) {
      await expect(vitals.getByRole('rowheader', { name: path, exact: true })).toBeVisible({
        timeout: 1000,
      });
    }
  }).toPass({ timeout: 30_000 });
  expect(problems).toEqual([]);
});

test('the sign-in pages are accessible and fit a 375 px screen', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  const asked = new Date();
  await askForLink(page, e2eTeamMembers.pages);
  await expectNoAxeViolations(page);

  await page.goto(await signInLinkFor(e2eTeamMembers.pages, asked));
  await expectNoAxeViolations(page);
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits).toBe(true);
});

test('the team’s pages stay out of search engines and load no visit counting', async ({
  page,
  request,
}) => {
  for (const path of [teamPaths.console, teamPaths.signIn]) {
    const answer = await request.get(path);
    expect(answer.headers()['x-robots-tag']).toContain('noindex');
    expect(await answer.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  }
  const beacons: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).pathname.startsWith('/api/')) beacons.push(sent.url());
  });
  await page.goto(teamPaths.console);
  await expect(page.getByLabel(copy.requestLink.emailLabel)).toBeVisible();
  await page.goto('about:blank');
  expect(beacons).toEqual([]);
  const sitemap = await (await request.get('/sitemap-0.xml')).text();
  expect(sitemap).not.toContain('/team');
});

/**
 * The console as a signed-in member sees it on 30 November 2026, its API answered by a month of
 * figures from several sources and days (src/team/reportFixture.testkit.ts).
 */
async function openConsoleWithAMonth(page: Page): Promise<{ reports: string[] }> {
  const reports: string[] = [];
  await page.clock.setFixedTime(new Date('2026-11-30T15:00:00Z'));
  await page.route(`**${teamPaths.api.me}`, (route) =>
    route.fulfill({ json: { email: 'marketing@adhelm.test' } }),
  );
  await page.route(`**${teamPaths.api.signups}?*`, (route) =>
    route.fulfill({ json: signupsFixture() }),
  );
  await page.route(`**${teamPaths.api.outcomes}?*`, (route) =>
    route.fulfill({ json: outcomesFixture() }),
  );
  await page.route(`**${teamPaths.api.report}?*`, (route) => {
    const query = new URL(route.request().url()).searchParams;
    reports.push(query.toString());
    return route.fulfill({
      json: reportFixture({ from: query.get('from') ?? '', to: query.get('to') ?? '' }),
    });
  });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await cacheTheFont(page);
  await page.goto(`${teamPaths.console}?period=30d`);
  await expect(page.getByRole('heading', { level: 2, name: copy.vitals.heading })).toBeVisible();
  await expect(page.getByRole('region', { name: copy.signups.tableLabel })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(() => document.fonts.ready);
  return { reports };
}

for (const [name, viewport] of Object.entries(viewports)) {
  test(`the console with a month of figures reads well and looks as approved at ${viewport.width} px`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const problems = watchConsole(page);
    const { reports } = await openConsoleWithAMonth(page);
    expect(reports).toEqual(['from=2026-11-01&to=2026-11-30']);
    await expect(page.getByText('1–30 November 2026, compared with 2–31 October')).toBeVisible();

    await expectNoAxeViolations(page);
    const fits = await page.evaluate(
      () => document.documentElement.scrollWidth <= window.innerWidth,
    );
    expect(fits).toBe(true);
    // No table scrolls sideways, and no word (a path, an address) is broken inside.
    const overflowing = await page.evaluate(() =>
      [...document.querySelectorAll('main table, main [role="region"], main td, main th')]
        .filter((box) => box.scrollWidth > box.clientWidth + 1)
        .map((box) => box.getAttribute('aria-label') ?? box.textContent?.slice(0, 40)),
    );
    expect(overflowing).toEqual([]);
    const brokenInWords = await page.evaluate(() =>
      [...document.querySelectorAll('main td, main th')]
        .filter((cell) => {
          const style = getComputedStyle(cell);
          return style.wordBreak === 'break-all' || style.overflowWrap === 'anywhere';
        })
        .map((cell) => cell.textContent),
    );
    expect(brokenInWords).toEqual([]);
    const bySource = page.getByRole('table', { name: copy.funnel.bySourceHeading });
    if (viewport.width >= 1024) {
      // Every column of the table by source in view: none hidden behind a sideways scroll.
      await expect(bySource).toBeVisible();
      const overflow = await bySource.evaluate(
        (table) => table.scrollWidth - (table.parentElement?.clientWidth ?? 0),
      );
      expect(overflow).toBeLessThanOrEqual(0);
      await expect(bySource.getByRole('columnheader')).toHaveCount(10);
    } else {
      // Rows become cards.
      await expect(bySource).toBeHidden();
      await expect(
        page.getByText(`${copy.funnel.sourceColumns.campaign}: black-friday-2026`),
      ).toBeVisible();
    }
    await expect(page).toHaveScreenshot(`console-${name}.png`, { fullPage: true, timeout: 20_000 });
    expect(problems).toEqual([]);
  });
}
