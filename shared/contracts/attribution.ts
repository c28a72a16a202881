/**
 * First-party attribution (where a visit came from), kept for the visit in sessionStorage and
 * sent with the signup. The browser collects these fields and the server accepts only these.
 */
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
