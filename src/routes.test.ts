import { describe, expect, it } from 'vitest';
import { findRoute, indexableRoutes, notFoundRoute, routes } from './routes';

describe('route table', () => {
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

  it('loads a page component for every route', async () => {
    for (const route of [...routes, notFoundRoute]) {
      const module = await route.load();
      expect(typeof module.default, route.path).toBe('function');
    }
  });

  it('finds routes by exact path only and keeps the 404 page out of the sitemap', () => {
    expect(findRoute('/')?.path).toBe('/');
    expect(findRoute('/no-such-page')).toBeUndefined();
    expect(indexableRoutes()).not.toContain(notFoundRoute);
  });
});
