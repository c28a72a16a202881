import { expect, test, type Browser, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eDataDir, e2eTeamEmail } from '../playwright.config';
import copyFile from '../src/content/team-console/en.json' with { type: 'json' };
import { teamPaths } from '../shared/contracts/teamConsole';
import { beaconPath } from '../shared/contracts/visitCounting';
import { siteCopy } from '../test/siteCopy';
import { expectNoAxeViolations, openHydrated, viewports, watchConsole } from './support';

/*
 * The team's console against the real server: a visitor from a campaign signs up, and a member
 * of the team signs in by an e-mailed link and finds that visit in the funnel, the signup in the
 * table and the CSV, and the visited pages' vitals. Strings are the console's own copy.
 */

const copy = copyFile;
const { trialDialogText, testCheckoutText } = siteCopy('en');
const mailbox = join(e2eDataDir, 'mailbox');

/** Every message in the server's local mailbox addressed to `email`, parsed. */
async function messagesTo(email: string) {
  let files: string[] = [];
  try {
    files = readdirSync(mailbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
  const messages = await Promise.all(
    files.map((name) => simpleParser(readFileSync(join(mailbox, name)))),
  );
  return messages.filter((message) => message.to && JSON.stringify(message.to).includes(email));
}

/** The sign-in link of the newest e-mail to `email` that carries one. */
async function signInLinkFor(email: string, after: Date): Promise<string> {
  let link = '';
  await expect
    .poll(
      async () => {
        const fresh = (await messagesTo(email)).filter(
          (message) => (message.date ?? new Date(0)) >= new Date(after.getTime() - 1000),
        );
        const texts = fresh.map((message) => message.text ?? '');
        link = texts.map((text) => /https?:\/\/\S+#token=\S+/.exec(text)?.[0]).find(Boolean) ?? '';
        return link;
      },
      { timeout: 15_000 },
    )
    .toContain(`${teamPaths.signIn}#token=`);
  return link;
}

async function askForLink(page: Page, email: string): Promise<void> {
  await page.goto(teamPaths.console);
  await page.getByLabel(copy.requestLink.emailLabel).fill(email);
  await page.getByRole('button', { name: copy.requestLink.submit }).click();
  await expect(page.getByRole('status')).toHaveText(
    copy.requestLink.sent.replace('{minutes}', '15'),
  );
}

/**
 * Moves the pointer, as a visitor does: the page loads its visit counting on the first
 * interaction. Resolves once the page has reported `step`.
 */
async function interactUntilReported(page: Page, step: string): Promise<void> {
  const reported = page.waitForRequest(
    (request) =>
      new URL(request.url()).pathname === beaconPath &&
      (request.postData() ?? '').includes(`"step":"${step}"`),
  );
  await page.mouse.move(120, 160);
  await page.mouse.move(240, 320);
  await reported;
}

/** A visitor from the newsletter who takes the trial through the test checkout. */
async function visitAndSignUp(browser: Browser, campaign: string, email: string): Promise<void> {
  // A visitor is a daily hash of the address and the browser: every test's browser shares the
  // address, so this one has a browser of its own, whose first visit today is this one.
  const context = await browser.newContext({
    userAgent: `Visitor from the newsletter ${campaign}`,
  });
  const page = await context.newPage();
  await openHydrated(page, `/?utm_source=news&utm_campaign=${campaign}`);
  await interactUntilReported(page, 'visit');
  await openHydrated(page, '/pricing');
  await interactUntilReported(page, 'pricing');
  await page.getByRole('button', { name: 'Try 30-Days Free Trial' }).first().click();
  const dialog = page.getByRole('dialog', { name: trialDialogText.title });
  await dialog.getByPlaceholder(trialDialogText.emailPlaceholder).fill(email);
  await dialog.getByRole('button', { name: trialDialogText.submit }).click();
  await page.waitForURL(/\/checkout\/test\/cs_local_/);
  await page.getByRole('button', { name: testCheckoutText.complete }).click();
  await page.waitForURL(/\/confirmation\?session_id=cs_local_/);
  // Leaving the page sends its last beacon (the vitals it measured).
  await context.close();
}

/** Asks for a link as the team member, opens it from the mailbox and presses Sign in. */
async function signIn(page: Page): Promise<string> {
  const asked = new Date();
  await askForLink(page, e2eTeamEmail);
  const link = await signInLinkFor(e2eTeamEmail, asked);
  // The link itself spends nothing (a mail scanner may follow it): the member presses Sign in.
  await page.goto(link);
  await expect(page).toHaveURL(new RegExp(`${teamPaths.signIn}$`));
  await page.getByRole('button', { name: copy.signIn.button }).click();
  await page.waitForURL(new RegExp(`${teamPaths.console}$`));
  await expect(page.getByRole('button', { name: copy.console.signOut })).toBeVisible();
  return link;
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
  // Watched once signed in: without a session the page's own check is answered 401.
  const problems = watchConsole(page);

  await page.goto(`${teamPaths.console}?source=news&campaign=${campaign}`);
  const signups = page.getByRole('region', { name: copy.signups.tableLabel });
  const row = signups.getByRole('row', { name: new RegExp(email) });
  await expect(row).toContainText(copy.signups.states.completed);
  await expect(row).toContainText(`news / ${campaign}`);
  await expect(row).toContainText(copy.deliveries.kinds['welcome-email']);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: copy.signups.downloadCsv }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? '', 'utf8');
  expect(csv).toContain(email);
  expect(csv.trim().split(/\r?\n/)).toHaveLength(2);
  expect(problems).toEqual([]);

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
  await signIn(page);

  await page.goto(`${teamPaths.console}?source=news&campaign=${campaign}`);
  const funnel = page.getByRole('region', { name: copy.funnel.tableLabel });
  // Beacons are written in batches: the count appears within moments.
  await expect(async () => {
    await page.reload();
    for (const step of Object.values(copy.funnel.steps)) {
      await expect(funnel.getByRole('row', { name: new RegExp(step) })).toContainText(
        /^\d+\. .+1100(\.0)?%/,
        { timeout: 1000 },
      );
    }
  }).toPass({ timeout: 30_000 });
  const bySource = page.getByRole('region', { name: copy.funnel.bySourceHeading });
  await expect(bySource.getByRole('row', { name: new RegExp(campaign) })).toContainText(
    'news' + campaign + '11111' + '100%',
  );

  const vitals = page.getByRole('region', { name: copy.vitals.tableLabel });
  for (const path of ['/', '/pricing']) {
    await expect(vitals.getByRole('rowheader', { name: path, exact: true })).toBeVisible();
  }
});

test('the console is accessible and fits a 375 px screen, signed in and not', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  const asked = new Date();
  await askForLink(page, e2eTeamEmail);
  await expectNoAxeViolations(page);

  await page.goto(await signInLinkFor(e2eTeamEmail, asked));
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: copy.signIn.button }).click();
  await page.waitForURL(new RegExp(`${teamPaths.console}$`));
  await expect(page.getByRole('heading', { level: 2, name: copy.vitals.heading })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
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
