import { pageTitles, siteCardSubtitle } from './pageTitles';
import { site } from './site';

/**
 * The site-wide social card (`site.socialImage`): the home page's promise and the offer, for
 * pages without a card of their own and for shares of the bare domain.
 */
export const siteSocialCard = {
  title: pageTitles.home.title,
  subtitle: siteCardSubtitle,
  footer: site.tagline,
} as const;
