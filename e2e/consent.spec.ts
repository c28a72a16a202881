/**
 * Consent, live chat and referral tracking (docs/decisions.md#consent) on the vendor-configured
 * variant of the site, with Intercom and Rewardful replaced by fake scripts on loopback
 * (e2e/fake-vendors). Run `npm run build:e2e-vendors` first; `npm run test:e2e` does.
 */
import { expect, test, type Page, type Route } from '@playwright/test';
import { baseURL as plainSiteURL } from '../playwright.config';
import { loadEnvironment } from '../config/environment';
import { configuredProviders, readVendorConfig } from '../config/vendors';
import { routesIn } from '../test/siteRoutes';
import { defaultLocale, locales } from '../shared/language/locales';
import { signupCallPaths } from '../shared/contracts/signupApi';
import { fakeVendorOrigin, vendorSiteBuilt, vendorSiteURL } from '../test/vendorSite';
import {
  expectNoAxeViolations,
  openHydrated,
  saveScreenshot,
  viewports,
  waitForIslands,
} from './support';

// Without the vendor build every test here would pass by testing nothing: fail, and say why.
if (!vendorSiteBuilt()) {
  throw new Error(
    'e2e/consent.spec.ts needs the vendor build: run `npm run build:e2e-vendors` first (`npm run test:e2e` does).',
  );
}
test.use({ baseURL: vendorSiteURL });

interface VendorWindow {
  __intercomCalls?: unknown[][];
  __rewardfulCalls?: unknown[][];
  __rewardfulApiKey?: string;
  __cspViolations?: string[];
  __layoutShift?: number;
  Intercom?: unknown;
  rewardful?: unknown;
}

const CONSENT_KEY = 'site-consent';

/** The default build reads .env under the process environment; it has vendors only if set there. */
const buildSettings = loadEnvironment();
const plainSiteHasVendors =
  configuredProviders(readVendorConfig((name) => buildSettings[name]?.trim() ?? '')).length > 0;
const TEST_EMAIL = 'new.seller@example.com';
const CHECKOUT_URL = `${fakeVendorOrigin}/checkout`;

/** Every request the page makes that leaves our own site. */
function recordThirdPartyRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(vendorSiteURL) && !url.startsWith('data:')) requests.push(url);
  });
  return requests;
}

/** Collects CSP violations and layout shifts from the first byte of every page. */
async function watchPageHealth(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const target = window as VendorWindow;
    target.__cspViolations = [];
    target.__layoutShift = 0;
    document.addEventListener('securitypolicyviolation', (event) => {
      target.__cspViolations?.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[]) {
        if (!entry.hadRecentInput) target.__layoutShift = (target.__layoutShift ?? 0) + entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const pageValue = <K extends keyof VendorWindow>(page: Page, key: K) =>
  page.evaluate((name) => (window as VendorWindow)[name], key);

/** A visitor who chose on an earlier visit (a choice made during the test is kept). */
async function rememberConsent(page: Page, choice: 'accepted' | 'rejected'): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, value);
    },
    {
      key: CONSENT_KEY,
      value: JSON.stringify({ choice, vendors: ['intercom', 'rewardful'], decidedAt: '' }),
    },
  );
}

/**
 * Quiet network, then an idle callback of our own: idle callbacks run in the order they were
 * queued, so by the time ours runs, any idle-time load the page queued has started.
 */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(
    () => new Promise((resolve) => requestIdleCallback(() => resolve(undefined))),
  );
}

/** Scripts, frames, images and style sheets in the page that come from another origin. */
const offSiteElements = (page: Page) =>
  page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        'script[src], iframe[src], img[src], link[rel~="stylesheet"], link[rel~="preload"], link[rel~="modulepreload"]',
      ),
    ]
      .map((element) => element.getAttribute('src') ?? element.getAttribute('href') ?? '')
      .filter((address) => new URL(address, location.href).origin !== location.origin),
  );

/** Nothing third-party requested, and nothing third-party in the page to request it later. */
async function expectNothingThirdParty(page: Page, requests: readonly string[]): Promise<void> {
  expect(requests).toEqual([]);
  expect(await offSiteElements(page)).toEqual([]);
}

const banner = (page: Page) => page.getByRole('region', { name: 'Cookies and outside services' });
const launcher = (page: Page) => page.getByRole('button', { name: /live chat/ });

/** The signup API stubbed in the page, so the test needs no database or payment provider. */
async function stubSignupApi(page: Page, onCreateCustomer: () => Promise<void>): Promise<void> {
  await page.route('**/api/**', async (route: Route) => {
    const path = new URL(route.request().url()).pathname;
    if (path === signupCallPaths.exists) return route.fulfill({ json: { exists: false } });
    if (path === signupCallPaths.createCustomer) {
      await onCreateCustomer();
      return route.fulfill({ json: { customerId: 'cus_test' } });
    }
    if (path === signupCallPaths.createCheckoutSession) {
      return route.fulfill({ contentType: 'text/plain', body: CHECKOUT_URL });
    }
    return route.fulfill({ status: 404, json: { errors: [{ message: 'Not stubbed' }] } });
  });
}

async function startTrial(page: Page): Promise<void> {
  await openHydrated(page, '/pricing');
  // The tracker registers with the signup as soon as its queue exists.
  await expect
    .poll(() => page.evaluate(() => typeof (window as VendorWindow).rewardful))
    .toBe('function');
  await page
    .getByRole('main')
    .getByRole('button', { name: 'Try 30-Days Free Trial' })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Start Your Free Trial' });
  await dialog.getByRole('textbox').fill(TEST_EMAIL);
  await dialog.getByRole('button', { name: 'Start Free Trial' }).click();
}

test('before consent nothing third-party loads; the banner and launcher shift nothing', async ({
  page,
}) => {
  await watchPageHealth(page);
  const thirdParty = recordThirdPartyRequests(page);
  await openHydrated(page, '/');
  await expect(banner(page)).toBeVisible();
  await expect(launcher(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept', exact: true })).toBeVisible();
  await settle(page);

  await expectNothingThirdParty(page, thirdParty);
  expect(await pageValue(page, 'Intercom')).toBeUndefined();
  expect(await pageValue(page, 'rewardful')).toBeUndefined();

  // Accept and Reject carry equal weight: same size, same style.
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  const reject = page.getByRole('button', { name: 'Reject', exact: true });
  const [acceptBox, rejectBox] = await Promise.all([accept.boundingBox(), reject.boundingBox()]);
  expect(acceptBox?.width).toBe(rejectBox?.width);
  expect(acceptBox?.height).toBe(rejectBox?.height);
  expect(await accept.getAttribute('class')).toBe(await reject.getAttribute('class'));

  // The banner holds no focus: Tab reaches its buttons, then moves on to the page.
  await reject.focus();
  await page.keyboard.press('Tab');
  await expect(accept).toBeFocused();
  await page.keyboard.press('Tab');
  const focusLeftBanner = await page.evaluate(() => {
    const focused = document.activeElement;
    const region = document.querySelector('[data-testid="consent-banner"]');
    return focused !== null && focused !== document.body && !region?.contains(focused);
  });
  expect(focusLeftBanner).toBe(true);

  // On a page with no motion of its own, any shift would be the banner's or the launcher's.
  await openHydrated(page, '/privacy-policy');
  await expect(banner(page)).toBeVisible();
  await expect(launcher(page)).toBeVisible();
  await settle(page);
  expect(await pageValue(page, '__layoutShift')).toBe(0);
  await expectNothingThirdParty(page, thirdParty);
});

test('Accept loads the referral tracker at once and the chat when idle, which then opens', async ({
  page,
}) => {
  const thirdParty = recordThirdPartyRequests(page);
  await openHydrated(page, '/');
  await settle(page);
  await expectNothingThirdParty(page, thirdParty);

  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => pageValue(page, '__rewardfulApiKey')).toBe('test');
  await expect
    .poll(() => pageValue(page, '__intercomCalls'))
    .toEqual([['boot', { app_id: 'test', hide_default_launcher: true }]]);
  expect(thirdParty.toSorted()).toEqual([
    `${fakeVendorOrigin}/intercom.js`,
    `${fakeVendorOrigin}/rewardful.js`,
  ]);

  await launcher(page).click();
  await expect.poll(() => pageValue(page, '__intercomCalls')).toContainEqual(['show']);
  await expect(page.getByRole('dialog', { name: 'Test messenger' })).toBeVisible();

  // The choice is remembered: no banner on the next page, and the vendors load again.
  await page.reload();
  await waitForIslands(page);
  await expect(launcher(page)).toBeVisible();
  await expect(banner(page)).toBeHidden();
  await expect.poll(() => pageValue(page, '__rewardfulApiKey')).toBe('test');
});

test('with consent and a busy browser, the chat loads on the first touch of the launcher', async ({
  page,
}) => {
  // An idle period never comes: only the visitor's interaction can load the chat.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  await rememberConsent(page, 'accepted');
  const thirdParty = recordThirdPartyRequests(page);
  // Not openHydrated: window.trialSignup is idle work too, so it never arrives here.
  await page.goto('/');
  await waitForIslands(page);
  await expect.poll(() => pageValue(page, '__rewardfulApiKey')).toBe('test');
  await page.waitForLoadState('networkidle');
  expect(thirdParty).not.toContain(`${fakeVendorOrigin}/intercom.js`);
  expect(await offSiteElements(page)).not.toContain(`${fakeVendorOrigin}/intercom.js`);

  await launcher(page).hover();
  await expect
    .poll(() => pageValue(page, '__intercomCalls'))
    .toEqual([['boot', { app_id: 'test', hide_default_launcher: true }]]);
  await launcher(page).click();
  await expect.poll(() => pageValue(page, '__intercomCalls')).toContainEqual(['show']);
});

test('Reject loads nothing, across a reload; the launcher then asks for consent first', async ({
  page,
}) => {
  const thirdParty = recordThirdPartyRequests(page);
  await openHydrated(page, '/');
  await page.getByRole('button', { name: 'Reject', exact: true }).click();
  await expect(banner(page)).toBeHidden();
  await settle(page);

  await page.reload();
  await waitForIslands(page);
  await expect(launcher(page)).toBeVisible();
  await settle(page);
  await expect(banner(page)).toBeHidden();
  await launcher(page).hover();
  await launcher(page).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText(
    'The chat is run by Intercom, so it opens only once you accept.',
  );
  await expect(banner(page)).toBeFocused();
  await settle(page);
  await expectNothingThirdParty(page, thirdParty);

  // Accepting now opens the chat the visitor asked for.
  await banner(page).getByRole('button', { name: 'Accept', exact: true }).click();
  await expect.poll(() => pageValue(page, '__intercomCalls')).toContainEqual(['show']);
  await expect(page.getByRole('dialog', { name: 'Test messenger' })).toBeVisible();
});

test('Cookie settings reopens the banner; withdrawing consent reloads without the vendors', async ({
  page,
}) => {
  await rememberConsent(page, 'accepted');
  await openHydrated(page, '/');
  await expect.poll(() => pageValue(page, '__rewardfulApiKey')).toBe('test');
  await expect(banner(page)).toBeHidden();

  const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(banner(page)).toBeHidden();
  await expect(settings).toBeFocused();

  await settings.click();
  const reloaded = page.waitForEvent('load');
  await banner(page).getByRole('button', { name: 'Reject', exact: true }).click();
  await reloaded;
  await waitForIslands(page);
  await settle(page);
  expect(await pageValue(page, '__rewardfulApiKey')).toBeUndefined();
  expect(await pageValue(page, 'Intercom')).toBeUndefined();
});

test('the referral tracker receives the e-mail before the customer is created', async ({
  page,
}) => {
  await rememberConsent(page, 'accepted');
  let convertsWhenCustomerCreated: unknown[][] | undefined;
  await stubSignupApi(page, async () => {
    convertsWhenCustomerCreated = await pageValue(page, '__rewardfulCalls');
  });
  await startTrial(page);
  await page.waitForURL(CHECKOUT_URL);
  expect(convertsWhenCustomerCreated).toEqual([['convert', { email: TEST_EMAIL }]]);
});

test('a tracker that throws does not stop the signup', async ({ page }) => {
  await rememberConsent(page, 'accepted');
  await page.route(`${fakeVendorOrigin}/rewardful.js`, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: 'window.rewardful = function () { throw new Error("Rewardful is down"); };',
    }),
  );
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  let customerCreated = false;
  await stubSignupApi(page, async () => {
    customerCreated = true;
  });
  await startTrial(page);
  await page.waitForURL(CHECKOUT_URL);
  expect(customerCreated).toBe(true);
  expect(warnings.join('\n')).toContain('Rewardful');
});

test('no Content-Security-Policy violation on any route, before and after consent', async ({
  page,
}) => {
  await watchPageHealth(page);
  await openHydrated(page, '/');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await expect.poll(() => pageValue(page, '__intercomCalls')).toHaveLength(1);
  await launcher(page).click();
  await expect.poll(() => pageValue(page, '__intercomCalls')).toContainEqual(['show']);
  expect(await pageValue(page, '__cspViolations')).toEqual([]);

  // Every English page, and a page of each other language.
  const others = locales.filter((locale) => locale !== defaultLocale);
  const paths = [
    ...routesIn(defaultLocale).map((route) => route.path),
    ...others.map((locale) => `/${locale}/pricing`),
    '/no-such-page',
  ];
  for (const path of paths) {
    await openHydrated(page, path);
    await expect.poll(() => pageValue(page, '__intercomCalls'), { message: path }).toHaveLength(1);
    await expect.poll(() => pageValue(page, '__rewardfulApiKey'), { message: path }).toBe('test');
    expect(await pageValue(page, '__cspViolations'), path).toEqual([]);
  }

  const response = await page.request.get('/');
  const policy = response.headers()['content-security-policy'] ?? '';
  expect(policy).toContain(`script-src 'self' https://app.intercom.io`);
  expect(policy).toContain(fakeVendorOrigin);
  expect(policy).toContain('https://r.wdfl.co');
  expect(policy).not.toContain('crisp');
  expect(policy).not.toContain('firstpromoter');
});

test('a site without vendors has no banner, no launcher, no cookie settings and no vendor CSP', async ({
  page,
}) => {
  test.skip(plainSiteHasVendors, 'The default build is configured with vendors.');
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith(plainSiteURL)) thirdParty.push(request.url());
  });
  await page.goto(`${plainSiteURL}/`);
  await waitForIslands(page);
  await settle(page);
  await expect(banner(page)).toHaveCount(0);
  await expect(launcher(page)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
  expect(thirdParty.filter((url) => !url.startsWith('data:'))).toEqual([]);

  const response = await page.request.get(`${plainSiteURL}/`);
  const policy = response.headers()['content-security-policy'] ?? '';
  const scriptSources = policy.match(/script-src ([^;]*)/)?.[1]?.split(' ') ?? [];
  // Our own origin and the build's inline scripts by their hashes: no other host, no inline code.
  expect(scriptSources[0]).toBe("'self'");
  for (const source of scriptSources.slice(1)) expect(source).toMatch(/^'sha256-/);
  expect(policy).toContain("connect-src 'self';");
});

for (const [name, viewport] of Object.entries(viewports)) {
  test(`banner open: no axe violation and a clear layout at ${name} width`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await openHydrated(page, '/');
    await expect(banner(page)).toBeVisible();
    await expect(launcher(page)).toBeVisible();
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `consent-banner-${name}`, false);

    await page.getByRole('button', { name: 'Reject', exact: true }).click();
    await launcher(page).click();
    await expect(banner(page)).toContainText('The chat is run by Intercom');
    await expectNoAxeViolations(page);
    await saveScreenshot(page, `consent-chat-request-${name}`, false);
  });
}

test('the launcher and the floating trial link never overlap on a phone', async ({ page }) => {
  await page.setViewportSize(viewports.mobile);
  await rememberConsent(page, 'rejected');
  await openHydrated(page, '/');
  // Down the page until the link shows: it steps aside wherever it would cover text.
  const floating = page.getByTestId('floating-trial-link');
  for (let step = 0; step < 40 && !(await floating.isVisible()); step += 1) {
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(100);
  }
  await expect(floating).toBeVisible();
  await expect(launcher(page)).toBeVisible();
  const [a, b] = await Promise.all([floating.boundingBox(), launcher(page).boundingBox()]);
  if (!a || !b) throw new Error('Both buttons must be on screen.');
  const overlap =
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  expect(overlap).toBe(false);
  await saveScreenshot(page, 'consent-launcher-mobile', false);
});
