import { signupMessagesFrom, type SignupMessages } from './signupMessages';
import type { Copy } from '../../shared/copy/collections';
import { defaultLocale, isLocale, type Locale } from '../../shared/language/locales';
import type { Attribution } from '../../shared/contracts/attribution';
import type { CallOptions } from './api';
import { messageColour } from './messageColour';
import { shownPlan } from './planChoice';
import type { SignupOptions, SignupOutcome } from './processSignup';
import type { SignupLanguage } from './signupLanguage';
import { validateEmail } from './validateEmail';

/**
 * The signup flow and its calls load when a helper first runs: every page offers the helpers, and
 * most pages never sign anyone up, so they do not fetch the flow for nothing.
 */
const signupFlow = () => import('./processSignup');
const signupCalls = () => import('./api');

type MessagesFile = Promise<{ default: Copy<'signupMessages'> }>;

/**
 * Each language's signup messages, fetched alone. Named one by one rather than by a template
 * (`${locale}.json`), for which the bundler adds a resolver of its own to every page's code.
 */
const messageFiles: Record<Locale, () => MessagesFile> = {
  en: () => import('../content/signup-messages/en.json'),
  de: () => import('../content/signup-messages/de.json'),
  fr: () => import('../content/signup-messages/fr.json'),
  it: () => import('../content/signup-messages/it.json'),
  es: () => import('../content/signup-messages/es.json'),
};

/** The page's language's messages: only this language's file is fetched. */
async function pageLanguage(doc: Document): Promise<SignupLanguage> {
  const lang = doc.documentElement.lang;
  const locale: Locale = isLocale(lang) ? lang : defaultLocale;
  const file = await messageFiles[locale]();
  return { locale, messages: signupMessagesFrom(file.default) };
}

/** A call's options as a page passes them: the page's language is added. */
type PageCallOptions = Omit<CallOptions, 'language'>;

/**
 * The signup helpers on `window.trialSignup`: any page, or a snippet pasted into a
 * page, can run the same flow as the pricing dialog without React, in the page's language.
 */
export type TrialSignupHelpers = ReturnType<typeof signupHelpers>;

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
export function showSignupMessage(
  element: HTMLElement,
  outcome: StoppedSignup,
  messages: Pick<SignupMessages, 'emptyResult'>,
): void {
  if (!element.hasAttribute('aria-live')) element.setAttribute('aria-live', 'polite');
  element.textContent = outcome.message || messages.emptyResult;
  element.style.color = messageColour(outcome);
}

function signupHelpers(language: SignupLanguage, doc: Document) {
  const messageElement = (id?: string) => (id ? doc.getElementById(id) : null);

  /** Runs the flow and, when given, writes the outcome into the element with that id. */
  async function handleSignup(email: string, messageElementId?: string): Promise<SignupOutcome> {
    const element = messageElement(messageElementId);
    if (element) element.textContent = '';
    // The plan chosen on the pricing page; on any other page the server's default plan.
    const { processSignup } = await signupFlow();
    const outcome = await processSignup(email, { language, plan: shownPlan() });
    if (element && outcome.status === 'stopped') {
      showSignupMessage(element, outcome, language.messages);
    }
    return outcome;
  }

  /** Runs the flow when the button is clicked; returns a function that detaches it. */
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
    const onEdit = () => messageElement(messageElementId)?.replaceChildren();
    button.addEventListener('click', onClick);
    input.addEventListener('input', onEdit);
    return () => {
      button.removeEventListener('click', onClick);
      input.removeEventListener('input', onEdit);
    };
  }

  return {
    processSignup: async (email: string, options?: Omit<SignupOptions, 'language'>) =>
      (await signupFlow()).processSignup(email, { ...options, language }),
    checkEmailExists: async (email: string, options?: PageCallOptions) =>
      (await signupCalls()).checkEmailExists(email, { ...options, language }),
    createCustomer: async (
      email: string,
      options?: PageCallOptions & { attribution?: Attribution },
    ) => (await signupCalls()).createCustomer(email, { ...options, language }),
    createCheckoutSession: async (
      customerId: string,
      options?: PageCallOptions & { plan?: SignupOptions['plan'] },
    ) => (await signupCalls()).createCheckoutSession(customerId, { ...options, language }),
    validateEmail: (input: string) => validateEmail(input, language.messages),
    handleSignup,
    attach,
  };
}

/** Installs `window.trialSignup`, speaking the page's language (`<html lang>`). */
export async function installSignupHelpers(target: Window = window): Promise<TrialSignupHelpers> {
  const helpers = signupHelpers(await pageLanguage(target.document), target.document);
  target.trialSignup = helpers;
  return helpers;
}
