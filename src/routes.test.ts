import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudies } from '../test/siteCopy';
import { localeOfPath, localisedPath, locales } from '../shared/language/locales';
import { findRoute, notFoundRoutes, routeOf, routes } from './routes';
import { indexableRoutes, notFoundRoute, routesIn, translationsOf } from '../test/siteRoutes';
import { nonIndexablePaths, NOT_FOUND_PATH } from '../shared/sitePages';
import { isTeamPage } from './team/teamPages';

const pagesDir = join(process.cwd(), 'src', 'pages');

/**
 * Each .astro route file as the address pattern Astro gives it: [...locale]/pricing.astro ->
 * /pricing and /de/pricing (the rest parameter may be empty), [...locale]/index.astro -> / and /de.
 */
const routeFiles = readdirSync(pagesDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.astro'))
  .map((entry) => {
    const file = relative(pagesDir, join(entry.parentPath, entry.name)).split(sep).join('/');
    const address = `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`;
    const source = address
      .split('/')
      .filter(Boolean)
      .map((segment) =>
        segment.startsWith('[...')
          ? '(?:/[^/]+)*'
          : segment.startsWith('[')
            ? '/[^/]+'
            : `/${segment}`,
      )
      .join('');
    const pattern = new RegExp(`^${source}$`);
    return { file, matches: (path: string) => pattern.test(path === '/' ? '' : path) };
  });

describe('route list', () => {
  it('has unique paths without trailing slashes', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path === '/' || !path.endsWith('/')).toBe(true);
  });

  it('lists every page in every language, each under its language’s prefix', () => {
    const englishPages = routesIn('en').map((route) => route.basePath);
    for (const locale of locales) {
      expect(routesIn(locale).map((route) => route.basePath)).toEqual(englishPages);
      for (const route of routesIn(locale)) {
        expect(route.locale).toBe(locale);
        expect(route.path).toBe(localisedPath(locale, route.basePath));
        expect(localeOfPath(route.path), route.path).toBe(locale);
      }
    }
    expect(routes).toHaveLength(englishPages.length * locales.length);
  });

  it('names a page’s translations: the same page in each language, once', () => {
    for (const route of routes) {
      const translations = translationsOf(route.basePath);
      expect(translations.map((translation) => translation.locale)).toEqual([...locales]);
      expect(translations).toContain(route);
    }
  });

  it.each(locales)(
    'gives every %s page a title of 5-120 and a description of 15-160 characters',
    (locale) => {
      const outOfLength = [...routesIn(locale), notFoundRoute(locale)].flatMap(({ path, meta }) => [
        ...(meta.title.length < 5 || meta.title.length > 120
          ? [`${path} title: ${meta.title.length}`]
          : []),
        ...(meta.description.length < 15 || meta.description.length > 160
          ? [`${path} description: ${meta.description.length}`]
          : []),
      ]);
      expect(outOfLength).toEqual([]);
    },
  );

  it.each(locales)('gives every %s page a unique title and description', (locale) => {
    const titles = routesIn(locale).map((route) => route.meta.title);
    const descriptions = routesIn(locale).map((route) => route.meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('has a route file in src/pages for every path, and no route file it does not list', () => {
    for (const route of [...routes, ...notFoundRoutes]) {
      expect(
        routeFiles.some((file) => file.matches(route.path)),
        route.path,
      ).toBe(true);
    }
    const listed = routes.map((route) => route.path);
    for (const file of routeFiles) {
      if (file.file.endsWith(`${NOT_FOUND_PATH}.astro`)) continue;
      // The team's console is not a page of the public site (src/team/teamPages.ts).
      if (isTeamPage(`/${file.file.replace(/\.astro$/, '')}`)) continue;
      expect(listed.some(file.matches), file.file).toBe(true);
    }
  });

  it.each(locales)('lists a page for every case study in %s', (locale) => {
    for (const caseStudy of caseStudies(locale)) {
      const route = findRoute(caseStudy.link);
      expect(route?.meta.ogType, caseStudy.link).toBe('article');
      expect(route?.locale, caseStudy.link).toBe(locale);
      expect(route?.meta.title).toBe(caseStudy.seo.title);
    }
  });

  it('finds routes by exact path only', () => {
    expect(findRoute('/')?.path).toBe('/');
    expect(findRoute('/de')?.locale).toBe('de');
    expect(findRoute('/no-such-page')).toBeUndefined();
    expect(findRoute('/de/')).toBeUndefined();
    expect(findRoute('/en/pricing')).toBeUndefined();
    expect(routeOf('/fr/pricing').locale).toBe('fr');
    expect(routeOf('/it/404')).toEqual(notFoundRoute('it'));
    expect(() => routeOf('/no-such-page')).toThrow(/no-such-page/);
  });

  it('keeps /confirmation and the 404 pages of every language unindexed', () => {
    expect(nonIndexablePaths).toEqual(['/confirmation', NOT_FOUND_PATH]);
    const indexable = indexableRoutes().map((route) => route.path);
    for (const locale of locales) {
      const confirmation = localisedPath(locale, '/confirmation');
      expect(routeOf(confirmation).meta.indexable).toBe(false);
      expect(indexable).not.toContain(confirmation);
      expect(indexable).not.toContain(notFoundRoute(locale).path);
      expect(notFoundRoute(locale).meta.indexable).toBe(false);
      expect(notFoundRoute(locale).meta.addressable).toBe(false);
    }
    expect(indexable).toContain('/de/pricing');
  });
});
