/**
 * A visitor's whole signup against a running server, through the site's own signup client
 * (src/signup/api.ts), then the button of the local test checkout. Failures come back as values,
 * so many journeys can run at once and be counted afterwards.
 */
import {
  checkEmailExists,
  createCheckoutSession,
  createCustomer,
  type CallOptions,
} from '../src/signup/api';
import { defaultServiceUrls } from '../shared/contracts/signupApi';
import { signupLanguage } from './signupLanguage';

export type SignupStep = 'none' | 'exists' | 'customer' | 'checkout-session' | 'completed';

export interface SignupJourney {
  email: string;
  /** The last step that answered successfully. */
  reached: SignupStep;
  customerId?: string;
  failure?: string;
}

/** The client's calls aimed at `origin` instead of the page's own address, from an English page. */
export function callsTo(origin: string, timeoutMs = 15_000): () => CallOptions {
  const endpoints = {
    accounting: new URL(defaultServiceUrls.accounting, origin).href,
    customer: new URL(defaultServiceUrls.customer, origin).href,
  };
  const language = signupLanguage();
  return () => ({ endpoints, language, signal: AbortSignal.timeout(timeoutMs) });
}

/** The test checkout's form posts an empty body and is answered with 303 once the signup is paid. */
export async function payAtTestCheckout(checkoutUrl: string): Promise<void> {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  await response.arrayBuffer();
  if (response.status !== 303) throw new Error(`the test checkout answered ${response.status}`);
}

export async function signUp(origin: string, email: string): Promise<SignupJourney> {
  const options = callsTo(origin);
  const journey: SignupJourney = { email, reached: 'none' };
  try {
    if (await checkEmailExists(email, options())) throw new Error('the e-mail already exists');
    journey.reached = 'exists';
    journey.customerId = await createCustomer(email, options());
    journey.reached = 'customer';
    const checkoutUrl = await createCheckoutSession(journey.customerId, options());
    journey.reached = 'checkout-session';
    await payAtTestCheckout(checkoutUrl);
    journey.reached = 'completed';
  } catch (error) {
    journey.failure = error instanceof Error ? error.message : String(error);
  }
  return journey;
}

/** Runs `work` over `items`, at most `concurrency` at a time, results in the items' order. */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    for (let index = next++; index < items.length; index = next++) {
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
