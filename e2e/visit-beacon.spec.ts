import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { beaconBodySchema, type BeaconEvent } from '../shared/contracts/beaconSchema';
import { beaconPath } from '../shared/contracts/visitCounting';
import { ATTRIBUTION_STORAGE_KEY } from '../src/signup/attribution';
import { openHydrated } from './support';
import { siteCopy } from '../test/siteCopy';

const { pricingCard } = siteCopy('en');

/** Every request the browser makes, and the beacons' events, as the page sends them. */
function watchRequests(context: BrowserContext) {
  const urls: string[] = [];
  const beacons: BeaconEvent[][] = [];
  context.on('request', (request) => {
    urls.push(request.url());
    if (new URL(request.url()).pathname === beaconPath) {
      expect(request.method()).toBe('POST');
      beacons.push(beaconBodySchema.parse(JSON.parse(request.postData() ?? '')).events);
    }
  });
  return { urls, beacons };
}

/** Records every key a page writes to localStorage or sessionStorage. */
async function recordStorageWrites(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const written: string[] = [];
    Object.assign(window, { storageWrites: written });
    const setItem = Storage.prototype.setItem;
    Storage.prototype.setItem = function (key: string, value: string) {
      written.push(key);
      setItem.call(this, key, value);
    };
  });
  return () =>
    page.evaluate(() => (window as unknown as { storageWrites: string[] }).storageWrites);
}

/** A headless tab is never hidden: tells the page, and web-vitals, that it is. */
const hide = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
  });

test.describe('visit beacon', () => {
  test('posts the visit with its campaign tags to the same origin with no interaction, and nothing else', async ({
    page,
    context,
    baseURL,
  }) => {
    const { urls, beacons } = watchRequests(context);
    const storageWrites = await recordStorageWrites(page);
    await page.goto('/cases?utm_source=newsletter&utm_campaign=spring&ref=1');

    await expect.poll(() => beacons.length).toBe(1);
    const page_ = { path: '/cases', locale: 'en', device: 'desktop' };
    expect(beacons[0]).toEqual([
      { type: 'step', step: 'visit', ...page_, source: 'newsletter', campaign: 'spring' },
      { type: 'step', step: 'page', ...page_ },
    ]);

    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    // The visit's first-touch attribution for a signup is its own feature; nothing else is kept.
    for (const key of await storageWrites()) expect(key).toBe(ATTRIBUTION_STORAGE_KEY);
    const origin = new URL(baseURL ?? '').origin;
    for (const url of urls) expect(new URL(url).origin).toBe(origin);
  });

  test('sends the vitals in one beacon when the page is hidden', async ({ page, context }) => {
    const { beacons } = watchRequests(context);
    // web-vitals comes after the load event; hiding the page before it listens would measure nothing.
    const vitalsChunk = page.waitForResponse((response) => /\/vitals\./.test(response.url()));
    await page.goto('/de');
    await expect.poll(() => beacons.length).toBe(1);
    expect(beacons[0]).toMatchObject([
      { step: 'visit', path: '/de', locale: 'de' },
      { step: 'page', path: '/de', locale: 'de' },
    ]);
    await (await vitalsChunk).finished();
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));

    await hide(page);
    await expect.poll(() => beacons.length).toBe(2);
    const vitals = beacons[1] ?? [];
    const names = vitals.map((event) => (event.type === 'vital' ? event.name : event.step));
    // LCP waits for a real hiding (a trusted event), which this test cannot make; the bounce in
    // e2e/visit-counting.spec.ts leaves the page for real and finds its LCP on the server.
    expect(names).toEqual(expect.arrayContaining(['FCP', 'CLS']));
    for (const vital of vitals) {
      expect(vital).toMatchObject({ type: 'vital', path: '/de', locale: 'de', device: 'desktop' });
    }
  });

  test('counts a page view and no new visit for a page reached from the site', async ({
    page,
    context,
  }) => {
    const { beacons } = watchRequests(context);
    await page.goto('/de/cases');
    await expect.poll(() => beacons.length).toBe(1);
    await page.evaluate(() => {
      window.location.href = '/de/pricing';
    });
    await page.waitForURL('**/de/pricing');
    await expect.poll(() => beacons.length).toBe(2);
    const page_ = { path: '/de/pricing', locale: 'de', device: 'desktop' };
    expect(beacons[1]).toEqual([
      { type: 'step', step: 'page', ...page_ },
      { type: 'step', step: 'pricing', ...page_ },
    ]);
  });

  test('reports the trial dialog opening', async ({ page, context }) => {
    const { beacons } = watchRequests(context);
    await openHydrated(page, '/pricing');
    await page.getByRole('article').getByRole('button', { name: pricingCard.ctaLabel }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expect
      .poll(() => beacons.flat().map((event) => (event.type === 'step' ? event.step : event.type)))
      .toEqual(['visit', 'page', 'pricing', 'trial_dialog']);
  });

  const privacySignals = [
    { name: 'Global Privacy Control', property: 'globalPrivacyControl', value: true },
    { name: 'Do Not Track', property: 'doNotTrack', value: '1' },
  ] as const;
  for (const { name, property, value } of privacySignals) {
    test(`sends nothing with ${name}`, async ({ page, context }) => {
      const { beacons } = watchRequests(context);
      await page.addInitScript(
        (signal) => {
          Object.defineProperty(Navigator.prototype, signal.property, { get: () => signal.value });
        },
        { property, value },
      );
      const counting = page.waitForResponse((response) => /\/startCounting\./.test(response.url()));
      await openHydrated(page, '/pricing?utm_source=newsletter');
      await counting;
      await page.getByRole('article').getByRole('button', { name: pricingCard.ctaLabel }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await hide(page);
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
      expect(beacons).toEqual([]);
    });
  }

  test("is answered 204 by the server, as the page's beacon posts it", async ({ request }) => {
    const body = JSON.stringify({
      events: [
        { type: 'step', step: 'visit', path: '/', locale: 'en', device: 'phone', source: 'e2e' },
        { type: 'step', step: 'page', path: '/', locale: 'en', device: 'phone' },
      ],
    });
    const answer = await request.post(beaconPath, {
      data: body,
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
    });
    expect(answer.status()).toBe(204);
  });
});
