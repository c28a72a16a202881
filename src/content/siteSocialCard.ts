import { pageTitles } from './pageTitles';
import { displayedPrice, formatPrice } from './pricing';
import { offer } from '../facts/offer';
import { site } from './site';

/**
 * The site-wide social card (`site.socialImage`): the home page's promise and the offer, for
 * pages without a card of their own and for shares of the bare domain.
 */
export const siteSocialCard = {
  title: pageTitles.home.title,
  subtitle: `${offer.trialDays}-day free trial · Early Bird ${formatPrice(displayedPrice.monthly)} a month at every ad-spend level`,
  footer: site.tagline,
} as const;
