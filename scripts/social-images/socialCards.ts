import { tagline } from '../../src/content/copyValues';
import { site } from '../../shared/facts/brand';
import { siteSocialCard } from '../../src/content/siteSocialCard';
import type { SocialImagePage } from '../../src/content/socialImages';
import type { SocialImageInput } from './SocialCard';
import { cardTextFromTitle } from './socialCardText';

/** A page's card: its title in large type over the brand's tagline, in the page's language. */
export function pageSocialCard(page: SocialImagePage): SocialImageInput {
  return {
    ...cardTextFromTitle(page.title, site.brandName),
    brandName: site.brandName,
    footer: tagline(page.locale),
  };
}

/** The site-wide card: the home page's promise with the offer under it. */
export function siteWideSocialCard(): SocialImageInput {
  return {
    ...cardTextFromTitle(siteSocialCard.title, site.brandName),
    subtitle: siteSocialCard.subtitle,
    footer: siteSocialCard.footer,
    brandName: site.brandName,
  };
}
