import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Request,
} from '@playwright/test';
import { readFileSync } from 'node:fs';
import { beaconBodySchema, type BeaconEvent } from '../shared/contracts/beaconSchema';
import { funnelSteps, beaconPath } from '../shared/contracts/visitCounting';
import { siteCopy } from '../test/siteCopy';
import { waitForIslands } from './support';
import { signIn, todayUtc, todaysReport } from './teamSession';
import { outcomeAnswerSchema, teamPaths } from '../shared/contracts/teamConsole';
import teamCopy from '../src/content/team-console/en.json' with { type: 'json' };
import { e2eTeamMembers } from '../playwright.config';

/*
 * Visits counted end to end: the built pages post their beacons from Chromium to the real server,
 * with no interaction but what a visitor does, and the console's report
 * (`teamPaths.api.report`) counts them. Each visitor has a source of its own, so the report
 * filtered by it holds that visitor alone.
 */

/**
 * A visitor of its own: the server tells visitors apart by a daily hash of address and browser,
 * and every test's browser shares the address. A browser of its own, started with its own user
 * agent: the beacon a page hands over as it unloads leaves with the browser's, not a context's.
 */
async function newVisitor(browser: Browser, name: string) {
  const launchOptions = test.info().project.use.launchOptions ?? {};
  const userAgent = `Visitor ${name}`;
  const own = await browser.browserType().launch({
    ...launchOptions,
    args: [...(launchOptions.args ?? []), `--user-agent=${userAgent}`],
  });
  const context = await own.newContext({ userAgent });
  context.on('close', () => void own.close());
  return { context, page: await context.newPage() };
}

const eventsOf = (request: Request): BeaconEvent[] =>
  new URL(request.url()).pathname === beaconPath
    ? beaconBodySchema.parse(JSON.parse(request.postData() ?? '')).events
    : [];

/** The next beacon of the visitor's that carries an event `matching`. */
const beaconWith = (context: BrowserContext, matching: (event: BeaconEvent) => boolean) =>
  context.waitForEvent('request', {
    predicate: (request) => eventsOf(request).some(matching),
    timeout: 15_000,
  });

test('a bounce from a campaign link is counted with its source, and its LCP recorded', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  const source = `bounce-${Date.now()}`;
  const campaign = `autumn-${source}`;
  await signIn(page, e2eTeamMembers.bounce);
  const samplesOfHome = async () =>
    (await todaysReport(page)).vitals.find((vital) => vital.path === '/')?.samples ?? 0;
  const samplesBefore = await samplesOfHome();

  const visitor = await newVisitor(browser, source);
  const visited = beaconWith(
    visitor.context,
    (event) => event.type === 'step' && event.step === 'visit',
  );
  // web-vitals comes after the load event: a visitor gone before it listens has nothing measured.
  const vitalsChunk = visitor.page.waitForResponse((response) => /\/vitals\./.test(response.url()));
  await visitor.page.goto(`/?utm_source=${source}&utm_campaign=${campaign}`, {
    referer: 'https://news.example/autumn-issue',
  });
  // No click, key, scroll or pointer movement: the page counts itself once it has loaded.
  expect(eventsOf(await visited)).toEqual([
    {
      type: 'step',
      step: 'visit',
      path: '/',
      locale: 'en',
      device: 'desktop',
      source,
      campaign,
      referrer: 'https://news.example',
    },
    { type: 'step', step: 'page', path: '/', locale: 'en', device: 'desktop' },
  ]);
  // The visitor leaves for another site: the page's vitals go as it is hidden. (The browser
  // sends them as the page unloads, where Playwright sees no request: the server tells.)
  await (await vitalsChunk).finished();
  await visitor.page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
  await visitor.page.goto('about:blank');

  // The browser stays open while the server is asked: closing it at once could cancel the
  // beacon the page handed over as it unloaded, which a visitor's browser would still send.
  await expect(async () => {
    const report = await todaysReport(page, { source });
    expect(report.funnel.steps.find(({ step }) => step === 'visit')?.visitors).toBe(1);
    expect(report.funnel.steps.find(({ step }) => step === 'pricing')?.visitors).toBe(0);
    expect(report.funnel.bySource).toContainEqual(expect.objectContaining({ source, campaign }));
    expect(report.totals.visitors.current).toBe(1);
  }).toPass({ timeout: 20_000 });
  await expect(async () => {
    const home = (await todaysReport(page)).vitals.find((vital) => vital.path === '/');
    expect(home?.samples ?? 0).toBeGreaterThan(samplesBefore);
    expect(home?.lcp_p75).not.toBeNull();
  }).toPass({ timeout: 20_000 });
  expect(await samplesOfHome()).toBeGreaterThan(samplesBefore);
  await visitor.context.close();
});

test('a visitor who lands on /de from a campaign and taps Preise at once is counted at every step, with that source', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const source = `at-once-${Date.now()}`;
  const { trialDialogText, testCheckoutText, pricingCard } = siteCopy('de');
  const visitor = await newVisitor(browser, source);
  await visitor.page.goto(`/de?utm_source=${source}&utm_campaign=launch`);
  // At once: no waiting for the page to settle, the counting or the browser to be idle.
  await visitor.page.getByRole('banner').getByRole('link', { name: 'Preise', exact: true }).click();
  await visitor.page.waitForURL('**/de/pricing');
  await waitForIslands(visitor.page);
  await visitor.page
    .getByRole('article')
    .getByRole('button', { name: pricingCard.ctaLabel })
    .first()
    .click();
  const dialog = visitor.page.getByRole('dialog', { name: trialDialogText.title });
  await dialog.getByLabel(trialDialogText.emailLabel).fill(`${source}@example.de`);
  await dialog.getByRole('button', { name: trialDialogText.submit }).click();
  await visitor.page.waitForURL(/\/checkout\/test\/cs_local_/);
  await visitor.page.getByRole('button', { name: testCheckoutText.complete }).click();
  await visitor.page.waitForURL(/\/de\/confirmation\?session_id=cs_local_/);
  await visitor.context.close();

  await signIn(page, e2eTeamMembers.landing);
  await expect(async () => {
    const report = await todaysReport(page, { source });
    expect(report.funnel.steps.map(({ step, visitors }) => [step, visitors])).toEqual(
      funnelSteps.map((step) => [step, 1]),
    );
    expect(report.funnel.bySource).toContainEqual(
      expect.objectContaining({ source, campaign: 'launch' }),
    );
    expect(report.totals.visitors.current).toBe(1);
    expect(report.totals.trialsStarted.current).toBe(1);
    expect(report.totals.trialsCompleted.current).toBe(1);
  }).toPass({ timeout: 20_000 });
});

test('an untagged visit from Bing is counted under Bing (search) through to a trial, and its trial ended now shows as a paying customer within 10 s', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const { trialDialogText, testCheckoutText, pricingCard } = siteCopy('en');
  const email = `bing-${Date.now()}@example.com`;
  const visitor = await newVisitor(browser, email);
  await visitor.page.goto('/pricing', { referer: 'https://www.bing.com/' });
  await waitForIslands(visitor.page);
  await visitor.page
    .getByRole('article')
    .getByRole('button', { name: pricingCard.ctaLabel })
    .first()
    .click();
  const dialog = visitor.page.getByRole('dialog', { name: trialDialogText.title });
  await dialog.getByLabel(trialDialogText.emailLabel).fill(email);
  await dialog.getByRole('button', { name: trialDialogText.submit }).click();
  await visitor.page.waitForURL(/\/checkout\/test\/cs_local_/);
  const checkoutAddress = visitor.page.url();
  await visitor.page.getByRole('button', { name: testCheckoutText.complete }).click();
  await visitor.page.waitForURL(/\/confirmation\?session_id=cs_local_/);

  // As Stripe's test clocks do: the trial ends now and its first payment goes through.
  await visitor.page.goto(checkoutAddress);
  await visitor.page.getByRole('button', { name: testCheckoutText.trialEndPaid }).click();
  await expect(visitor.page.getByRole('status')).toHaveText(testCheckoutText.trialEndRecorded);
  const endedAt = Date.now();
  await visitor.context.close();

  await signIn(page, e2eTeamMembers.paying);
  await expect(async () => {
    const query = new URLSearchParams({ from: todayUtc(), to: todayUtc(), source: 'Bing' });
    const answer = await page.request.get(`${teamPaths.api.outcomes}?${query}`);
    const outcomes = outcomeAnswerSchema.parse(await answer.json());
    expect(outcomes.groups.source).toEqual([
      expect.objectContaining({ name: 'Bing', channel: 'search', trials: 1, paying: 1 }),
    ]);
  }).toPass({ timeout: 10_000 });
  expect(Date.now() - endedAt).toBeLessThan(10_000);
  await expect(async () => {
    const report = await todaysReport(page, { source: 'Bing' });
    expect(report.funnel.bySource).toEqual([
      expect.objectContaining({ channel: 'search', source: 'Bing', campaign: '(none)' }),
    ]);
    expect(report.funnel.steps.map(({ step, visitors }) => [step, visitors])).toEqual(
      funnelSteps.map((step) => [step, 1]),
    );
  }).toPass({ timeout: 20_000 });

  // What the marketer sees: the console filtered by Bing, its chip, and the paying customer.
  await page.goto(`${teamPaths.console}?period=today&source=Bing`);
  await expect(
    page.getByRole('list', { name: teamCopy.filters.chipsLabel }).getByRole('button'),
  ).toHaveAccessibleName('Remove the filter Source: Bing');
  const outcomes = page.getByRole('region', { name: teamCopy.outcomes.heading });
  const payingRow = outcomes.getByRole('row', { name: /^Bing \(Search\) 1 1 1 / });
  await expect(payingRow).toBeVisible();

  // The statistics CSV holds what the screen shows, for the same period and filter.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: teamCopy.console.statisticsCsv }).click(),
  ]);
  const csv = readFileSync((await download.path()) ?? '', 'utf8')
    .trim()
    .split('\r\n')
    .map((line) => line.split(',').map((cell) => cell.replace(/^"|"$/g, '')));
  const screenCells = async (row: Locator) =>
    (await row.locator('th, td').allInnerTexts()).map((text) => text.trim());
  const paying = csv.find((line) => line[0] === 'paying_by_source');
  const shown = await screenCells(payingRow);
  expect(paying?.slice(8)).toEqual([...shown.slice(1, 4), shown[4]?.replace('$', '')]);
  const bySource = page.getByRole('table', { name: teamCopy.funnel.bySourceHeading });
  const funnelRow = await screenCells(bySource.getByRole('row', { name: /^Bing/ }));
  const funnel = csv.find((line) => line[0] === 'funnel_by_source');
  expect([funnel?.[4], ...(funnel?.slice(6, 10) ?? [])]).toEqual(funnelRow.slice(3, 8));
});
