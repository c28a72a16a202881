import { afterEach, describe, expect, it, vi } from 'vitest';
import { signupMessages } from '../content/signupMessages';
import { installSignupHelpers, showSignupMessage } from './windowHelper';
import { jsonResponse, networkError, stubFetch } from '../../test/stubFetch';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.trialSignup;
  document.body.innerHTML = '';
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

describe('window.trialSignup', () => {
  it('exposes the flow and each call', () => {
    const helpers = installSignupHelpers();
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
    expect(helpers.validateEmail('')).toEqual({ valid: false, message: 'Email cannot be empty!' });
  });

  it('handleSignup writes the message into the element, in the error colour, announced', async () => {
    const { message } = page();
    stubFetch(jsonResponse({ exists: true }));
    const outcome = await installSignupHelpers().handleSignup('seller@shop.com', 'signup-message');
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
    const detach = installSignupHelpers().attach('go', input, 'signup-message');
    input.value = 'seller@shop.com';
    button.click();
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.url).toContain('email=seller%40shop.com');
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

  it('attach refuses a button or field that is not on the page', () => {
    page();
    expect(() => installSignupHelpers().attach('missing', 'email')).toThrow(/not found/);
  });

  it('shows the fallback sentence, as a failure, when a stopped signup left no message', () => {
    const { message } = page();
    showSignupMessage(message, { status: 'stopped', message: '', reason: 'unexpected' });
    expect(message.textContent).toBe(signupMessages.emptyResult);
    expect(message.style.color).toBe('rgb(220, 38, 38)');
  });

  it('colours a network failure red, as every failure', async () => {
    const { message } = page();
    stubFetch(networkError());
    await installSignupHelpers().handleSignup('seller@shop.com', 'signup-message');
    expect(message.textContent).toBe(signupMessages.networkFailure);
    expect(message.style.color).toBe('rgb(220, 38, 38)');
  });
});
