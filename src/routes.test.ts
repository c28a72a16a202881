// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { caseStudies } from './content/cases';
import { findRoute, indexableRoutes, nonIndexablePaths, notFoundRoute, routes } from './routes';

const pagesDir = join(process.cwd(), 'src', 'pages');

/** Each .astro route file as the address pattern Astro gives it: pricing.astro -> /pricing. */
const routeFiles = readdirSync(pagesDir, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.astro'))
  .map((entry) => {
    const file = relative(pagesDir, join(entry.parentPath, entry.name)).split(sep).join('/');
    const address = `/${file.replace(/\.astro$/, '').replace(/(^|\/)index$/, '')}`;
    const pattern = new RegExp(`^${address.replace(/\[[^\]]+\]/g, '[^/]+')}$`);
    return { file, address, pattern };
  });

describe('route list', () => {
  it('has unique paths without trailing slashes', () => {
    const paths = routes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path === '/' || !path.endsWith('/')).toBe(true);
  });

  it('gives every page a title of 5-120 and a description of 15-160 characters', () => {
    for (const route of [...routes, notFoundRoute]) {
      expect(route.meta.title.length, route.path).toBeGreaterThanOrEqual(5);
      expect(route.meta.title.length, route.path).toBeLessThanOrEqual(120);
      expect(route.meta.description.length, route.path).toBeGreaterThanOrEqual(15);
      expect(route.meta.description.length, route.path).toBeLessThanOrEqual(160);
    }
  });

  it('gives every page a unique title and description', () => {
    const titles = routes.map((route) => route.meta.title);
    const descriptions = routes.map((route) => route.meta.description);
    expect(new Set(titles).size).toBe(titles.length);
    expect(new Set(descriptions).size).toBe(descriptions.length);
  });

  it('has a route file in src/pages for every path, and no route file it does not list', () => {
    for (const route of routes) {
      expect(
        routeFiles.some((file) => file.pattern.test(route.path)),
        route.path,
      ).toBe(true);
    }
    for (const file of routeFiles) {
      if (file.address === notFoundRoute.path) continue;
      expect(
        routes.some((route) => file.pattern.test(route.path)),
        file.file,
      ).toBe(true);
    }
  });

  it('lists a page for every case study', () => {
    for (const caseStudy of caseStudies) {
      expect(findRoute(caseStudy.link)?.meta.ogType, caseStudy.link).toBe('article');
    }
  });

  it('finds routes by exact path only and keeps /confirmation and the 404 page unindexed', () => {
    expect(findRoute('/')?.path).toBe('/');
    expect(findRoute('/no-such-page')).toBeUndefined();
    expect(indexableRoutes()).not.toContain(notFoundRoute);
    expect(nonIndexablePaths).toEqual(['/confirmation', notFoundRoute.path]);
  });
});
