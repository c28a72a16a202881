/**
 * The three signup calls (spec §7) and the local test checkout, as a browser makes them, for the
 * consistency and durability checks. Errors come back as values, never as exceptions.
 */

export interface CallResult {
  status: number;
  body: string;
}

export interface SignupOutcome {
  email: string;
  /** The last step that answered successfully. */
  reached: 'none' | 'exists' | 'customer' | 'checkout-session' | 'completed';
  customerId?: string;
  failure?: string;
}

async function call(url: string, init: RequestInit = {}): Promise<CallResult> {
  const response = await fetch(url, {
    ...init,
    redirect: 'manual',
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: await response.text() };
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

export async function exists(origin: string, email: string): Promise<boolean> {
  const result = await call(`${origin}/api/accounting/exists?email=${encodeURIComponent(email)}`);
  if (result.status !== 200) throw new Error(`exists answered ${result.status}: ${result.body}`);
  return (JSON.parse(result.body) as { exists: boolean }).exists;
}

export async function createCustomer(origin: string, email: string): Promise<CallResult> {
  return call(`${origin}/api/customers/create-customer`, json({ email }));
}

export function customerIdOf(result: CallResult): string | undefined {
  if (result.status !== 200) return undefined;
  const id = (JSON.parse(result.body) as { customerId?: unknown }).customerId;
  return typeof id === 'string' ? id : undefined;
}

/** The whole signup: exists, create-customer, create-checkout-session, then pay at the test checkout. */
export async function signUp(origin: string, email: string): Promise<SignupOutcome> {
  const outcome: SignupOutcome = { email, reached: 'none' };
  try {
    if (await exists(origin, email)) throw new Error('the e-mail already exists');
    outcome.reached = 'exists';
    const customer = await createCustomer(origin, email);
    const customerId = customerIdOf(customer);
    if (!customerId)
      throw new Error(`create-customer answered ${customer.status}: ${customer.body}`);
    outcome.reached = 'customer';
    outcome.customerId = customerId;
    const session = await call(
      `${origin}/api/customers/create-checkout-session`,
      json({ customerId }),
    );
    if (session.status !== 200) {
      throw new Error(`create-checkout-session answered ${session.status}: ${session.body}`);
    }
    outcome.reached = 'checkout-session';
    // The checkout page's form posts an empty urlencoded body and is redirected (303) when paid.
    const paid = await call(session.body.trim(), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: '',
    });
    if (paid.status !== 303) throw new Error(`the test checkout answered ${paid.status}`);
    outcome.reached = 'completed';
  } catch (error) {
    outcome.failure = error instanceof Error ? error.message : String(error);
  }
  return outcome;
}

/** Runs `work` over `items` with at most `concurrency` at a time, keeping the order of results. */
export async function mapConcurrently<T, R>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return results;
}
