import {
  attributionFields,
  attributionValue,
  readAttribution,
  type Attribution,
} from '../../shared/contracts/attribution';

/**
 * First-touch attribution of the visit (decision "attribution is first party" in
 * docs/decisions.md): read once from the page the visit landed on, kept in sessionStorage (never
 * a cookie) and sent only with the signup the visitor starts.
 */
export const ATTRIBUTION_STORAGE_KEY = 'adhelm:attribution';

const queryFields = attributionFields.filter(
  (field) => field !== 'referrer' && field !== 'landing_path',
);

interface Landing {
  href: string;
  referrer: string;
}

/** What the landing page tells about the visit: its tags, the referring origin and the path. */
export function attributionOf({ href, referrer }: Landing): Attribution {
  const url = new URL(href);
  const found: Attribution = {};
  const keep = (field: keyof Attribution, value: string | null | undefined) => {
    // The server's own rule: a value it would not keep is not kept here either.
    const clean = attributionValue(value);
    if (clean) found[field] = clean;
  };
  for (const field of queryFields) keep(field, url.searchParams.get(field));
  if (referrer) {
    try {
      const origin = new URL(referrer).origin;
      // A page of this site is no referrer: it is the same visit moving on.
      if (origin !== url.origin && origin !== 'null') keep('referrer', origin);
    } catch {
      // A referrer that is not an address tells nothing.
    }
  }
  keep('landing_path', url.pathname);
  return found;
}

/** Runs on every page load; keeps the first landing of the visit and never overwrites it. */
export function captureAttribution(
  landing: Landing = { href: window.location.href, referrer: document.referrer },
  storage: Storage | undefined = sessionStorageOrNothing(),
): void {
  if (!storage || storage.getItem(ATTRIBUTION_STORAGE_KEY) !== null) return;
  try {
    storage.setItem(ATTRIBUTION_STORAGE_KEY, JSON.stringify(attributionOf(landing)));
  } catch {
    // Storage full or refused: the signup simply goes without attribution.
  }
}

/** The visit's attribution, if one was kept. */
export function storedAttribution(
  storage: Storage | undefined = sessionStorageOrNothing(),
): Attribution | undefined {
  const saved = storage?.getItem(ATTRIBUTION_STORAGE_KEY);
  if (!saved) return undefined;
  try {
    // Read by the server's rule, so a value kept by an older page (cut inside an emoji) is left
    // out here rather than refused by the server.
    const { attribution } = readAttribution(JSON.parse(saved));
    return Object.keys(attribution).length > 0 ? attribution : undefined;
  } catch {
    return undefined;
  }
}

/** Some browsers throw on the mere access to sessionStorage when storage is blocked. */
function sessionStorageOrNothing(): Storage | undefined {
  try {
    return globalThis.sessionStorage;
  } catch {
    return undefined;
  }
}
