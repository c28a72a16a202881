import { defaultLocale } from '../../shared/language/locales';
import { tagline } from './copyValues';
import { pageTitles } from './pageTitles';

const { pages, siteCardSubtitle } = pageTitles(defaultLocale);

/**
 * The site-wide social card (`site.socialImage`), in English: the home page's promise and the
 * offer, for pages without a card of their own (the 404 pages) and for shares of the bare domain.
 */
export const siteSocialCard = {
  title: pages.home.title,
  subtitle: siteCardSubtitle,
  footer: tagline(defaultLocale),
} as const;
