import type { SitemapItem } from '@astrojs/sitemap';
import { defaultLocale } from '../../shared/language/locales';

/**
 * The sitemap's entry of a page with its English address added as `x-default`: the sitemap
 * integration lists the page's languages but not the default that the pages' own hreflang links
 * name. A new list, since the integration shares one list between a page's languages.
 */
export function withDefaultLanguage(item: SitemapItem): SitemapItem {
  const english = item.links?.find((link) => link.lang === defaultLocale);
  if (!item.links || !english) return item;
  return { ...item, links: [...item.links, { url: english.url, lang: 'x-default' }] };
}
