import { attributionFields } from '../../shared/contracts/attribution';
import type { SignupRow } from '../../shared/contracts/teamConsole';
import type { ConsoleSignup } from '../store/store';
import type { CsvColumn } from './csv';

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
    source: signup.attribution.utm_source ?? null,
    campaign: signup.attribution.utm_campaign ?? null,
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
  ['welcome_email', (signup) => deliveryOf(signup, 'welcome-email')?.state ?? ''],
  ['platform_event', (signup) => deliveryOf(signup, 'trial-started')?.state ?? ''],
];
