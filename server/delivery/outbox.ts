import type { Attribution } from '../../shared/contracts/attribution';
import type { Locale } from '../../shared/language/locales';
import type { PlanChoice } from '../../shared/facts/plan';
import type { PaymentProvider } from '../payments/paymentProvider';

/** What is handed off after a completed checkout: the customer's welcome e-mail and the platform's event. */
export type DeliveryKind = 'welcome-email' | 'trial-started';

export type DeliveryState = 'pending' | 'sending' | 'delivered' | 'failed' | 'skipped';

/** A delivery this worker holds the lease of, until it reports the outcome. */
export interface ClaimedDelivery {
  /** The delivery's identity: the event's webhook-id and the e-mail's Message-ID, on every attempt. */
  id: string;
  customerId: string;
  kind: DeliveryKind;
  /** Attempts so far, this one included. */
  attempts: number;
  claimToken: string;
}

export interface DeliveryRecord {
  id: string;
  customerId: string;
  email: string;
  kind: DeliveryKind;
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
}
