import { z } from 'zod';
import { deliveryKinds, deliveryStates, signupStates } from '../../../shared/contracts/teamConsole';
import { funnelSteps } from '../../../shared/contracts/visitCounting';

const text = z.string().min(1);
/** One text for every key of the list (the values of a list of facts), and no other. */
const texts = <Key extends string>(...keys: readonly Key[]) =>
  z.strictObject(Object.fromEntries(keys.map((key) => [key, text])) as Record<Key, typeof text>);

/**
 * The team console's copy (src/content/team-console/en.json). The console is the team's own tool
 * and English only: scripts/translations.ts leaves this collection out of its language check.
 */
export const teamConsoleSchema = z.strictObject({
  pages: texts('consoleTitle', 'signInTitle', 'loading'),
  requestLink: z.strictObject({
    heading: text,
    intro: text,
    emailLabel: text,
    submit: text,
    sending: text,
    /** The same line for any address; `{minutes}` is the link's lifetime. */
    sent: text,
  }),
  signIn: texts('heading', 'intro', 'button', 'signingIn', 'noToken', 'spent', 'askAgain'),
  console: texts('heading', 'signedInAs', 'signOut', 'sessionEnded', 'failed'),
  filters: texts(
    'heading',
    'from',
    'to',
    'source',
    'campaign',
    'locale',
    'plan',
    'state',
    'path',
    'any',
    'apply',
    'clear',
  ),
  signups: z.strictObject({
    heading: text,
    tableLabel: text,
    downloadCsv: text,
    empty: text,
    loading: text,
    columns: texts('started', 'email', 'state', 'plan', 'locale', 'source', 'deliveries'),
    states: texts(...signupStates),
    none: text,
    pageOf: text,
    previous: text,
    next: text,
    pagination: text,
  }),
  deliveries: z.strictObject({
    kinds: texts(...deliveryKinds),
    states: texts(...deliveryStates),
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
    steps: texts(...funnelSteps),
    columns: texts('step', 'visitors', 'ofFirst', 'ofPrevious'),
    bySourceHeading: text,
    sourceColumns: texts('source', 'campaign', 'conversion'),
    noSources: text,
    dropped: text,
  }),
  vitals: z.strictObject({
    heading: text,
    tableLabel: text,
    intro: text,
    columns: texts('path', 'samples', 'lcp', 'inp', 'cls'),
    ratings: texts('good', 'needsImprovement', 'poor'),
    noData: text,
    empty: text,
  }),
});

export type TeamConsoleCopy = z.infer<typeof teamConsoleSchema>;
