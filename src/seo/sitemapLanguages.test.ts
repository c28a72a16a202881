import type { SitemapItem } from '@astrojs/sitemap';
import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/language/locales';
import { absoluteUrl } from './jsonLd';
import { indexableRoutes, translationsOf } from '../../test/siteRoutes';
import { withDefaultLanguage } from './sitemapLanguages';

const site = 'https://example.com';

/**
 * The sitemap's entries as the integration writes them with its i18n option: each page with the
 * same page in every language, one list of links shared by all of a page's languages.
 */
function integrationItems(): SitemapItem[] {
  const shared = new Map<string, { url: string; lang: string }[]>();
  return indexableRoutes().map((route) => {
    let links = shared.get(route.basePath);
    if (!links) {
      links = translationsOf(route.basePath).map((translation) => ({
        url: absoluteUrl(site, translation.path),
        lang: translation.locale,
      }));
      shared.set(route.basePath, links);
    }
    return { url: absoluteUrl(site, route.path), links };
  });
}

describe('the sitemap’s languages', () => {
  const items = integrationItems().map(withDefaultLanguage);

  it('name English as the x-default of every page, once, beside the five languages', () => {
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) {
      const langs = item.links?.map((link) => link.lang);
      expect(langs, item.url).toEqual([...locales, 'x-default']);
      const english = item.links?.find((link) => link.lang === 'en');
      expect(item.links?.find((link) => link.lang === 'x-default')?.url, item.url).toBe(
        english?.url,
      );
    }
  });

  it('agree with the pages’ own hreflang links: x-default is the English address', () => {
    const pricing = items.find((item) => item.url === `${site}/de/pricing`);
    expect(pricing?.links).toContainEqual({ lang: 'x-default', url: `${site}/pricing` });
    const home = items.find((item) => item.url === `${site}/fr`);
    expect(home?.links).toContainEqual({ lang: 'x-default', url: `${site}/` });
  });

  it('leave the list the integration shares between a page’s languages as it was', () => {
    const [first] = integrationItems();
    const links = first?.links ?? [];
    const before = [...links];
    if (first) withDefaultLanguage(first);
    expect(links).toEqual(before);
  });

  it('leave a page without languages, or without an English one, as it is', () => {
    const alone: SitemapItem = { url: `${site}/only` };
    expect(withDefaultLanguage(alone)).toEqual(alone);
    const noEnglish: SitemapItem = {
      url: `${site}/de/x`,
      links: [
        { url: `${site}/de/x`, lang: 'de' },
        { url: `${site}/fr/x`, lang: 'fr' },
      ],
    };
    expect(withDefaultLanguage(noEnglish)).toEqual(noEnglish);
  });
});
