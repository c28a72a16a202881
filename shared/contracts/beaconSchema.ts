import { z } from 'zod';
import { hasInvisibleCharacter } from '../invisibleCharacters';
import { locales } from '../language/locales';
import {
  beaconMaxEvents,
  deviceClasses,
  vitalNames,
  type BeaconDropReason,
  type VitalName,
} from './visitCounting';

const controlCharacter: BeaconDropReason = 'invisible character';
/**
 * No count is ever keyed by an invisible character (shared/invisibleCharacters.ts): a control
 * character (PostgreSQL refuses NUL in text outright, which would fail the whole batch it travels
 * in), a lone surrogate, a line separator or a bidi control that would turn a name around in the
 * team's e-mail. Checked before trimming, so a trailing newline is refused rather than cut off.
 */
const cleanText = () => z.string().refine((text) => !hasInvisibleCharacter(text), controlCharacter);

const shortText = cleanText().trim().max(200);
/** A path on this site, without its query: "/de/pricing". */
const sitePath = cleanText()
  .max(300)
  .regex(/^\/[^?#\s]*$/);
const pageFields = { path: sitePath, locale: z.enum(locales) };
const device = z.enum(deviceClasses);

/** The first page of a visit: where it came from, and the device it is seen on. */
const visitStep = z.object({
  type: z.literal('step'),
  step: z.literal('visit'),
  ...pageFields,
  device,
  /** utm_source, or the ad network of a click id (shared/contracts/attribution.ts's sourceTags). */
  source: shortText.optional(),
  /** utm_medium, or "cpc" for a click id. */
  medium: shortText.optional(),
  campaign: shortText.optional(),
  /** The linking page's origin, never its path. */
  referrer: shortText.optional(),
});

/** Every page view, the visit's first page included. */
const pageStep = z.object({
  type: z.literal('step'),
  step: z.literal('page'),
  ...pageFields,
  device,
});

/** A step of the funnel taken on a page. */
const actionStep = z.object({
  type: z.literal('step'),
  step: z.enum(['pricing', 'trial_dialog']),
  ...pageFields,
  device: device.optional(),
});

const vitalEvent = z.object({
  type: z.literal('vital'),
  name: z.enum(vitalNames as [VitalName, ...VitalName[]]),
  value: z.number().min(0).max(600_000),
  ...pageFields,
  device,
});

const vitalNamesOf = (events: readonly { type: string; name?: string }[]) =>
  events.flatMap((event) => (event.type === 'vital' ? [event.name] : []));

/**
 * One beacon: a few events of one page, with at most one value per metric. Sent as JSON text
 * (sendBeacon's default type).
 */
export const beaconBodySchema = z.object({
  events: z
    .array(
      z.discriminatedUnion('type', [
        z.discriminatedUnion('step', [visitStep, pageStep, actionStep]),
        vitalEvent,
      ]),
    )
    .min(1)
    .max(beaconMaxEvents)
    .refine((events) => {
      const names = vitalNamesOf(events);
      return new Set(names).size === names.length;
    }, 'one value per metric'),
});
export type BeaconBody = z.infer<typeof beaconBodySchema>;
export type BeaconEvent = BeaconBody['events'][number];

/** Why a body is refused: an invisible character anywhere in it, or any other mismatch. */
export function refusalOf(error: z.ZodError): BeaconDropReason {
  return error.issues.some((issue) => issue.message === controlCharacter)
    ? controlCharacter
    : 'invalid';
}
