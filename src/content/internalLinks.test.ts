import { describe, expect, it } from 'vitest';
import { copyCollections, type FileCollection } from '../../shared/copy/collections';
import { readCopy, readEntries } from '../../shared/copy/readCopy';
import { localisedHref, localisedPath, locales, type Locale } from '../../shared/language/locales';
import { findRoute } from '../routes';

/** Every collection of one language, as data: its file, or each entry of its folder. */
const contentIn = (locale: Locale) =>
  Object.entries(copyCollections)
    .filter(([, collection]) => collection.languages === 'all')
    .map(([name, collection]) =>
      collection.layout === 'file'
        ? readCopy(name as FileCollection, locale)
        : readEntries(name as Exclude<keyof typeof copyCollections, FileCollection>, locale),
    );

/** Walks content values and collects each site address held under `href`, as the page links it. */
function collectInternalLinks(value: unknown, locale: Locale, found: Set<string>) {
  if (value === null || typeof value !== 'object') return;
  for (const [key, child] of Object.entries(value)) {
    if (key === 'href' && typeof child === 'string' && /^\/(?!\/)/.test(child)) {
      found.add(localisedHref(locale, child));
    }
    collectInternalLinks(child, locale, found);
  }
}

describe.each(locales)('internal links in the %s content', (locale) => {
  const links = new Set<string>();
  collectInternalLinks(contentIn(locale), locale, links);

  it('finds the links the site is known to have', () => {
    expect(links).toContain(localisedPath(locale, '/privacy-policy'));
    expect(links).toContain(localisedPath(locale, '/cases'));
    expect(links).toContain(localisedPath(locale, '/pricing'));
  });

  it.each([...links].filter((link) => !link.startsWith('/images/')).sort())(
    '%s resolves to a page of the same language',
    (link) => {
      const path = link.split(/[?#]/)[0] ?? link;
      const route = findRoute(path);
      expect(route, link).toBeDefined();
      expect(route?.locale, link).toBe(locale);
    },
  );

  it('includes the footer links to the legal pages', () => {
    const { footerNav } = readCopy('navigation', locale);
    for (const basePath of ['/privacy-policy', '/terms-of-service']) {
      expect(footerNav.map((link) => link.href)).toContain(basePath);
      expect(findRoute(localisedPath(locale, basePath))?.locale).toBe(locale);
    }
  });
});
