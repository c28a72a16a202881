/**
 * The tags that name a visit's source (shared/contracts/visitSource.ts), read from the landing
 * address (the page's visit counting) or from a signup's kept attribution (the server), by their
 * query names: utm_source and utm_medium, or an ad network's click id (gclid, msclkid) read as a
 * paid click from that network. Kept apart and small: every page's counting code carries it.
 */
export function sourceTags(
  tag: (name: 'utm_source' | 'utm_medium' | 'gclid' | 'msclkid') => string | null | undefined,
): {
  source: string | undefined;
  medium: string | undefined;
} {
  const click = tag('gclid') ? 'google' : tag('msclkid') ? 'bing' : undefined;
  return {
    source: tag('utm_source') || click,
    medium: tag('utm_medium') || (click && 'cpc'),
  };
}
