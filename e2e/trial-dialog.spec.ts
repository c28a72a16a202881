import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { messageColours } from '../src/signup/messageColour';
import {
  cacheTheFont,
  expectNoAxeViolations,
  openHydrated,
  viewports,
  watchConsole,
} from './support';
import { API_PREFIX, signupCallPaths } from '../shared/contracts/signupApi';
import { site } from '../shared/facts/brand';
import { siteCopy } from '../test/siteCopy';
import { beaconPath } from '../shared/contracts/visitCounting';

const { pricingCard, trialDialogText, trialNotifications, signupMessages } = siteCopy('en');

const EXISTS = `**${signupCallPaths.exists}?*`;
const CREATE_CUSTOMER = `**${signupCallPaths.createCustomer}`;
const CREATE_CHECKOUT = `**${signupCallPaths.createCheckoutSession}`;

/** Clicks before the islands hydrate do nothing, so wait for them. */
async function openPricing(page: Page): Promise<void> {
  await openHydrated(page, '/pricing');
}

const dialog = (page: Page) => page.getByRole('dialog', { name: trialDialogText.title });
const emailField = (page: Page) => dialog(page).getByLabel(trialDialogText.emailLabel);
const submitButton = (page: Page) =>
  dialog(page).getByRole('button', { name: trialDialogText.submit });
const message = (page: Page) => dialog(page).getByRole('status');

async function openDialog(page: Page): Promise<void> {
  await openPricing(page);
  await page.getByRole('article').getByRole('button', { name: pricingCard.ctaLabel }).click();
  await expect(dialog(page)).toBeVisible();
}

async function submitEmail(page: Page, email: string): Promise<void> {
  await emailField(page).fill(email);
  await submitButton(page).click();
}

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** Every failure or refusal shows in red, with the field marked invalid and drawn in red. */
async function expectFailure(page: Page, text: string | RegExp): Promise<void> {
  await expect(message(page)).toHaveText(text);
  await expect(message(page)).toHaveCSS('color', rgb(messageColours.error));
  await expect(emailField(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(emailField(page)).toHaveCSS('border-top-color', rgb(messageColours.error));
}

const json = (route: Route, status: number, body: unknown) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

test.describe('trial dialog', () => {
  test('opens on the first click, with a labelled e-mail field and the submit button', async ({
    page,
  }) => {
    const problems = watchConsole(page);
    await openDialog(page);
    await expect(emailField(page)).toHaveAttribute('type', 'email');
    await expect(emailField(page)).toHaveAttribute('placeholder', trialDialogText.emailPlaceholder);
    await expect(submitButton(page)).toBeEnabled();
    await expect(message(page)).toHaveText('');
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();
    await expect(
      page.getByRole('article').getByRole('button', { name: pricingCard.ctaLabel }),
    ).toBeFocused();
    expect(problems).toEqual([]);
  });

  test('holds the page behind it out of reach, and closes on a tap beside it', async ({ page }) => {
    await openDialog(page);
    await expect(emailField(page)).toBeFocused();
    // The page is made inert in the task after the dialog's frame.
    await expect(page.locator('body > div').first()).toHaveJSProperty('inert', true);
    for (let press = 0; press < 6; press += 1) {
      await page.keyboard.press('Tab');
      // Inside the dialog, or out of the page to the browser's own controls (the body), never on
      // the page behind.
      const focus = await dialog(page).evaluate(
        (element) =>
          element.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(focus).toBe(true);
    }
    await page.mouse.click(4, 4);
    await expect(dialog(page)).toBeHidden();
    await expect(page.locator('body > div').first()).toHaveJSProperty('inert', false);
    await expect(
      page.getByRole('article').getByRole('button', { name: pricingCard.ctaLabel }),
    ).toBeFocused();
  });

  test('stops an empty and a malformed e-mail before any request, in red', async ({ page }) => {
    const requests: string[] = [];
    page.on('request', (request) => {
      // The signup calls; the page's visit counting posts to the API's prefix too.
      const path = new URL(request.url()).pathname;
      if (path.startsWith(`${API_PREFIX}/`) && path !== beaconPath) requests.push(request.url());
    });
    await openDialog(page);
    await submitButton(page).click();
    await expectFailure(page, signupMessages.emptyEmail);
    await submitEmail(page, 'seller@shop');
    await expectFailure(page, signupMessages.invalidEmail);
    await emailField(page).press('Backspace');
    await expect(message(page)).toHaveText('');
    await expect(emailField(page)).not.toHaveAttribute('aria-invalid');
    expect(requests).toEqual([]);
  });

  test('says "Email already exists!" when the accounting service knows the e-mail', async ({
    page,
  }) => {
    let asked = '';
    await page.route(EXISTS, (route) => {
      asked = new URL(route.request().url()).searchParams.get('email') ?? '';
      return json(route, 200, { exists: true });
    });
    await openDialog(page);
    await submitEmail(page, '  Seller+ads@Shop.com ');
    await expectFailure(page, new RegExp(`^${signupMessages.emailExists}`));
    expect(asked).toBe('Seller+ads@Shop.com');
    const { existingAccount } = trialDialogText;
    await expect(
      message(page).getByRole('link', { name: existingAccount.signInLabel }),
    ).toHaveAttribute('href', site.appUrl);
    await expect(message(page).getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
  });

  test('reports a failed e-mail check with its HTTP status, in its own words', async ({ page }) => {
    await page.route(EXISTS, (route) => route.fulfill({ status: 500, body: '' }));
    await openDialog(page);
    await submitEmail(page, 'seller@shop.com');
    await expectFailure(page, signupMessages.httpError(500));
  });

  test('explains a network failure in the dialog and in a toast', async ({ page }) => {
    await page.route(EXISTS, (route) => route.abort('internetdisconnected'));
    await openDialog(page);
    await submitEmail(page, 'seller@shop.com');
    await expectFailure(page, signupMessages.networkFailure);
    const toasts = page.getByRole('region', { name: /Notifications/ });
    await expect(toasts.getByText(trialNotifications.networkTitle)).toBeVisible();
  });

  test('shows the server message when the customer cannot be created', async ({ page }) => {
    await page.route(EXISTS, (route) => json(route, 200, { exists: false }));
    await page.route(CREATE_CUSTOMER, (route) =>
      json(route, 422, { errors: [{ message: 'This e-mail domain does not accept mail.' }] }),
    );
    await openDialog(page);
    await submitEmail(page, 'seller@shop.com');
    await expectFailure(page, 'This e-mail domain does not accept mail.');
  });

  test('falls back to the general message when the customer error has no text', async ({
    page,
  }) => {
    await page.route(EXISTS, (route) => json(route, 200, { exists: false }));
    await page.route(CREATE_CUSTOMER, (route) =>
      route.fulfill({ status: 502, body: 'Bad gateway' }),
    );
    await openDialog(page);
    await submitEmail(page, 'seller@shop.com');
    await expectFailure(page, signupMessages.customerFailed);
  });

  test('says "Failed to create checkout session" when the checkout call fails', async ({
    page,
  }) => {
    await page.route(EXISTS, (route) => json(route, 200, { exists: false }));
    await page.route(CREATE_CUSTOMER, (route) => json(route, 200, { customerId: 'cus_123' }));
    await page.route(CREATE_CHECKOUT, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await openDialog(page);
    await submitEmail(page, 'seller@shop.com');
    await expectFailure(page, signupMessages.checkoutFailed);
  });

  test('is busy while the signup runs, and closing resets it', async ({ page }) => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(EXISTS, async (route) => {
      await answered;
      await json(route, 200, { exists: true }).catch(() => {});
    });
    await openDialog(page);
    await emailField(page).fill('seller@shop.com');
    await submitButton(page).click();
    const busyButton = dialog(page).getByRole('button', { name: trialDialogText.busy });
    await expect(busyButton).toBeDisabled();
    await expect(emailField(page)).toBeDisabled();
    await dialog(page).getByRole('button', { name: trialDialogText.close }).click();
    await expect(dialog(page)).toBeHidden();
    release();
    await page.getByRole('article').getByRole('button', { name: pricingCard.ctaLabel }).click();
    await expect(emailField(page)).toHaveValue('');
    await expect(emailField(page)).toBeEnabled();
    await expect(submitButton(page)).toBeEnabled();
    await expect(message(page)).toHaveText('');
  });

  test('goes to the checkout after the three calls, in order and as specified', async ({
    page,
    baseURL,
  }) => {
    const calls: Request[] = [];
    const checkoutUrl = `${baseURL}/test-checkout?session=cs_test_1`;
    await page.route(EXISTS, (route) => {
      calls.push(route.request());
      return json(route, 200, { exists: false });
    });
    await page.route(CREATE_CUSTOMER, (route) => {
      calls.push(route.request());
      return json(route, 201, { customerId: 'cus_123' });
    });
    await page.route(CREATE_CHECKOUT, (route) => {
      calls.push(route.request());
      return route.fulfill({ status: 200, contentType: 'text/plain', body: checkoutUrl });
    });
    await page.route('**/test-checkout?*', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<title>Checkout</title><h1>Checkout</h1>' }),
    );
    await openDialog(page);
    await submitEmail(page, 'seller@shop.com');
    await page.waitForURL(checkoutUrl);
    expect(calls.map((call) => [call.method(), new URL(call.url()).pathname])).toEqual([
      ['GET', signupCallPaths.exists],
      ['POST', signupCallPaths.createCustomer],
      ['POST', signupCallPaths.createCheckoutSession],
    ]);
    for (const call of calls) expect(call.headers()['content-type']).toBe('application/json');
    // The visit landed on /pricing, in English; the plan shown there is the default one.
    expect(calls[1]?.postDataJSON()).toEqual({
      email: 'seller@shop.com',
      locale: 'en',
      attribution: { landing_path: '/pricing' },
    });
    expect(calls[2]?.postDataJSON()).toEqual({
      customerId: 'cus_123',
      billing: 'monthly',
      level: 'standard',
      currency: 'USD',
    });
  });

  test('completes a real signup against the signup API and follows its checkout address', async ({
    page,
  }) => {
    // The calls reach the real server; the checkout answer is only read on its way through.
    let checkoutUrl = '';
    await page.route(CREATE_CHECKOUT, async (route) => {
      const response = await route.fetch();
      checkoutUrl = (await response.text()).trim();
      await route.fulfill({ response });
    });
    await openDialog(page);
    await submitEmail(page, `trial-${Date.now()}@shop.example.com`);
    await page.waitForURL((url) => url.pathname !== '/pricing');
    expect(checkoutUrl).not.toBe('');
    expect(page.url()).toBe(new URL(checkoutUrl, page.url()).href);
  });

  test('exposes the signup helpers on window once the dialog has loaded', async ({ page }) => {
    await openDialog(page);
    const helpers = await page.evaluate(() => {
      const signup = window.trialSignup;
      return {
        names: Object.keys(signup ?? {}).sort(),
        invalid: signup?.validateEmail('nobody@'),
      };
    });
    expect(helpers.names).toEqual([
      'attach',
      'checkEmailExists',
      'createCheckoutSession',
      'createCustomer',
      'handleSignup',
      'processSignup',
      'validateEmail',
    ]);
    expect(helpers.invalid).toEqual({ valid: false, message: signupMessages.invalidEmail });
  });

  test('has no axe violations with the dialog open and a message shown', async ({ page }) => {
    await openDialog(page);
    await submitButton(page).click();
    await expect(message(page)).toHaveText(signupMessages.emptyEmail);
    await expectNoAxeViolations(page);
  });

  for (const [name, viewport] of Object.entries(viewports)) {
    test(`the open dialog looks as approved at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await cacheTheFont(page);
      await openDialog(page);
      await submitEmail(page, 'seller@shop');
      await expect(message(page)).toHaveText(signupMessages.invalidEmail);
      await expect(page).toHaveScreenshot(`trial-dialog-${name}.png`);
    });
  }
});
