/** Who pays for a checkout: Stripe, or the local test checkout served by this server. */
export type PaymentProvider = 'stripe' | 'test';

export interface Customer {
  /** Our own identifier, handed to the browser as `customerId`. */
  id: string;
  /** In the normalised form of the shared e-mail rule (src/signup/emailRule.ts), as the API stores it. */
  email: string;
  /** The payment provider's customer (Stripe's `cus_…`), once one was made. */
  paymentCustomerId: string | null;
  /** Set when a checkout completed: from then on the e-mail "exists" (PRODUCT.md decision 5). */
  signupCompletedAt: Date | null;
  createdAt: Date;
}

export interface CheckoutSessionRecord {
  id: string;
  customerId: string;
  provider: PaymentProvider;
  createdAt: Date;
  completedAt: Date | null;
}

export interface CheckoutCompletionRequest {
  sessionId: string;
  provider: PaymentProvider;
  /** The customer the provider names, used when the session was never recorded here. */
  customerId?: string;
}

export type CheckoutCompletion =
  { outcome: 'completed' | 'already-completed'; customerId: string } | { outcome: 'unknown' };

/** Where signups live. One SQL implementation runs on PGlite (embedded) and PostgreSQL. */
export interface Store {
  /** Returns the customer for this e-mail, creating it once, even under concurrent calls. */
  findOrCreateCustomer(email: string): Promise<Customer>;
  findCustomerById(id: string): Promise<Customer | undefined>;
  /** True only once a checkout for this e-mail's customer completed. */
  hasCompletedSignup(email: string): Promise<boolean>;
  /** Stores the provider's customer id unless one is already stored; returns the stored one. */
  linkPaymentCustomer(customerId: string, paymentCustomerId: string): Promise<string>;
  recordCheckoutSession(session: {
    id: string;
    customerId: string;
    provider: PaymentProvider;
  }): Promise<void>;
  findCheckoutSession(id: string): Promise<CheckoutSessionRecord | undefined>;
  /** Marks the session and its customer's signup complete; repeating it changes nothing. */
  completeCheckout(request: CheckoutCompletionRequest): Promise<CheckoutCompletion>;
  /** Throws when the database cannot answer or cannot write (a cheap write to a health table). */
  ping(): Promise<void>;
  close(): Promise<void>;
}
