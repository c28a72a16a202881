import { z } from 'zod';
import type { ContractRoute } from './signupApi';
import { channels, deviceClasses, funnelSteps } from './visitCounting';

/**
 * The team's console: its pages, its API and the shapes they exchange. The server validates
 * with these schemas, the console's island reads with the types inferred from them, and the
 * tests take the paths from here.
 */

export const teamPaths = {
  /** The console's page: the sign-in form without a session, the console with one. */
  console: '/team',
  /** Where the e-mailed link lands; the token travels in the fragment (`#token=…`). */
  signIn: '/team/sign-in',
  api: {
    /** POST `{ email }` → 202 `{ sent: true }`, the same answer for any address. */
    requestLink: '/team/api/sign-in-link',
    /** POST `{ token }` → 204 with the session cookie, or 401. */
    session: '/team/api/session',
    /** POST → 204, clears the session. */
    signOut: '/team/api/sign-out',
    /** GET → `{ email }` or 401. */
    me: '/team/api/me',
    /** GET with signupFilters as the query → SignupPage. */
    signups: '/team/api/signups',
    /** POST → 204: the failed delivery is due again. */
    retryDelivery: (deliveryId: string) =>
      `/team/api/deliveries/${encodeURIComponent(deliveryId)}/retry`,
    /** GET with reportFiltersSchema → ReportAnswer: the whole console for a period. */
    report: '/team/api/report',
    /** GET with reportFiltersSchema → OutcomeAnswer: checkouts, trials and paying customers. */
    outcomes: '/team/api/outcomes',
  },
  /** GET with signupFilters → text/csv. */
  signupsCsv: '/team/signups.csv',
  /** GET with reportFiltersSchema → text/csv: every figure the console shows for them. */
  statisticsCsv: '/team/statistics.csv',
} as const;

/** The retry's route, its delivery id a parameter. */
export const retryDeliveryRoute = teamPaths.api
  .retryDelivery('ID')
  .replace('/ID/', '/:deliveryId/');

/** The console's API and export; its two pages are files of the built site. */
export const routes: readonly ContractRoute[] = [
  ['POST', teamPaths.api.requestLink],
  ['POST', teamPaths.api.session],
  ['POST', teamPaths.api.signOut],
  ['GET', teamPaths.api.me],
  ['GET', teamPaths.api.signups],
  ['POST', retryDeliveryRoute],
  ['GET', teamPaths.api.report],
  ['GET', teamPaths.api.outcomes],
  ['GET', teamPaths.signupsCsv],
  ['GET', teamPaths.statisticsCsv],
];

/** Whether a request is for the console's API or its CSV, answered in the JSON error shape. */
export const isTeamApiPath = (url: string): boolean =>
  url.startsWith(`${teamPaths.console}/api/`) ||
  [teamPaths.signupsCsv, teamPaths.statisticsCsv].some((csv) => url.split('?')[0] === csv);

/** Sign-in links are valid this long, and only once. */
export const signInLinkMinutes = 15;
/** A console session lasts this long. */
export const teamSessionHours = 12;

/**
 * One of the site's languages (shared/language/locales.ts). Written as a pattern so that the console's
 * island, which reads these shapes, shares no module with the public pages; the server checks
 * the value against the list.
 */
const localeCode = z.string().regex(/^[a-z]{2}$/);

/** A day as `YYYY-MM-DD` (UTC), both ends included. */
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
/** A period's end as asked: read and checked by checkedPeriod (reportPeriod.ts), which says why not. */
const askedDay = z.string().max(40);
const filterText = z.string().trim().min(1).max(200);
/** What the signups and the funnel are both filtered by. */
const commonFilters = {
  from: askedDay.optional(),
  to: askedDay.optional(),
  channel: z.enum(channels).optional(),
  source: filterText.optional(),
  campaign: filterText.optional(),
};

export const signupStates = ['started', 'checkout', 'completed'] as const;

/**
 * A started trial's fate: still in its trial, paying (first payment after the trial made),
 * cancelled during the trial, its payment failed, or cancelled after paying.
 */
export const trialOutcomes = [
  'trial',
  'paying',
  'cancelled_in_trial',
  'payment_failed',
  'cancelled',
] as const;
export type TrialOutcome = (typeof trialOutcomes)[number];
export type SignupState = (typeof signupStates)[number];

export const signupFiltersSchema = z.object({
  ...commonFilters,
  locale: localeCode.optional(),
  /** A level id ("standard"). */
  plan: filterText.optional(),
  state: z.enum(signupStates).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export type SignupFilters = z.infer<typeof signupFiltersSchema>;
export const signupPageSize = 25;

export const deliveryKinds = ['welcome-email', 'trial-started'] as const;
export const deliveryStates = ['pending', 'sending', 'delivered', 'failed', 'skipped'] as const;

const deliverySchema = z.object({
  id: z.string(),
  kind: z.enum(deliveryKinds),
  state: z.enum(deliveryStates),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  updatedAt: z.string(),
  /** When a delivery whose last attempt failed is tried again; absent when none is due. */
  nextAttemptAt: z.string().nullable().optional(),
});

export const signupRowSchema = z.object({
  customerId: z.string(),
  email: z.string(),
  locale: localeCode,
  state: z.enum(signupStates),
  startedAt: z.string(),
  completedAt: z.string().nullable(),
  level: z.string().nullable(),
  billing: z.string().nullable(),
  currency: z.string().nullable(),
  /** The named source of the signup's first visit (shared/contracts/visitSource.ts). */
  source: z.string().nullable(),
  channel: z.enum(channels).nullable(),
  /** What became of the trial (subscriptionOutcomes); null before a checkout completed. */
  outcome: z.enum(trialOutcomes).nullable(),
  campaign: z.string().nullable(),
  deliveries: z.array(deliverySchema),
});
export type SignupRow = z.infer<typeof signupRowSchema>;

export const signupPageSchema = z.object({
  signups: z.array(signupRowSchema),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
});
export type SignupPage = z.infer<typeof signupPageSchema>;

/**
 * The console's report: every panel of one period, with the previous period of the same length,
 * in one answer (`GET teamPaths.api.report`, filtered by reportFiltersSchema). "Visitors" are
 * distinct daily visitor hashes, added up over the days of the period: a visitor who comes back
 * on another day counts again. Trials started and completed are visitors who reached the
 * checkout and completed it, as counted (so without Do Not Track and GPC visits, like every other
 * figure here). Lists are the top `reportListLength` entries, the rest added up as "(other)".
 */
export const reportListLength = 10;
/** The sources and campaigns of the funnel table: at most this many rows, then "(other)". */
export const reportSourceRows = 20;

export const reportFiltersSchema = z.object({
  ...commonFilters,
  /** The visit's landing path. */
  path: z.string().max(300).optional(),
  locale: localeCode.optional(),
  device: z.enum(deviceClasses).optional(),
  /** The linking site's domain, as the referrers list names it. */
  referrer: filterText.optional(),
  /** The visitor's country, an ISO 3166 code ("DE"), or "(none)" when not known. */
  country: z
    .string()
    .regex(/^([A-Z]{2}|\(none\))$/)
    .optional(),
});
export type ReportFilters = z.infer<typeof reportFiltersSchema>;

const count = z.number().int().min(0);
/** A figure in the period and in the previous period of the same length. */
const compared = z.object({ current: count, previous: count });
/** A top list: each entry's name ("/pricing", "google.com") and its visitors. */
const ranked = z.array(z.object({ name: z.string(), visitors: count }));
const dailyStepCounts = z.array(z.object({ step: z.enum(funnelSteps), visitors: count }));

export const reportAnswerSchema = z.object({
  period: z.object({ from: day, to: day, previousFrom: day, previousTo: day }),
  totals: z.object({ visitors: compared, trialsStarted: compared, trialsCompleted: compared }),
  /** Every day of the period, oldest first, with no day left out. */
  daily: z.array(z.object({ day, visitors: count, trialsStarted: count, trialsCompleted: count })),
  funnel: z.object({
    /** Distinct daily visitors per step, in funnel order. */
    steps: dailyStepCounts,
    /** The same per channel of the visit's source; `singlePage`: of its visitors, how many saw one page only. */
    byChannel: z.array(
      z.object({ channel: z.string(), steps: dailyStepCounts, singlePage: count }),
    ),
    /** The same per named source and campaign of the visit (campaign "(none)" when untagged). */
    bySource: z
      .array(
        z.object({
          channel: z.string(),
          source: z.string(),
          campaign: z.string(),
          steps: dailyStepCounts,
          singlePage: count,
        }),
      )
      .max(reportSourceRows + 1),
  }),
  /**
   * Where visits began, with how many of their visitors saw that one page only, reached a pricing
   * page, and started a trial.
   */
  landingPages: z
    .array(
      z.object({
        name: z.string(),
        visitors: count,
        singlePage: count,
        pricing: count,
        trials: count,
      }),
    )
    .max(reportListLength + 1),
  /** Every page viewed, by the visitors who viewed it. */
  pages: ranked.max(reportListLength + 1),
  /** The linking site's domain ("google.com") of visits that came from another site. */
  referrers: ranked.max(reportListLength + 1),
  devices: z.array(z.object({ device: z.enum(deviceClasses), visitors: count })),
  languages: z.array(z.object({ locale: localeCode, visitors: count })),
  /**
   * Visitors by country (looked up from the address when counted): the marketplaces' countries
   * first, then the others (top `reportListLength`, then "(other)"), "(none)" where not known.
   */
  countries: z.array(z.object({ country: z.string(), visitors: count })).max(30),
  /** Real visitors' page speed: the 75th percentile of each metric, per page. */
  vitals: z
    .array(
      z.object({
        path: z.string(),
        samples: count,
        lcp_p75: z.number().nullable(),
        inp_p75: z.number().nullable(),
        cls_p75: z.number().nullable(),
      }),
    )
    .max(reportListLength + 1),
  /** Beacons refused since this process started, by reason ("invisible character", "cross-site"…). */
  dropped: z.object({ total: count, reasons: z.record(z.string(), count) }),
});
export type ReportAnswer = z.infer<typeof reportAnswerSchema>;

/** What the paying customers are grouped by, each a table of the console. */
export const outcomeDimensions = ['channel', 'source', 'campaign', 'landing', 'plan'] as const;
export type OutcomeDimension = (typeof outcomeDimensions)[number];

const outcomeCounts = {
  /** Customers who went to checkout in the period. */
  checkout: count,
  /** Customers whose checkout completed in the period: trials started. */
  trials: count,
  /** Customers whose first payment after the trial succeeded in the period. */
  paying: count,
  /**
   * What those paying customers pay a month, at their plan's US-dollar price (an annual plan's
   * price divided by 12), so customers paying in different currencies add up.
   */
  monthlyRevenueUsd: z.number().min(0),
};

/**
 * From checkout to paying customer, for the period and the visit filters, by the attribution of
 * each customer's first visit (`GET teamPaths.api.outcomes`). Each step is counted in the period
 * it happened in. Unlike the funnel, customers are counted whether or not their visits were
 * (Do Not Track, Global Privacy Control).
 */
export const outcomeAnswerSchema = z.object({
  totals: z.object(outcomeCounts),
  groups: z.record(
    z.enum(outcomeDimensions),
    z
      .array(z.object({ name: z.string(), channel: z.string().optional(), ...outcomeCounts }))
      .max(reportSourceRows + 1),
  ),
});
export type OutcomeAnswer = z.infer<typeof outcomeAnswerSchema>;
export type OutcomeRow = OutcomeAnswer['groups'][OutcomeDimension][number];
