import type { DailyNameKind } from '../../shared/contracts/visitCounting';

/** Days as the visit tables store them, `YYYY-MM-DD` (UTC), both ends included. */
import type { DayRange } from '../../shared/contracts/reportPeriod';
export type { DayRange };

/** The funnel's steps as bits of a visitor's row (`steps`): a visitor reached each at most once a day. */
export const stepBits = {
  visit: 1,
  pricing: 2,
  trial_dialog: 4,
  checkout: 8,
  completed: 16,
  /** Not a step of the funnel: the visitor saw a second page that day. */
  morePages: 32,
} as const;

/**
 * One visitor of one day, merged from a batch's records: the steps it reached, and, when it
 * landed (a `visit`), where its first visit came from. Names are already within their day's caps.
 */
export interface VisitorRow {
  day: string;
  visitor: string;
  landed: boolean;
  /** The source's channel (shared/contracts/visitSource.ts). */
  channel: string | null;
  /** The visit's named source: its utm_source, its referrer's name, or Direct. */
  source: string | null;
  campaign: string | null;
  locale: string | null;
  landingPath: string | null;
  device: string | null;
  /** The linking site's domain. */
  referrer: string | null;
  /** The visitor's country (ISO 3166 code), looked up from the address when counted. */
  country: string | null;
  steps: number;
}

/** A batch of counts, table by table, each row unique by its key within the batch. */
export interface VisitRows {
  visitors: VisitorRow[];
  pageViews: { day: string; path: string; visitor: string }[];
  /**
   * Page-speed samples, each in its histogram slot (server/visits/vitalHistogram.ts), and whose
   * they are (`voice`: the visitor's hash). At most one per day, page, metric and voice is
   * counted, the first to arrive.
   */
  vitals: { day: string; path: string; metric: string; voice: string; slot: number }[];
  /** How many slots a histogram has. */
  vitalSlots: number;
  /** Which visitor opened each checkout session, so its completion credits the same visitor. */
  checkouts: { sessionId: string; day: string; visitor: string }[];
  /** Checkout sessions completed: `completed` for the visitor who opened each. */
  completedSessions: string[];
}

/** The visit filters of the console's report, each naming a value of the visitor's first visit. */
export interface VisitFilters {
  channel?: string | undefined;
  source?: string | undefined;
  campaign?: string | undefined;
  locale?: string | undefined;
  /** The visit's landing path. */
  path?: string | undefined;
  device?: string | undefined;
  /** The linking site's domain. */
  referrer?: string | undefined;
  country?: string | undefined;
}

export interface ReportQuery {
  current: DayRange;
  /** The period of the same length just before. */
  previous: DayRange;
  filters: VisitFilters;
  /** How many pages the vitals are given for (the most measured). */
  vitalPages: number;
}

/** A name and its distinct daily visitors, added up over the days. */
export type NamedCount = { name: string; visitors: number };

export interface FunnelCounts {
  visit: number;
  /** Of those visitors, how many saw more than one page. */
  more_pages: number;
  pricing: number;
  trial_dialog: number;
  checkout: number;
  completed: number;
}

/** What the report is made of, before its lists are cut to length (server/visits/report.ts). */
export interface ReportRows {
  /** Days of both periods that had visitors. */
  daily: { day: string; visitors: number; checkout: number; completed: number }[];
  /** The current period from here on. */
  bySource: ({ channel: string; source: string; campaign: string } & FunnelCounts)[];
  channels: ({ name: string } & FunnelCounts)[];
  devices: NamedCount[];
  languages: NamedCount[];
  referrers: NamedCount[];
  countries: NamedCount[];
  /** The landing pages with the funnel of their visitors. */
  landing: ({ name: string } & FunnelCounts)[];
  /** Every visitor, whatever the filters: pages are counted apart from the visit. */
  pages: NamedCount[];
  /** The most measured pages, whatever the filters, with their histograms. */
  vitals: {
    path: string;
    samples: number;
    /** The histogram's slots that hold samples, added up over the days. */
    slots: { metric: string; slot: number; samples: number }[];
  }[];
}

/**
 * Where visit counts live (server/visits). Like the signups' Store, one SQL implementation runs
 * on PGlite and PostgreSQL (sqlVisitStore.ts).
 */
export interface VisitStore {
  /**
   * Writes a batch in one transaction, merging each visitor into its day's row. Rows of a day
   * already rolled up are left out (a roll-up is never changed by a late row), except completions,
   * which are added to the roll-up too. Returns the days left out.
   */
  write(rows: VisitRows): Promise<{ closedDays: string[] }>;
  /** The salt of `day`: `fresh`, unless the day has one already (from another replica). */
  keepSalt(day: string, fresh: Uint8Array): Promise<Uint8Array | undefined>;
  deleteSaltsBefore(day: string): Promise<void>;
  /**
   * Admits `names` (new to the caller) for `day` while fewer than `cap` are admitted, first come
   * first served, the same for every replica; returns every name the day has admitted.
   */
  admitNames(
    day: string,
    kind: DailyNameKind,
    names: readonly string[],
    cap: number,
  ): Promise<string[]>;
  /** Days before `before` with visitors or page views and no roll-up yet. */
  daysToRollUp(before: string): Promise<string[]>;
  /**
   * Rolls up one closed day unless another replica is doing it or did it; returns whether this
   * call wrote it. Repeating it changes nothing.
   */
  rollUpDay(day: string): Promise<boolean>;
  /** Deletes raw rows (visitors, page views, checkout links) and name lists of rolled-up days before `day`. */
  pruneBefore(day: string): Promise<void>;
  /** Everything the console's report shows, for two periods. */
  report(query: ReportQuery): Promise<ReportRows>;
}
