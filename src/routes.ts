import { caseStudies, type CaseStudy } from './content/cases';
import { pageTitles } from './content/pageTitles';
import { nonIndexablePaths, NOT_FOUND_PATH } from './seo/noindexPages';
import type { PageMeta } from './seo/pageMeta';

export { nonIndexablePaths };

/** A case page is an article with the case's own title and description. */
export function caseMeta(caseStudy: Pick<CaseStudy, 'seo'>): PageMeta {
  return { ...caseStudy.seo, ogType: 'article' };
}

export interface SiteRoute {
  path: string;
  meta: PageMeta;
}

/**
 * Every page of the site with its head content. The route files in src/pages render them (the
 * case pages from the cases collection); the sitemap filter, the tests and the benchmark read
 * this list. A test checks that each path has its route file.
 */
export const routes: readonly SiteRoute[] = [
  { path: '/', meta: pageTitles.home },
  { path: '/pricing', meta: pageTitles.pricing },
  { path: '/affiliate', meta: pageTitles.affiliate },
  { path: '/cases', meta: pageTitles.cases },
  ...caseStudies.map((caseStudy) => ({ path: caseStudy.link, meta: caseMeta(caseStudy) })),
  { path: '/privacy-policy', meta: pageTitles.privacyPolicy },
  { path: '/terms-of-service', meta: pageTitles.termsOfService },
  { path: '/confirmation', meta: pageTitles.confirmation },
].map(({ path, meta }) => ({
  path,
  meta: nonIndexablePaths.includes(path) ? { ...meta, indexable: false } : meta,
}));

/** The page every unknown address gets, with status 404 (dist/404.html). */
export const notFoundRoute: SiteRoute = {
  path: NOT_FOUND_PATH,
  meta: { ...pageTitles.notFound, indexable: false },
};

export function findRoute(path: string): SiteRoute | undefined {
  return routes.find((route) => route.path === path);
}

export const indexableRoutes = (): SiteRoute[] =>
  routes.filter((route) => route.meta.indexable !== false);

/** The head content of a route of this list; a route file asks for its own. */
export function routeMeta(path: string): PageMeta {
  const route = path === notFoundRoute.path ? notFoundRoute : findRoute(path);
  if (!route) throw new Error(`No route ${path} in src/routes.ts.`);
  return route.meta;
}
