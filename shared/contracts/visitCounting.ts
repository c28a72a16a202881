/**
 * The first-party, cookieless visit counting: what the page's beacon sends and what the server
 * accepts. The browser, the server, the console, the tests and the benchmark take it from here.
 * Plain values only, so the page's counting code carries no schema library; the beacon's shape
 * is checked by beaconSchema.ts.
 */

/** Where the beacon posts (`navigator.sendBeacon`), on the site's own origin. */
export const beaconPath = '/api/beacon';
export const routes = [['POST', beaconPath]] as const;

/** The funnel's steps, in order. */
export const funnelSteps = ['visit', 'pricing', 'trial_dialog', 'checkout', 'completed'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/**
 * Steps the page reports; `checkout` and `completed` are credited by the server itself. `visit`
 * is the first page of a visit, `page` every page view (each load, the first one included); `page`
 * feeds the console's pages, not the funnel.
 */
export const pageSteps = ['visit', 'page', 'pricing', 'trial_dialog'] as const;
export type PageStep = (typeof pageSteps)[number];

/** The web-vitals metrics the page reports, and each one's "good" threshold (web.dev). */
export const vitalThresholds = {
  LCP: 2500,
  INP: 200,
  CLS: 0.1,
  FCP: 1800,
  TTFB: 800,
} as const;
export type VitalName = keyof typeof vitalThresholds;
export const vitalNames = Object.keys(vitalThresholds) as VitalName[];

/**
 * The channel a visit's source belongs to (shared/contracts/visitSource.ts names them; the
 * console, which must not load that module's list of sites, reads them from here).
 */
export const channels = ['paid', 'search', 'social', 'email', 'referral', 'direct'] as const;
export type Channel = (typeof channels)[number];

/** Device class by the viewport's width in CSS pixels. */
export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];
export const deviceClassOf = (viewportWidth: number): DeviceClass =>
  viewportWidth < 768 ? 'phone' : viewportWidth < 1280 ? 'tablet' : 'desktop';

/** A beacon's body is small: larger ones are refused unread. */
export const beaconMaxBytes = 4096;
/** At most this many events travel in one beacon. */
export const beaconMaxEvents = 20;

/**
 * Why a beacon (or a record the server credits itself) was not counted, as the console's
 * `dropped.reasons` names it: refused at the edge (the first four), or dropped on the way to the
 * database (the rest).
 */
export const beaconDropReasons = [
  /**
   * A text field held an invisible character (shared/invisibleCharacters.ts): a control character,
   * a lone surrogate, a bidi control, a line separator…
   */
  'invisible character',
  /** Not JSON, or not the beacon's shape. */
  'invalid',
  /** Larger than beaconMaxBytes. */
  'too large',
  /** Sent from another site (`Sec-Fetch-Site: cross-site`, or a foreign `Origin`). */
  'cross-site',
  /** Its client (an IPv4 address or an IPv6 /64) was over its beacons per window. */
  'client limit',
  /** A signup was under way and counting gave way to it. */
  'signup under way',
  /** The in-memory queue was full. */
  'queue full',
  /** The database refused or did not answer. */
  'write failed',
  /** Its day had already been rolled up (a record written long after it was sent). */
  'day closed',
] as const;
export type BeaconDropReason = (typeof beaconDropReasons)[number];

/**
 * Sources, campaigns, referring domains and paths stored under their own names each day, at
 * most; the day's later newcomers are counted under `otherName`. This bounds what a day keeps,
 * whatever a sender invents.
 */
export const dailyNameCaps = { source: 100, campaign: 100, referrer: 100, path: 300 } as const;
export type DailyNameKind = keyof typeof dailyNameCaps;
/** What a name past its day's cap, or past a top list's length, is counted as. */
export const otherName = '(other)';
/** A visit without a source, campaign or referrer. */
export const noneName = '(none)';
