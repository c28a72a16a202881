/**
 * First-party attribution (where a visit came from), kept for the visit in sessionStorage and
 * sent with the signup. The browser collects these fields and the server accepts only these.
 */
import { hasInvisibleCharacter } from '../invisibleCharacters';

export const attributionFields = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'msclkid',
  /** The origin of the page that linked here, never its path or query. */
  'referrer',
  /** The path the visit landed on, without its query. */
  'landing_path',
] as const;

export type AttributionField = (typeof attributionFields)[number];

export type Attribution = Partial<Record<AttributionField, string>>;

/** Longer values are cut to this length; Stripe's metadata allows 500 characters a value. */
export const attributionValueMaxLength = 200;

/**
 * An attribution value as the browser keeps it and the server stores it: trimmed and cut to
 * attributionValueMaxLength UTF-16 units, one fewer when the cut would split a character's
 * surrogate pair. Undefined when empty; `false` when it is no string or holds an invisible
 * character (a control character or a lone surrogate, which no database keeps; a bidi control or
 * line separator, which would reach the team's screens and e-mail).
 */
export function attributionValue(raw: unknown): string | false | undefined {
  if (typeof raw !== 'string' || hasInvisibleCharacter(raw)) return false;
  let value = raw.trim();
  if (value.length > attributionValueMaxLength) {
    const last = value.charCodeAt(attributionValueMaxLength - 1);
    // A high surrogate's low half lies beyond the cut.
    const end = last >= 0xd800 && last <= 0xdbff ? -1 : 0;
    value = value.slice(0, attributionValueMaxLength + end);
  }
  return value || undefined;
}

/**
 * The known fields of what the browser sent or kept, each by attributionValue; `dropped` names
 * the fields whose value could not be kept (or `attribution` when it was no object at all), so
 * a malformed attribution is left out of the signup instead of costing it.
 */
export function readAttribution(input: unknown): { attribution: Attribution; dropped: string[] } {
  const attribution: Attribution = {};
  const dropped: string[] = [];
  if (input === undefined || input === null) return { attribution, dropped };
  if (typeof input !== 'object' || Array.isArray(input)) {
    return { attribution, dropped: ['attribution'] };
  }
  for (const field of attributionFields) {
    const raw = (input as Record<string, unknown>)[field];
    if (raw === undefined || raw === null) continue;
    const value = attributionValue(raw);
    if (value === false) dropped.push(field);
    else if (value) attribution[field] = value;
  }
  return { attribution, dropped };
}
