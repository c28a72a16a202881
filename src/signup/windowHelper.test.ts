// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signupMessagesFor } from '../../test/siteCopy';
import { locales } from '../../shared/language/locales';
import { installSignupHelpers, showSignupMessage } from './windowHelper';
import { jsonResponse, networkError, stubFetch } from '../../test/stubFetch';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.trialSignup;
  document.body.innerHTML = '';
  document.documentElement.lang = '';
});

function page(): { button: HTMLButtonElement; input: HTMLInputElement; message: HTMLElement } {
  document.body.innerHTML = `
    <input id="email" type="email">
    <button id="go" type="button">Start Free Trial</button>
    <p id="signup-message"></p>`;
  return {
    button: document.getElementById('go') as HTMLButtonElement,
    input: document.getElementById('email') as HTMLInputElement,
    message: document.getElementById('signup-message') as HTMLElement,
  };
}

describe.each(locales)('window.trialSignup on a page in %s', (locale) => {
  const signupMessages = signupMessagesFor(locale);

  beforeEach(() => {
    document.documentElement.lang = locale;
  });

  it('exposes the flow and each call', async () => {
    const helpers = await installSignupHelpers();
    expect(window.trialSignup).toBe(helpers);
    expect(Object.keys(helpers).sort()).toEqual([
      'attach',
      'checkEmailExists',
      'createCheckoutSession',
      'createCustomer',
      'handleSignup',
      'processSignup',
      'validateEmail',
    ]);
    expect(helpers.validateEmail('')).toEqual({
      valid: false,
      message: signupMessages.emptyEmail,
    });
  });

  it('handleSignup writes the message into the element, in the error colour, announced', async () => {
    const { message } = page();
    stubFetch(jsonResponse({ exists: true }));
    const helpers = await installSignupHelpers();
    const outcome = await helpers.handleSignup('seller@shop.com', 'signup-message');
    expect(outcome).toMatchObject({ status: 'stopped', message: signupMessages.emailExists });
    expect(message.textContent).toBe(signupMessages.emailExists);
    expect(message.style.color).toBe('rgb(220, 38, 38)');
    expect(message.getAttribute('aria-live')).toBe('polite');
  });

  it('attach runs the flow on click with the field value, disables while busy, and detaches', async () => {
    const { button, input, message } = page();
    let answer: (response: Response) => void = () => {};
    const calls = stubFetch(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const detach = (await installSignupHelpers()).attach('go', input, 'signup-message');
    input.value = 'seller@shop.com';
    button.click();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toContain('email=seller%40shop.com');
    expect(calls[0]?.init.headers).toMatchObject({ 'Accept-Language': locale });
    expect(button.disabled).toBe(true);
    expect(input.disabled).toBe(true);
    answer(jsonResponse({ exists: true }));
    await vi.waitFor(() => expect(message.textContent).toBe(signupMessages.emailExists));
    expect(button.disabled).toBe(false);

    input.dispatchEvent(new Event('input'));
    expect(message.textContent).toBe('');

    detach();
    button.click();
    expect(calls).toHaveLength(1);
  });

  it('attach refuses a button or field that is not on the page', async () => {
    page();
    const helpers = await installSignupHelpers();
    expect(() => helpers.attach('missing', 'email')).toThrow(/not found/);
  });

  it('shows the fallback sentence, as a failure, when a stopped signup left no message', () => {
    const { message } = page();
    showSignupMessage(
      message,
      { status: 'stopped', message: '', reason: 'unexpected' },
      signupMessages,
    );
    expect(message.textContent).toBe(signupMessages.emptyResult);
    expect(message.style.color).toBe('rgb(220, 38, 38)');
  });

  it('colours a network failure red, as every failure', async () => {
    const { message } = page();
    stubFetch(networkError());
    await (await installSignupHelpers()).handleSignup('seller@shop.com', 'signup-message');
    expect(message.textContent).toBe(signupMessages.networkFailure);
    expect(message.style.color).toBe('rgb(220, 38, 38)');
  });
});

describe('window.trialSignup in English', () => {
  it('speaks English on an English page', async () => {
    document.documentElement.lang = 'en';
    const helpers = await installSignupHelpers();
    expect(helpers.validateEmail('')).toEqual({ valid: false, message: 'Email cannot be empty!' });
  });

  it.each(['', 'pt', 'de-DE'])(
    'speaks English when the page names no language of the site (lang=%j)',
    async (lang) => {
      document.documentElement.lang = lang;
      const helpers = await installSignupHelpers();
      expect(helpers.validateEmail('seller')).toEqual({
        valid: false,
        message: signupMessagesFor('en').invalidEmail,
      });
    },
  );

  it('creates the customer in the language of the page', async () => {
    document.documentElement.lang = 'it';
    const calls = stubFetch(jsonResponse({ customerId: 'cus_1' }));
    await (await installSignupHelpers()).createCustomer('seller@shop.com');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      email: 'seller@shop.com',
      locale: 'it',
    });
  });
});
