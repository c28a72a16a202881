import type { PlanChoice } from '../../shared/facts/plan';
import { checkEmailExists, createCheckoutSession, createCustomer } from './api';
import { storedAttribution } from './attribution';
import type { SignupEndpoints } from './endpoints';
import { goToCheckout } from './redirect';
import { currentReferralTracker } from './referral';
import { SignupError, type SignupFailureReason } from './SignupError';
import type { SignupLanguage } from './signupLanguage';
import { validateEmail } from './validateEmail';

export type SignupOutcome =
  | { status: 'redirecting'; checkoutUrl: string }
  | { status: 'stopped'; message: string; reason: SignupFailureReason }
  | { status: 'cancelled' };

export interface SignupOptions {
  /** The page's language: the messages the visitor reads and the language the signup is stored in. */
  language: SignupLanguage;
  /** Aborting stops the flow between steps and cancels the request in flight. */
  signal?: AbortSignal;
  endpoints?: SignupEndpoints;
  redirect?: (checkoutUrl: string) => void;
  /** The level and billing period to check out; the server's default plan when left out. */
  plan?: PlanChoice;
}

/** A tracker that neither answers nor fails must not hold the visitor back. */
export const REFERRAL_TIMEOUT_MS = 3000;

/**
 * In order: (1) validate, (2) stop if the e-mail exists, (3) tell the referral tracker,
 * (4) create the customer, (5) create the checkout session, (6) go to the checkout. Never throws:
 * every failure becomes a catalogue message.
 */
export async function processSignup(
  emailInput: string,
  { language, signal, endpoints, redirect = goToCheckout, plan }: SignupOptions,
): Promise<SignupOutcome> {
  const { messages } = language;
  const validation = validateEmail(emailInput, messages);
  if (!validation.valid) return stopped(validation.message, 'invalid-email');
  const { email } = validation;
  const call = { signal, endpoints, language };
  try {
    if (await checkEmailExists(email, call)) {
      return stopped(messages.emailExists, 'email-exists');
    }
    signal?.throwIfAborted();
    await reportReferral(email);
    signal?.throwIfAborted();
    const customerId = await createCustomer(email, { ...call, attribution: storedAttribution() });
    signal?.throwIfAborted();
    const checkoutUrl = await createCheckoutSession(customerId, { ...call, plan });
    signal?.throwIfAborted();
    redirect(checkoutUrl);
    return { status: 'redirecting', checkoutUrl };
  } catch (error) {
    if (signal?.aborted) return { status: 'cancelled' };
    if (error instanceof SignupError) return stopped(error.message, error.reason);
    console.error('The trial signup failed unexpectedly.', error);
    return stopped(messages.unexpectedFailure, 'unexpected');
  }
}

function stopped(message: string, reason: SignupFailureReason): SignupOutcome {
  return { status: 'stopped', message, reason };
}

/** Step 3: a tracker's failure or silence is logged and never stops the signup. */
async function reportReferral(email: string): Promise<void> {
  const tracker = currentReferralTracker();
  if (!tracker) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), REFERRAL_TIMEOUT_MS);
  });
  try {
    const result = await Promise.race([
      Promise.resolve().then(() => tracker.convert(email)),
      timeout,
    ]);
    if (result === 'timeout') {
      // eslint-disable-next-line repository/sentences-in-code -- for developers in the console, not visitors.
      console.warn(`Referral tracker "${tracker.name}" did not answer; the signup continues.`);
    }
  } catch (error) {
    console.warn(`Referral tracker "${tracker.name}" failed; the signup continues.`, error);
  } finally {
    clearTimeout(timer);
  }
}
