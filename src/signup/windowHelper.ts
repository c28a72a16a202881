import { signupMessages } from '../content/signupMessages';
import type { checkEmailExists, createCheckoutSession, createCustomer } from './api';
import { messageColour } from './messageColour';
import { chosenPlan } from './planChoice';
import type { processSignup, SignupOutcome } from './processSignup';
import { validateEmail } from './validateEmail';

/**
 * The signup flow and its calls load when a helper first runs: every page offers the helpers, and
 * most pages never sign anyone up, so they do not fetch the flow for nothing.
 */
const signupFlow = () => import('./processSignup');
const signupCalls = () => import('./api');

/**
 * The signup helpers on `window.trialSignup`: any page, or a snippet pasted into a
 * page, can run the same flow as the pricing dialog without React.
 */
export interface TrialSignupHelpers {
  processSignup: typeof processSignup;
  checkEmailExists: typeof checkEmailExists;
  createCustomer: typeof createCustomer;
  createCheckoutSession: typeof createCheckoutSession;
  validateEmail: typeof validateEmail;
  /** Runs the flow and, when given, writes the outcome into the element with that id. */
  handleSignup(email: string, messageElementId?: string): Promise<SignupOutcome>;
  /** Runs the flow when the button is clicked; returns a function that detaches it. */
  attach(
    button: HTMLElement | string,
    email: HTMLInputElement | string,
    messageElementId?: string,
  ): () => void;
}

declare global {
  interface Window {
    trialSignup?: TrialSignupHelpers;
  }
}

function elementFrom<T extends HTMLElement>(target: T | string): T | null {
  return typeof target === 'string' ? (document.getElementById(target) as T | null) : target;
}

type StoppedSignup = Extract<SignupOutcome, { status: 'stopped' }>;

/**
 * Writes why a signup stopped the way the dialog shows it: in the colour of its tone
 * (docs/decisions.md#message-tone), announced to screen readers.
 */
export function showSignupMessage(element: HTMLElement, outcome: StoppedSignup): void {
  if (!element.hasAttribute('aria-live')) element.setAttribute('aria-live', 'polite');
  element.textContent = outcome.message || signupMessages.emptyResult;
  element.style.color = messageColour(outcome);
}

async function handleSignup(email: string, messageElementId?: string): Promise<SignupOutcome> {
  const messageElement = messageElementId ? document.getElementById(messageElementId) : null;
  if (messageElement) messageElement.textContent = '';
  // The plan chosen on the pricing page, or the default plan on any other page.
  const { processSignup } = await signupFlow();
  const outcome = await processSignup(email, { plan: chosenPlan() });
  if (messageElement && outcome.status === 'stopped') showSignupMessage(messageElement, outcome);
  return outcome;
}

function attach(
  buttonTarget: HTMLElement | string,
  emailTarget: HTMLInputElement | string,
  messageElementId?: string,
): () => void {
  const button = elementFrom(buttonTarget);
  const input = elementFrom(emailTarget);
  if (!button || !input) {
    throw new Error('trialSignup.attach: button or e-mail field not found.');
  }
  const onClick = async (event: Event) => {
    event.preventDefault();
    const busy = [button, input].filter((element) => 'disabled' in element);
    busy.forEach((element) => element.setAttribute('disabled', ''));
    try {
      await handleSignup(input.value, messageElementId);
    } finally {
      busy.forEach((element) => element.removeAttribute('disabled'));
    }
  };
  // Any edit of the e-mail clears the message.
  const onEdit = () => {
    const messageElement = messageElementId ? document.getElementById(messageElementId) : null;
    if (messageElement) messageElement.textContent = '';
  };
  button.addEventListener('click', onClick);
  input.addEventListener('input', onEdit);
  return () => {
    button.removeEventListener('click', onClick);
    input.removeEventListener('input', onEdit);
  };
}

export function installSignupHelpers(target: Window = window): TrialSignupHelpers {
  const helpers: TrialSignupHelpers = {
    processSignup: async (...args) => (await signupFlow()).processSignup(...args),
    checkEmailExists: async (...args) => (await signupCalls()).checkEmailExists(...args),
    createCustomer: async (...args) => (await signupCalls()).createCustomer(...args),
    createCheckoutSession: async (...args) => (await signupCalls()).createCheckoutSession(...args),
    validateEmail,
    handleSignup,
    attach,
  };
  target.trialSignup = helpers;
  return helpers;
}
