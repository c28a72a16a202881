import type { FunnelFilters, VitalsAnswer } from '../../shared/contracts/teamConsole';

/** Days as the visit tables store them, `YYYY-MM-DD` (UTC), both ends included. */
export type DayRange = { from: string; to: string };

/** A batch of counts, table by table; the server's own steps have no path or locale. */
export interface VisitRows {
  events: {
    day: string;
    visitor: string;
    step: string;
    path?: string;
    locale?: string;
    /** Only the day's visit says where it came from. */
    source?: string | null;
    campaign?: string | null;
    referrer?: string | null;
  }[];
  vitals: {
    day: string;
    path: string;
    locale: string;
    device: string;
    name: string;
    value: number;
  }[];
  /** Which visitor opened each checkout session, so its completion credits the same visitor. */
  checkouts: { sessionId: string; day: string; visitor: string }[];
  /** Checkout sessions completed: `completed` for the visitor who opened each. */
  completedSessions: string[];
}

/** Distinct visitors of one step, by the source and campaign of their visit. */
export type FunnelCountRow = { source: string; campaign: string; step: string; visitors: number };

/**
 * Where visit counts live (server/visits). Like the signups' Store, one SQL implementation runs
 * on PGlite and PostgreSQL (sqlVisitStore.ts).
 */
export interface VisitStore {
  /** Writes a batch with one statement per table, whatever its size. */
  write(rows: VisitRows): Promise<void>;
  /** The salt of `day`: `fresh`, unless the day has one already (from another replica). */
  keepSalt(day: string, fresh: Uint8Array): Promise<Uint8Array | undefined>;
  deleteSaltsBefore(day: string): Promise<void>;
  /**
   * Events before `oldestKept` become roll-ups (distinct visitors per day, step and the visit's
   * attribution) and are deleted, in one transaction: a day is counted either from its events or
   * from its roll-ups, never both. Vitals and checkout links of those days go too.
   */
  rollUpAndPrune(oldestKept: string): Promise<void>;
  /** The funnel's counts of the days, from their events and from their roll-ups. */
  funnelCounts(range: DayRange, filters: FunnelFilters): Promise<FunnelCountRow[]>;
  /** The 75th percentile of LCP, INP and CLS per path: the figure Core Web Vitals are judged by. */
  vitals(range: DayRange): Promise<VitalsAnswer['pages']>;
}
