import { ReferrerParser } from '@tryghost/referrer-parser';
import type { Channel } from './visitCounting';

/**
 * Where a visit came from, as the console names it: a source ("Bing", "newsletter") and its
 * channel. The visit counting, the signups and the migration that named the older signups take
 * it from here; the browser only sends the tags and the referring origin.
 */
export { channels, type Channel } from './visitCounting';

/** A visit with no tag and no other site before it. */
export const directSource = 'Direct';

export interface VisitSource {
  source: string;
  channel: Channel;
}

/** What a visit's landing tells: its tags and the linking site's origin, each optional. */
export interface VisitTags {
  /** utm_source, or the ad network's name when only its click id came (gclid, msclkid). */
  source?: string | undefined;
  /** utm_medium. */
  medium?: string | undefined;
  /** The linking page's origin ("https://www.bing.com"). */
  referrer?: string | undefined;
}

/** utm_medium as the channel it names, the usual words of Google's and Plausible's lists. */
const mediumChannels: readonly [RegExp, Channel][] = [
  [/^(cpc|ppc|cpm|cpv|cpa|paid|paid[_ -]?\w+|display|banner|ads?|retargeting|affiliate)$/i, 'paid'],
  [/^(e-?mail|newsletter|mail)$/i, 'email'],
  [/^(social|social[_ -]?\w+|sm|social-network|social-media)$/i, 'social'],
  [/^(organic|search|seo)$/i, 'search'],
];

/** The parser's media, as our channels ("unknown": a known site that is neither of them). */
const parserChannels: Readonly<Record<string, Channel>> = {
  search: 'search',
  social: 'social',
  email: 'email',
  paid: 'paid',
};

/** Reads referrers against Ghost's maintained list of about 2,400 sites (MIT). */
const parser = new ReferrerParser();

function named(referrer: string | undefined): { name: string; channel: Channel } | undefined {
  if (!referrer) return undefined;
  let url: URL;
  try {
    url = new URL(referrer);
  } catch {
    return undefined;
  }
  const known = parser.getDataFromUrl(url);
  if (known) return { name: known.source, channel: parserChannels[known.medium] ?? 'referral' };
  const domain = url.hostname.toLowerCase().replace(/^www\./, '');
  return domain ? { name: domain, channel: 'referral' } : undefined;
}

/**
 * The source and channel of a visit: its utm_source first, in the channel its utm_medium names
 * (else the referrer's, else referral); without tags, the referrer's name from the list or its
 * domain; Direct when neither is there. `siteHost` is never a referrer.
 */
export function visitSourceOf(tags: VisitTags, siteHost: string): VisitSource {
  const site = siteHost.toLowerCase().replace(/^www\./, '');
  const referrer = named(tags.referrer);
  const fromReferrer = referrer && referrer.name !== site ? referrer : undefined;
  const medium = tags.medium?.trim();
  const mediumChannel = medium
    ? mediumChannels.find(([pattern]) => pattern.test(medium))?.[1]
    : undefined;
  const source = tags.source?.trim();
  if (source) {
    return { source, channel: mediumChannel ?? fromReferrer?.channel ?? 'referral' };
  }
  if (fromReferrer)
    return { source: fromReferrer.name, channel: mediumChannel ?? fromReferrer.channel };
  return { source: directSource, channel: mediumChannel ?? 'direct' };
}
