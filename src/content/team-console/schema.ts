import { z } from 'zod';
import { deliveryKinds, deliveryStates, signupStates } from '../../facts/teamConsole';
import { funnelSteps } from '../../facts/visitCounting';

const text = z.string().min(1);
/** One label for every value of a list of facts, and no other. */
const labelsOf = <Value extends string>(values: readonly Value[]) =>
  z.strictObject(
    Object.fromEntries(values.map((value) => [value, text])) as Record<Value, typeof text>,
  );

/**
 * The team console's copy (src/content/team-console/en.json). The console is the team's own tool
 * and English only: scripts/translations.ts leaves this collection out of its language check.
 */
export const teamConsoleSchema = z.strictObject({
  pages: z.strictObject({
    consoleTitle: text,
    signInTitle: text,
    loading: text,
  }),
  requestLink: z.strictObject({
    heading: text,
    intro: text,
    emailLabel: text,
    submit: text,
    sending: text,
    /** The same line for any address; `{minutes}` is the link's lifetime. */
    sent: text,
  }),
  signIn: z.strictObject({
    heading: text,
    intro: text,
    button: text,
    signingIn: text,
    noToken: text,
    spent: text,
    askAgain: text,
  }),
  console: z.strictObject({
    heading: text,
    signedInAs: text,
    signOut: text,
    sessionEnded: text,
    failed: text,
  }),
  filters: z.strictObject({
    heading: text,
    from: text,
    to: text,
    source: text,
    campaign: text,
    locale: text,
    plan: text,
    state: text,
    path: text,
    any: text,
    apply: text,
    clear: text,
  }),
  signups: z.strictObject({
    heading: text,
    tableLabel: text,
    downloadCsv: text,
    empty: text,
    loading: text,
    columns: z.strictObject({
      started: text,
      email: text,
      state: text,
      plan: text,
      locale: text,
      source: text,
      deliveries: text,
    }),
    states: labelsOf(signupStates),
    none: text,
    pageOf: text,
    previous: text,
    next: text,
    pagination: text,
  }),
  deliveries: z.strictObject({
    kinds: labelsOf(deliveryKinds),
    states: labelsOf(deliveryStates),
    attempts: text,
    retry: text,
    retryLabel: text,
    retrying: text,
    none: text,
  }),
  funnel: z.strictObject({
    heading: text,
    tableLabel: text,
    intro: text,
    chartLabel: text,
    steps: labelsOf(funnelSteps),
    columns: z.strictObject({
      step: text,
      visitors: text,
      ofFirst: text,
      ofPrevious: text,
    }),
    bySourceHeading: text,
    sourceColumns: z.strictObject({
      source: text,
      campaign: text,
      conversion: text,
    }),
    noSources: text,
    dropped: text,
  }),
  vitals: z.strictObject({
    heading: text,
    tableLabel: text,
    intro: text,
    columns: z.strictObject({
      path: text,
      samples: text,
      lcp: text,
      inp: text,
      cls: text,
    }),
    ratings: z.strictObject({ good: text, needsImprovement: text, poor: text }),
    noData: text,
    empty: text,
  }),
});

export type TeamConsoleCopy = z.infer<typeof teamConsoleSchema>;
