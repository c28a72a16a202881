import type { Attribution } from '../../shared/contracts/attribution';
import type { PlanChoice } from '../../shared/facts/plan';
import { callUrl, signupEndpoints, type SignupEndpoints } from './endpoints';
import {
  fieldOf,
  firstErrorMessage,
  readJson,
  sendSignupRequest,
  type RequestOptions,
} from './request';
import { SignupError } from './SignupError';

/*
 * The three calls of a signup. Each turns every way it can fail into a catalogue message:
 *   any call, no answer at all            -> "We could not connect to our signup service. ..."
 *   exists, non-OK                        -> the server's first error message (e.g. its clear
 *                                            rate-limit text), else "The service answered with
 *                                            an error ({status}). ..."
 *   exists, answer without a boolean      -> "Failed to check email existence"
 *   create-customer, non-OK or no id      -> the server's first error message, else
 *                                            "An error occurred. Please try again."
 *   create-checkout-session, non-OK or no
 *   usable address                        -> "Failed to create checkout session"
 */

export interface CallOptions extends RequestOptions {
  endpoints?: SignupEndpoints | undefined;
}

export async function checkEmailExists(
  email: string,
  { endpoints = signupEndpoints, signal, language }: CallOptions,
): Promise<boolean> {
  const url = `${callUrl(endpoints, 'exists')}?email=${encodeURIComponent(email)}`;
  const response = await sendSignupRequest(url, { method: 'GET' }, { signal, language });
  const { messages } = language;
  if (!response.ok) {
    // Only the status code: the server's status text is English whatever the page's language.
    const message = (await firstErrorMessage(response)) ?? messages.httpError(response.status);
    throw new SignupError(message, 'email-check');
  }
  const exists = fieldOf(await readJson(response), 'exists');
  if (typeof exists === 'boolean') return exists;
  throw new SignupError(messages.emailCheckFailed, 'email-check');
}

export async function createCustomer(
  email: string,
  {
    endpoints = signupEndpoints,
    signal,
    language,
    attribution,
  }: CallOptions & { attribution?: Attribution | undefined },
): Promise<string> {
  // The customer is stored with the page's language: its checkout and e-mails speak it.
  const { locale, messages } = language;
  const response = await sendSignupRequest(
    callUrl(endpoints, 'createCustomer'),
    { method: 'POST', body: attribution ? { email, locale, attribution } : { email, locale } },
    { signal, language },
  );
  if (!response.ok) {
    const message = (await firstErrorMessage(response)) ?? messages.customerFailed;
    throw new SignupError(message, 'customer');
  }
  const customerId = fieldOf(await readJson(response), 'customerId');
  if (typeof customerId === 'string' && customerId !== '') return customerId;
  if (typeof customerId === 'number') return String(customerId);
  throw new SignupError(messages.customerFailed, 'customer');
}

/**
 * Without a plan the body is `{ customerId }`, and the server uses its default plan in the
 * visitor's currency.
 */
export async function createCheckoutSession(
  customerId: string,
  {
    endpoints = signupEndpoints,
    signal,
    language,
    plan,
  }: CallOptions & { plan?: PlanChoice | undefined },
): Promise<string> {
  const response = await sendSignupRequest(
    callUrl(endpoints, 'createCheckoutSession'),
    {
      method: 'POST',
      body: plan
        ? { customerId, billing: plan.billing, level: plan.level, currency: plan.currency }
        : { customerId },
    },
    { signal, language },
  );
  const text = response.ok ? await response.text().catch(() => '') : '';
  const checkoutUrl = checkoutAddress(text);
  if (!checkoutUrl) throw new SignupError(language.messages.checkoutFailed, 'checkout');
  return checkoutUrl;
}

/** Hosts where a developer's own checkout may answer over plain http. */
const LOOPBACK_HOSTS: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The checkout answer is plain text holding the address; a JSON-quoted string is
 * accepted too. Only an absolute https: address is followed, or http: on this machine or this
 * very site: text that is not an address (a proxy's HTML page served on the API path, a relative
 * path, a `javascript:` address) must never send the visitor anywhere.
 */
export function checkoutAddress(
  text: string,
  pageOrigin: string | undefined = globalThis.location?.origin,
): string | undefined {
  let candidate = text.trim();
  if (candidate.startsWith('"')) {
    try {
      const parsed: unknown = JSON.parse(candidate);
      candidate = typeof parsed === 'string' ? parsed.trim() : '';
    } catch {
      return undefined;
    }
  }
  if (candidate === '' || /\s/.test(candidate)) return undefined;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return undefined;
  }
  if (url.protocol === 'https:') return url.href;
  const trustedHttp = LOOPBACK_HOSTS.has(url.hostname) || url.origin === pageOrigin;
  return url.protocol === 'http:' && trustedHttp ? url.href : undefined;
}
