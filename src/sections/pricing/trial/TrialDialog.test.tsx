// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToasts, dismissToast } from '../../../components/ui/ToasterStore';
import { pricingFor, trialDialogFor } from '../../../../test/siteCopy';
import { site } from '../../../../shared/facts/brand';
import { locales, type Locale } from '../../../../shared/language/locales';
import { defaultPlan } from '../../../../shared/facts/plan';
import { choosePlan } from '../../../signup/planChoice';
import type * as ProcessSignupModule from '../../../signup/processSignup';
import { goToCheckout } from '../../../signup/redirect';
import { signupLanguage } from '../../../../test/signupLanguage';
import { asRead } from '../../../../test/shownText';
import { jsonResponse, networkError, stubFetch, textResponse } from '../../../../test/stubFetch';
import { openTrialDialog } from './openTrialDialog';
import { TrialDialog } from './TrialDialog';
import { enhanceTrialDialog } from './trialDialogBehaviour';

vi.mock('../../../signup/redirect', () => ({ goToCheckout: vi.fn() }));

const forced = vi.hoisted(() => ({
  outcome: undefined as ProcessSignupModule.SignupOutcome | undefined,
}));
vi.mock('../../../signup/processSignup', async (importOriginal) => {
  const actual = await importOriginal<typeof ProcessSignupModule>();
  return {
    ...actual,
    processSignup: (...args: Parameters<typeof actual.processSignup>) =>
      forced.outcome ? Promise.resolve(forced.outcome) : actual.processSignup(...args),
  };
});

afterEach(() => {
  cleanup();
  vi.mocked(goToCheckout).mockClear();
  forced.outcome = undefined;
  choosePlan(defaultPlan);
  vi.unstubAllGlobals();
  for (const toast of currentToasts()) dismissToast(toast.id);
});

/**
 * The dialog as a page in `locale` draws it, with its behaviour, opened by a trial button that
 * opens it again once closed.
 */
function setupIn(locale: Locale) {
  const text = trialDialogFor(locale);
  const setup = { text, language: signupLanguage(locale) };
  const user = userEvent.setup();
  render(
    <>
      <button type="button">reopen</button>
      <TrialDialog text={text} planSummary={text.planSummary(defaultPlan)} />
    </>,
  );
  const reopen = screen.getByRole('button', { name: 'reopen' });
  reopen.addEventListener('click', () => openTrialDialog(reopen, setup));
  const element = document.querySelector('dialog');
  if (!element) throw new Error('The dialog is not drawn.');
  enhanceTrialDialog(element, setup);
  openTrialDialog(reopen, setup);
  const dialog = () => screen.getByRole('dialog', { name: text.title });
  return {
    user,
    dialog,
    email: () => screen.getByLabelText(text.emailLabel),
    // The submit button, whether it reads "Start Free Trial" or "Processing...".
    submit: () =>
      screen.getByRole('button', { name: (name) => name === text.submit || name === text.busy }),
    // The dialog's own message, not the status a toast announces itself with.
    message: () => within(dialog()).getAllByRole('status')[0] as HTMLElement,
  };
}

/** A fetch answer the test releases when it wants to. */
function heldAnswer() {
  let release: (response: Response) => void = () => {};
  let signal: AbortSignal | undefined;
  const answer = (_url: string, init: RequestInit) =>
    new Promise<Response>((resolve, reject) => {
      release = resolve;
      signal = init.signal ?? undefined;
      signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')));
    });
  return { answer, release: (response: Response) => release(response), signal: () => signal };
}

describe.each(locales)('TrialDialog on a page in %s', (locale) => {
  const trialDialogText = trialDialogFor(locale);
  const trialNotifications = trialDialogText.notifications;
  const signupMessages = signupLanguage(locale).messages;
  const setup = () => setupIn(locale);

  it('names the chosen plan before submit and sends it, and the language, with the signup', async () => {
    choosePlan({ level: 'ultimate', billing: 'annual', currency: 'USD' });
    const calls = stubFetch(
      jsonResponse({ exists: false }),
      jsonResponse({ customerId: 'cus_1' }),
      textResponse('https://checkout.example/cs_1'),
    );
    const { user, dialog, email, submit } = setup();
    expect(dialog()).toHaveTextContent(
      asRead(
        trialDialogText.planSummary({ level: 'ultimate', billing: 'annual', currency: 'USD' }),
      ),
    );
    await user.type(email(), 'seller@shop.com');
    await user.click(submit());
    await waitFor(() => expect(goToCheckout).toHaveBeenCalled());
    expect(JSON.parse(String(calls[1]?.init.body))).toEqual({ email: 'seller@shop.com', locale });
    expect(JSON.parse(String(calls[2]?.init.body))).toEqual({
      customerId: 'cus_1',
      billing: 'annual',
      level: 'ultimate',
      currency: 'USD',
    });
    for (const call of calls)
      expect(call.init.headers).toMatchObject({ 'Accept-Language': locale });
  });

  it('follows a change of plan while open', () => {
    const { dialog } = setup();
    const { levelOf, priceWithPeriod } = pricingFor(locale);
    const standard = levelOf(defaultPlan);
    expect(dialog()).toHaveTextContent(asRead(trialDialogText.planSummary(defaultPlan)));
    expect(dialog()).toHaveTextContent(asRead(standard.maxAdSpend));
    expect(dialog()).toHaveTextContent(asRead(priceWithPeriod('monthly')));
    act(() => choosePlan({ level: 'basic', billing: 'annual', currency: 'USD' }));
    expect(dialog()).toHaveTextContent(
      asRead(trialDialogText.planSummary({ level: 'basic', billing: 'annual', currency: 'USD' })),
    );
    expect(dialog()).toHaveTextContent(asRead(priceWithPeriod('annual')));
    expect(dialog()).not.toHaveTextContent(asRead(standard.maxAdSpend));
  });

  it('asks for an e-mail with a labelled field and a submit button', () => {
    const { dialog, email, submit, message } = setup();
    expect(dialog()).toHaveTextContent(asRead(trialDialogText.title));
    expect(email()).toHaveAttribute('type', 'email');
    expect(email()).toHaveAttribute('placeholder', trialDialogText.emailPlaceholder);
    expect(submit()).toHaveTextContent(asRead(trialDialogText.submit));
    expect(submit()).toBeEnabled();
    expect(message()).toBeEmptyDOMElement();
  });

  it.each([
    ['', signupMessages.emptyEmail],
    ['seller@shop', signupMessages.invalidEmail],
  ])('shows %j as an error in red: "%s"', async (typed, text) => {
    const { user, email, submit, message } = setup();
    if (typed) await user.type(email(), typed);
    await user.click(submit());
    expect(message()).toHaveTextContent(asRead(text));
    expect(message()).toHaveClass('text-alert');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    expect(email()).toHaveAttribute('aria-describedby', message().id);
  });

  it('reads busy, with the field and the button disabled, while the signup runs', async () => {
    const held = heldAnswer();
    stubFetch(held.answer);
    const { user, email, submit, message } = setup();
    await user.type(email(), 'seller@shop.com');
    await user.click(submit());
    expect(submit()).toHaveTextContent(asRead(trialDialogText.busy));
    expect(submit()).toBeDisabled();
    expect(email()).toBeDisabled();
    await act(async () => held.release(jsonResponse({ exists: true })));
    expect(message()).toHaveTextContent(asRead(signupMessages.emailExists));
    expect(message()).toHaveClass('text-alert');
    // The way forward for someone who already has an account: sign in, or write to support.
    const { existingAccount } = trialDialogText;
    expect(
      within(message()).getByRole('link', { name: existingAccount.signInLabel }),
    ).toHaveAttribute('href', site.appUrl);
    expect(within(message()).getByRole('link', { name: site.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${site.supportEmail}`,
    );
    expect(submit()).toHaveTextContent(asRead(trialDialogText.submit));
    expect(submit()).toBeEnabled();
    await waitFor(() => expect(email()).toHaveFocus());
  });

  it('shows a network failure as a failure, in red on an invalid field, and raises a toast', async () => {
    stubFetch(networkError());
    const { user, email, submit, message } = setup();
    await user.type(email(), 'seller@shop.com');
    await user.click(submit());
    await waitFor(() => expect(message()).toHaveTextContent(asRead(signupMessages.networkFailure)));
    expect(message()).toHaveClass('text-alert');
    expect(email()).toHaveAttribute('aria-invalid', 'true');
    // The toasts' code loads with the dialog's behaviour; on a busy machine that takes a moment.
    expect(
      await screen.findByText(trialNotifications.networkTitle, undefined, { timeout: 5_000 }),
    ).toBeInTheDocument();
  });

  it('falls back to the "check your e-mail" sentence when the flow leaves no message', async () => {
    forced.outcome = { status: 'stopped', message: '', reason: 'unexpected' };
    const { user, email, submit, message } = setup();
    await user.type(email(), 'seller@shop.com');
    await user.click(submit());
    await waitFor(() => expect(message()).toHaveTextContent(asRead(signupMessages.emptyResult)));
    expect(message()).toHaveClass('text-alert');
  });
});

describe('TrialDialog on an English page', () => {
  // How the dialog behaves is the same in every language; English stands for them all.
  const trialDialogText = trialDialogFor('en');
  const signupMessages = signupLanguage('en').messages;
  const setup = () => setupIn('en');

  it('clears the message on any edit of the e-mail', async () => {
    const { user, email, submit, message } = setup();
    await user.click(submit());
    expect(message()).toHaveTextContent(asRead(signupMessages.emptyEmail));
    await user.type(email(), 's');
    expect(message()).toBeEmptyDOMElement();
    expect(email()).not.toHaveAttribute('aria-invalid');
  });

  it('shows the server message when the customer cannot be created', async () => {
    stubFetch(
      jsonResponse({ exists: false }),
      jsonResponse({ errors: [{ message: 'Domain not allowed' }] }, 422),
    );
    const { user, email, submit, message } = setup();
    await user.type(email(), 'seller@shop.com');
    await user.click(submit());
    await waitFor(() => expect(message()).toHaveTextContent('Domain not allowed'));
  });

  it('stays busy while the browser leaves for the checkout', async () => {
    stubFetch(
      jsonResponse({ exists: false }),
      jsonResponse({ customerId: 'cus_1' }),
      textResponse('https://checkout.example/cs_1'),
    );
    const { user, email, submit } = setup();
    await user.type(email(), 'seller@shop.com');
    await user.click(submit());
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith('https://checkout.example/cs_1'));
    expect(submit()).toHaveTextContent(asRead(trialDialogText.busy));
    expect(submit()).toBeDisabled();
  });

  it('closing clears the e-mail, the message and the busy state, and stops the request', async () => {
    const held = heldAnswer();
    stubFetch(held.answer);
    const { user, email, submit, message } = setup();
    await user.type(email(), 'seller@shop.com');
    await user.click(submit());
    expect(submit()).toBeDisabled();
    await user.click(screen.getByRole('button', { name: trialDialogText.close }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(held.signal()?.aborted).toBe(true);
    await user.click(screen.getByRole('button', { name: 'reopen' }));
    expect(email()).toHaveValue('');
    expect(email()).toBeEnabled();
    expect(submit()).toHaveTextContent(asRead(trialDialogText.submit));
    expect(message()).toBeEmptyDOMElement();
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('closing clears a shown message', async () => {
    const { user, submit, message } = setup();
    await user.click(submit());
    expect(message()).toHaveTextContent(asRead(signupMessages.emptyEmail));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'reopen' }));
    expect(message()).toBeEmptyDOMElement();
  });

  it('sums up the plan in English and follows a change of plan', () => {
    choosePlan({ level: 'ultimate', billing: 'annual', currency: 'USD' });
    const { dialog } = setupIn('en');
    expect(dialog()).toHaveTextContent(
      'Ultimate · $100,000+ ad spend · $470/year after your 30-day trial',
    );
    act(() => choosePlan(defaultPlan));
    expect(dialog()).toHaveTextContent('Standard · up to $4,999 ad spend · $49/month');
    act(() => choosePlan({ level: 'basic', billing: 'annual', currency: 'USD' }));
    expect(dialog()).toHaveTextContent('Basic · up to $2,999 ad spend · $470/year');
  });

  it('reads "Start Free Trial", then "Processing..." while busy', async () => {
    stubFetch(heldAnswer().answer);
    const { user, email } = setupIn('en');
    await user.type(email(), 'seller@shop.com');
    await user.click(screen.getByRole('button', { name: 'Start Free Trial' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  });

  it('falls back to "Please check your email and try again." when the flow leaves no message', async () => {
    forced.outcome = { status: 'stopped', message: '', reason: 'unexpected' };
    const { user, email, submit, message } = setupIn('en');
    await user.type(email(), 'seller@shop.com');
    await user.click(submit());
    await waitFor(() =>
      expect(message()).toHaveTextContent('Please check your email and try again.'),
    );
  });
});

describe('the page behind the open dialog', () => {
  it('is made inert once the dialog has been painted, and given back as it was on close', async () => {
    const page = document.body.appendChild(document.createElement('main'));
    const alreadyInert = document.body.appendChild(document.createElement('aside'));
    alreadyInert.inert = true;
    try {
      const { user, dialog } = setupIn('en');
      const element = dialog();
      expect(element).toHaveAttribute('open');
      // The dialog's own frame comes first: nothing is made inert in the tap's task.
      expect(page.inert).not.toBe(true);
      await waitFor(() => expect(page.inert).toBe(true));
      // The element holding the dialog is never made inert.
      expect(element.closest<HTMLElement>('body > *')?.inert).not.toBe(true);
      await user.keyboard('{Escape}');
      expect(element).not.toHaveAttribute('open');
      expect(page.inert).toBe(false);
      expect(alreadyInert.inert).toBe(true);
    } finally {
      page.remove();
      alreadyInert.remove();
    }
  });
});
