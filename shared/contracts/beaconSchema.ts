import { z } from 'zod';
import { locales } from '../language/locales';
import {
  beaconMaxEvents,
  deviceClasses,
  pageSteps,
  vitalNames,
  type VitalName,
} from './visitCounting';

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
  device: z.enum(deviceClasses).optional(),
  /** Only on `visit`: where it came from. */
  source: shortText.optional(),
  campaign: shortText.optional(),
  /** The linking page's origin, never its path. */
  referrer: shortText.optional(),
});

const vitalEvent = z.object({
  type: z.literal('vital'),
  name: z.enum(vitalNames as [VitalName, ...VitalName[]]),
  value: z.number().min(0).max(600_000),
  path: sitePath,
  locale: z.enum(locales),
  device: z.enum(deviceClasses),
});

/** One beacon: a few events of one page. Sent as JSON text (sendBeacon's default type). */
export const beaconBodySchema = z.object({
  events: z
    .array(z.discriminatedUnion('type', [stepEvent, vitalEvent]))
    .min(1)
    .max(beaconMaxEvents),
});
export type BeaconBody = z.infer<typeof beaconBodySchema>;
export type BeaconEvent = BeaconBody['events'][number];
