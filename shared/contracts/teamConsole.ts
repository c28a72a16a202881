import { z } from 'zod';
import { funnelSteps, type FunnelStep } from './visitCounting';

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
    /** GET with funnelFilters → FunnelAnswer. */
    funnel: '/team/api/funnel',
    /** GET ?from=&to= → VitalsAnswer. */
    vitals: '/team/api/vitals',
  },
  /** GET with signupFilters → text/csv. */
  signupsCsv: '/team/signups.csv',
} as const;

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
const filterText = z.string().trim().min(1).max(200);
/** What the signups and the funnel are both filtered by. */
const commonFilters = {
  from: day.optional(),
  to: day.optional(),
  source: filterText.optional(),
  campaign: filterText.optional(),
};

export const signupStates = ['started', 'checkout', 'completed'] as const;
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
  source: z.string().nullable(),
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

export const funnelFiltersSchema = z.object({
  ...commonFilters,
  /** The visit's landing path. */
  path: z.string().max(300).optional(),
  locale: localeCode.optional(),
});
export type FunnelFilters = z.infer<typeof funnelFiltersSchema>;

const stepCounts = z.array(z.object({ step: z.enum(funnelSteps), visitors: z.number().int() }));

export const funnelAnswerSchema = z.object({
  /** Distinct visitors per step, in funnel order. */
  steps: stepCounts,
  /** The same, per source and campaign of the visit ("(none)" when absent). */
  bySource: z.array(z.object({ source: z.string(), campaign: z.string(), steps: stepCounts })),
  /** Beacons refused or dropped under load since the process started (per process). */
  dropped: z.number().int(),
});
export type FunnelAnswer = z.infer<typeof funnelAnswerSchema>;
export type { FunnelStep };

export const vitalsAnswerSchema = z.object({
  pages: z.array(
    z.object({
      path: z.string(),
      samples: z.number().int(),
      lcp_p75: z.number().nullable(),
      inp_p75: z.number().nullable(),
      cls_p75: z.number().nullable(),
    }),
  ),
});
export type VitalsAnswer = z.infer<typeof vitalsAnswerSchema>;
