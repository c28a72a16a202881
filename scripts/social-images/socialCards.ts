import { readCopyValues } from '../../shared/copy/readCopy';
import { site } from '../../shared/facts/brand';
import { defaultLocale, localisedPath } from '../../shared/language/locales';
import { routeOf, siteCardSubtitle } from '../../src/routes';
import type { SocialImagePage } from '../../src/seo/socialImages';
import type { SocialImageInput } from './SocialCard';
import { cardTextFromTitle } from './socialCardText';

const tagline = (page: Pick<SocialImagePage, 'locale'>) => readCopyValues(page.locale).tagline;

/** A page's card: its title in large type over the brand's tagline, in the page's language. */
export function pageSocialCard(page: SocialImagePage): SocialImageInput {
  return {
    ...cardTextFromTitle(page.title, site.brandName),
    brandName: site.brandName,
    footer: tagline(page),
  };
}

/**
 * The site-wide card (`site.socialImage`), in English: the home page's promise with the offer
 * under it, for pages without a card of their own (the 404 pages) and shares of the bare domain.
 */
export function siteWideSocialCard(): SocialImageInput {
  return {
    ...cardTextFromTitle(routeOf(localisedPath(defaultLocale, '/')).meta.title, site.brandName),
    subtitle: siteCardSubtitle(defaultLocale),
    footer: tagline({ locale: defaultLocale }),
    brandName: site.brandName,
  };
}
