import { z } from 'zod';
import { locales } from './locales';

/**
 * The first-party, cookieless visit counting: what the page's beacon sends and what the server
 * accepts. The browser, the server, the console, the tests and the benchmark take it from here.
 */

/** Where the beacon posts (`navigator.sendBeacon`), on the site's own origin. */
export const beaconPath = '/api/beacon';

/** The funnel's steps, in order. */
export const funnelSteps = ['visit', 'pricing', 'trial_dialog', 'checkout', 'completed'] as const;
export type FunnelStep = (typeof funnelSteps)[number];

/** Steps the page reports; `checkout` and `completed` are credited by the server itself. */
export const pageSteps = ['visit', 'pricing', 'trial_dialog'] as const;
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

const shortText = z.string().trim().max(200);
/** A path on this site, without its query: "/de/pricing". */
const sitePath = z
  .string()
  .max(300)
  .regex(/^\/[^?#\s]*$/);

const stepEvent = z.object({
  type: z.literal('step'),
  step: z.enum(pageSteps),
  path: sitePath,
  locale: z.enum(locales),
  /** Only on `visit`: where it came from. */
  source: shortText.optional(),
  campaign: shortText.optional(),
  /** The linking page's origin, never its path. */
  referrer: shortText.optional(),
});

const vitalEvent = z.object({
  type: z.literal('vital'),
  name: z.enum(vitalNames as [VitalName, ...VitalName[]]),
  value: z.number().finite().min(0).max(600_000),
  path: sitePath,
  locale: z.enum(locales),
  device: z.enum(deviceClasses),
});

/** One beacon: a few events of one page. Sent as JSON text (sendBeacon's default type). */
export const beaconBodySchema = z.object({
  events: z
    .array(z.discriminatedUnion('type', [stepEvent, vitalEvent]))
    .min(1)
    .max(20),
});
export type BeaconBody = z.infer<typeof beaconBodySchema>;
export type BeaconEvent = BeaconBody['events'][number];

/** A beacon's body is small: larger ones are refused unread. */
export const beaconMaxBytes = 4096;
