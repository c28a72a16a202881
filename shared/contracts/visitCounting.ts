/**
 * The first-party, cookieless visit counting: what the page's beacon sends and what the server
 * accepts. The browser, the server, the console, the tests and the benchmark take it from here.
 * Plain values only, so the page's counting code carries no schema library; the beacon's shape
 * is checked by beaconSchema.ts.
 */

/** Where the beacon posts (`navigator.sendBeacon`), on the site's own origin. */
export const beaconPath = '/api/beacon';

/** The funnel's steps, in order. */
export const funnelSteps = ['visit', 'pricing', 'trial_dialog', 'checkout', 'completed'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/** Steps the page reports; `checkout` and `completed` are credited by the server itself. */
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

/** Device class by the viewport's width in CSS pixels. */
export const deviceClasses = ['phone', 'tablet', 'desktop'] as const;
export type DeviceClass = (typeof deviceClasses)[number];
export const deviceClassOf = (viewportWidth: number): DeviceClass =>
  viewportWidth < 768 ? 'phone' : viewportWidth < 1280 ? 'tablet' : 'desktop';

/** A beacon's body is small: larger ones are refused unread. */
export const beaconMaxBytes = 4096;
/** At most this many events travel in one beacon. */
export const beaconMaxEvents = 20;
