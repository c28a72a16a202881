import { attributionFields } from '../../shared/contracts/attribution';
import type { SignupRow, TrialOutcome } from '../../shared/contracts/teamConsole';
import { channels, type Channel } from '../../shared/contracts/visitCounting';
import type { ConsoleSignup } from '../store/store';
import type { CsvColumn } from './csv';

const isChannel = (value: string | null): value is Channel =>
  (channels as readonly (string | null)[]).includes(value);

/** What became of a signup's trial, from its first payment and its subscription's last event. */
export function trialOutcomeOf(
  signup: Pick<ConsoleSignup, 'completedAt' | 'paidAt' | 'subscriptionState'>,
): TrialOutcome | null {
  if (!signup.completedAt) return null;
  const paid = signup.paidAt !== null;
  switch (signup.subscriptionState) {
    case 'cancelled':
      return paid ? 'cancelled' : 'cancelled_in_trial';
    case 'payment_failed':
      return 'payment_failed';
    default:
      return paid ? 'paying' : 'trial';
  }
}

/** A signup as the console's API answers it (shared/contracts/teamConsole.ts's signupRowSchema). */
export function signupRowOf(signup: ConsoleSignup): SignupRow {
  return {
    customerId: signup.customerId,
    email: signup.email,
    locale: signup.locale,
    state: signup.state,
    startedAt: signup.startedAt.toISOString(),
    completedAt: signup.completedAt?.toISOString() ?? null,
    level: signup.level,
    billing: signup.billing,
    currency: signup.currency,
    source: signup.source,
    channel: isChannel(signup.channel) ? signup.channel : null,
    campaign: signup.attribution.utm_campaign ?? null,
    outcome: trialOutcomeOf(signup),
    deliveries: signup.deliveries.map((delivery) => ({
      ...delivery,
      updatedAt: delivery.updatedAt.toISOString(),
      nextAttemptAt: delivery.nextAttemptAt?.toISOString() ?? null,
    })),
  };
}

const deliveryOf = (signup: ConsoleSignup, kind: string) =>
  signup.deliveries.find((delivery) => delivery.kind === kind);

/** The columns of /team/signups.csv: the signup, its plan, its whole attribution, its deliveries. */
export const signupCsvColumns: readonly CsvColumn<ConsoleSignup>[] = [
  ['email', (signup) => signup.email],
  ['state', (signup) => signup.state],
  ['started', (signup) => signup.startedAt.toISOString()],
  ['completed', (signup) => signup.completedAt?.toISOString() ?? ''],
  ['level', (signup) => signup.level ?? ''],
  ['billing', (signup) => signup.billing ?? ''],
  ['currency', (signup) => signup.currency ?? ''],
  ['locale', (signup) => signup.locale],
  ...attributionFields.map((field): CsvColumn<ConsoleSignup> => [
    field,
    (signup) => signup.attribution[field] ?? '',
  ]),
  ['channel', (signup) => signup.channel ?? ''],
  ['named_source', (signup) => signup.source ?? ''],
  ['trial_outcome', (signup) => trialOutcomeOf(signup) ?? ''],
  ['paid', (signup) => signup.paidAt?.toISOString() ?? ''],
  ['welcome_email', (signup) => deliveryOf(signup, 'welcome-email')?.state ?? ''],
  ['platform_event', (signup) => deliveryOf(signup, 'trial-started')?.state ?? ''],
];
