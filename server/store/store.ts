import type { Attribution } from '../../shared/contracts/attribution';
import type { Locale } from '../../shared/language/locales';
import type { PlanChoice } from '../../shared/facts/plan';
import type { SignupState } from '../../shared/contracts/teamConsole';
import type { WeeklyReportFacts } from './weeklyReportFacts';

/** Who pays for a checkout: Stripe, or the local test checkout served by this server. */
export type PaymentProvider = 'stripe' | 'test';

export interface Customer {
  /** Our own identifier, handed to the browser as `customerId`. */
  id: string;
  /**
   * As first given, in the shared e-mail rule's form (shared/emailRule.ts): where mail goes.
   * The customer is found by it in any case (a unique index on lower(email)).
   */
  email: string;
  /** The payment provider's customer (Stripe's `cus_…`), once one was made. */
  paymentCustomerId: string | null;
  /** Set when a checkout completed: from then on the e-mail "exists" (docs/decisions.md#returning-visitors). */
  signupCompletedAt: Date | null;
  createdAt: Date;
  /** Where the customer's first visit came from (first touch), if the browser sent it. */
  attribution: Attribution | null;
  /**
   * The language of the customer's latest signup until one completed, then of the completed one:
   * its checkout, e-mails and event speak it.
   */
  locale: Locale;
}

/** What a signup brings besides its e-mail. */
export interface NewCustomerDetails {
  /** Kept unless the customer already has one (first touch). */
  attribution?: Attribution | undefined;
  /** The page's language; the latest signup's wins until one completes. English when left out. */
  locale?: Locale | undefined;
}

export interface CheckoutSessionRecord {
  id: string;
  customerId: string;
  provider: PaymentProvider;
  /** The plan the checkout was opened for (null for sessions recorded before plans travelled). */
  plan: PlanChoice | null;
  createdAt: Date;
  completedAt: Date | null;
}

export interface CheckoutCompletionRequest {
  sessionId: string;
  provider: PaymentProvider;
  /** The customer the provider names, used when the session was never recorded here. */
  customerId?: string;
  /** The plan the provider names (Stripe's metadata), used when the session was never recorded. */
  plan?: PlanChoice | undefined;
}

/** A subscription's event, as Stripe or the test checkout reports it. */
export interface SubscriptionEvent {
  eventId: string;
  outcome: 'paid' | 'payment_failed' | 'cancelled';
  occurredAt: Date;
  /** Ours; else the customer is found by the payment provider's id. */
  customerId?: string | undefined;
  paymentCustomerId?: string | undefined;
}
/** Applied; seen before (nothing changed); or of no customer of ours. */
export type SubscriptionEventResult = 'applied' | 'repeated' | 'unknown';

/**
 * The customers who went to checkout, started a trial or became paying in [from, before), by the
 * attribution of their first visit.
 */
export interface OutcomeQuery {
  from: Date;
  before: Date;
  channel?: string | undefined;
  source?: string | undefined;
  campaign?: string | undefined;
  locale?: string | undefined;
  /** The landing path. */
  path?: string | undefined;
}

/** Customers of one channel, source, campaign, landing page and plan, and what they did. */
export interface OutcomeGroup {
  channel: string;
  source: string;
  campaign: string;
  landingPath: string;
  level: string;
  billing: string;
  /** Went to checkout in the period. */
  checkout: number;
  /** Completed a checkout: started a trial. */
  trials: number;
  /** Made their first payment after the trial. */
  paying: number;
}

/** Which signups the team's console lists: every filter optional, all of them must hold. */
export interface SignupQuery {
  /** Started at or after. */
  from?: Date | undefined;
  /** Started before. */
  before?: Date | undefined;
  channel?: string | undefined;
  source?: string | undefined;
  campaign?: string | undefined;
  locale?: Locale | undefined;
  /** A level id: the completed signup's, or the latest checkout's. */
  plan?: string | undefined;
  state?: SignupState | undefined;
  offset: number;
  /** Undefined: every signup from the offset on (the CSV export). */
  limit?: number | undefined;
}

/** A delivery as the console lists it: when a failed attempt is tried again, if one is due. */
export type SignupDelivery = Omit<DeliveryRecord, 'customerId' | 'email'> & {
  nextAttemptAt: Date | null;
};

/** One signup as the team's console shows it. */
export interface ConsoleSignup {
  customerId: string;
  email: string;
  locale: Locale;
  state: SignupState;
  startedAt: Date;
  completedAt: Date | null;
  level: string | null;
  billing: string | null;
  /** The currency of the plan (ISO 4217); null before any checkout. */
  currency: string | null;
  attribution: Attribution;
  /** The named source of the first visit, and its channel (shared/contracts/visitSource.ts). */
  source: string | null;
  channel: string | null;
  /** When the first payment after the trial succeeded. */
  paidAt: Date | null;
  /** The subscription's latest event: paid, payment_failed or cancelled; null during the trial. */
  subscriptionState: string | null;
  deliveries: SignupDelivery[];
}

/** The sign-in links of the team's console, by the hash of their token. */
export interface SignInLinkStore {
  record(link: {
    tokenHash: string;
    email: string;
    createdAt: Date;
    expiresAt: Date;
  }): Promise<void>;
  /** Spends the link if it is unspent and unexpired at `now`; returns its address, once. */
  redeem(tokenHash: string, now: Date): Promise<string | undefined>;
}

/** The team console's sessions, by the hash of the id their cookie carries. */
export interface TeamSessionStore {
  open(session: { idHash: string; email: string; createdAt: Date; expiresAt: Date }): Promise<void>;
  /** The address of the session if it is neither ended nor expired at `now`. */
  find(idHash: string, now: Date): Promise<string | undefined>;
  /** Ends the session: its cookie opens nothing from then on, on any replica. */
  end(idHash: string, now: Date): Promise<void>;
  /** Ends every open session of an address not listed; returns how many. */
  endAllBut(emails: readonly string[], now: Date): Promise<number>;
}

export type CheckoutCompletion =
  { outcome: 'completed' | 'already-completed'; customerId: string } | { outcome: 'unknown' };

/** Where signups live. One SQL implementation runs on PGlite (embedded) and PostgreSQL. */
export interface Store {
  /**
   * Returns the customer for this e-mail, creating it once, even under concurrent calls. The
   * attribution is kept unless the customer already has one (first touch); the language is the
   * latest signup's until one completes, and stays then.
   */
  findOrCreateCustomer(email: string, details?: NewCustomerDetails): Promise<Customer>;
  findCustomerById(id: string): Promise<Customer | undefined>;
  /** True only once a checkout for this e-mail's customer completed. */
  hasCompletedSignup(email: string): Promise<boolean>;
  /** Stores the provider's customer id unless one is already stored; returns the stored one. */
  linkPaymentCustomer(customerId: string, paymentCustomerId: string): Promise<string>;
  recordCheckoutSession(
    session: Pick<CheckoutSessionRecord, 'id' | 'customerId' | 'provider'> & { plan: PlanChoice },
  ): Promise<void>;
  findCheckoutSession(id: string): Promise<CheckoutSessionRecord | undefined>;
  /**
   * Marks the session and its customer's signup complete and, in the same transaction, queues
   * the welcome e-mail and the platform event; repeating it changes nothing.
   */
  completeCheckout(request: CheckoutCompletionRequest): Promise<CheckoutCompletion>;
  /** The team console's signups, newest first, with their deliveries, and how many match. */
  findSignups(query: SignupQuery): Promise<{ signups: ConsoleSignup[]; total: number }>;
  /** Applies a subscription's event to its customer, once, in any order. */
  recordSubscriptionEvent(event: SubscriptionEvent): Promise<SubscriptionEventResult>;
  /** What the customers of a period did, in groups for the console (sqlCustomerOutcomes.ts). */
  customerOutcomes(query: OutcomeQuery): Promise<OutcomeGroup[]>;
  readonly signInLinks: SignInLinkStore;
  readonly teamSessions: TeamSessionStore;
  readonly deliveries: DeliveryOutbox;
  /** Throws when the database cannot answer a read (`SELECT 1`); writes nothing. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/**
 * What the outbox delivers: after a completed checkout, the customer's welcome e-mail and the
 * platform's event; once a week, the team's report; and the team console's sign-in mails.
 */
export type DeliveryKind = HandoffKind | 'weekly-report' | 'team-sign-in';
/** A customer's deliveries: what the team's console and `npm run deliveries` list. */
export type HandoffKind = 'welcome-email' | 'trial-started';

export type DeliveryState = 'pending' | 'sending' | 'delivered' | 'failed' | 'skipped';

/** A delivery this worker holds the lease of, until it reports the outcome. */
export interface ClaimedDelivery {
  /** The delivery's identity: the event's webhook-id and the e-mail's Message-ID, on every attempt. */
  id: string;
  /** The customer of a hand-off; null for a mail to the team. */
  customerId: string | null;
  kind: DeliveryKind;
  /** Attempts so far, this one included. */
  attempts: number;
  claimToken: string;
}

export interface DeliveryRecord {
  id: string;
  customerId: string;
  email: string;
  kind: HandoffKind;
  state: DeliveryState;
  attempts: number;
  lastError: string | null;
  updatedAt: Date;
}

/** The facts of a completed signup that the e-mail and the event carry. */
export interface HandoffFacts {
  customerId: string;
  email: string;
  plan: PlanChoice;
  completedAt: Date;
  trialEndsAt: Date;
  paymentProvider: PaymentProvider;
  paymentCustomerId: string | null;
  attribution: Attribution;
  /** The language the customer signed up in. */
  locale: Locale;
}

/**
 * The outbox the deliveries wait in (server/store writes them in the transaction that completes
 * a checkout). Claims are leased, so two workers never hold the same delivery at once; every
 * outcome is recorded only by the worker that still holds the claim.
 */
export interface DeliveryOutbox {
  /** Claims due deliveries (and those whose lease ran out) for this worker. */
  claim(options: { limit: number; leaseMs: number; workerId: string }): Promise<ClaimedDelivery[]>;
  /**
   * Makes the deliveries this worker still holds due now: called when the worker starts, they
   * can only be left over from its previous run, which died mid-attempt. Returns how many.
   */
  reclaimLeasesOf(workerId: string): Promise<number>;
  /**
   * Extends the claims still held (by their claim tokens) to `leaseMs` from now; returns how many
   * were still held.
   */
  renewLeases(deliveries: readonly ClaimedDelivery[], leaseMs: number): Promise<number>;
  markDelivered(delivery: ClaimedDelivery): Promise<boolean>;
  markSkipped(delivery: ClaimedDelivery, reason: string): Promise<boolean>;
  /** `retryInMs` undefined: no more attempts, the delivery is failed. */
  recordFailure(
    delivery: ClaimedDelivery,
    error: string,
    retryInMs: number | undefined,
  ): Promise<boolean>;
  handoffOf(customerId: string): Promise<HandoffFacts | undefined>;
  listFailed(): Promise<DeliveryRecord[]>;
  /**
   * Puts every failed delivery back in the queue, due now, or only the one named (when it failed);
   * returns how many.
   */
  retryFailed(deliveryId?: string): Promise<number>;
  /**
   * Claims `week` (an ISO week, "2026-W10") and queues its report to each recipient, in one
   * transaction; false, queuing nothing, when the week was claimed already (by any replica).
   */
  scheduleWeeklyReport(
    week: string,
    recipients: readonly string[],
    facts: WeeklyReportFacts,
  ): Promise<boolean>;
  /** Queues a sign-in mail to `recipient` (any address asked for), due at `dueAt`. */
  queueSignInMail(recipient: string, dueAt: Date): Promise<void>;
  /** A mail to the team (weekly report, sign-in mail): whom it goes to, when it was queued, what it says. */
  teamMailOf(
    deliveryId: string,
  ): Promise<{ recipient: string; queuedAt: Date; payload: unknown } | undefined>;
}
