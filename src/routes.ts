import { caseStudies, type CaseStudy } from './content/cases';
import { pageTitles } from './content/pageTitles';
import { localisedPath, locales, type Locale } from '../shared/language/locales';
import { isNonIndexable, NOT_FOUND_PATH } from '../shared/sitePages';
import type { PageMeta } from './seo/pageMeta';

/** A case page is an article with the case's own title and description. */
export function caseMeta(caseStudy: Pick<CaseStudy, 'seo'>): PageMeta {
  return { ...caseStudy.seo, ogType: 'article' };
}

export interface SiteRoute {
  /** The page's address in its language: `/de/pricing`. */
  path: string;
  /** The same page's address in English, which names it in every language: `/pricing`. */
  basePath: string;
  locale: Locale;
  meta: PageMeta;
}

/** The pages of one language, by their English addresses. */
function pagesIn(locale: Locale): { basePath: string; meta: PageMeta }[] {
  const { pages } = pageTitles(locale);
  return [
    { basePath: '/', meta: pages.home },
    { basePath: '/pricing', meta: pages.pricing },
    { basePath: '/affiliate', meta: pages.affiliate },
    { basePath: '/cases', meta: pages.cases },
    ...caseStudies(locale).map((caseStudy) => ({
      basePath: caseStudy.path,
      meta: caseMeta(caseStudy),
    })),
    { basePath: '/privacy-policy', meta: pages.privacyPolicy },
    { basePath: '/terms-of-service', meta: pages.termsOfService },
    { basePath: '/confirmation', meta: pages.confirmation },
  ];
}

/**
 * Every page of the site in every language, with its head content: English at `/pricing`, the
 * others at `/de/pricing`. The route files in src/pages render them (the case pages from the cases
 * collection); the sitemap filter, the tests and the benchmark read this list. A test checks that
 * each path has its route file.
 */
export const routes: readonly SiteRoute[] = locales.flatMap((locale) =>
  pagesIn(locale).map(({ basePath, meta }) => ({
    path: localisedPath(locale, basePath),
    basePath,
    locale,
    meta: isNonIndexable(basePath) ? { ...meta, indexable: false } : meta,
  })),
);

/** The pages of one language. */
export const routesIn = (locale: Locale): SiteRoute[] =>
  routes.filter((route) => route.locale === locale);

/** The page every unknown address of a language gets, with status 404 (dist/404.html, dist/de/404.html). */
export function notFoundRoute(locale: Locale): SiteRoute {
  return {
    path: localisedPath(locale, NOT_FOUND_PATH),
    basePath: NOT_FOUND_PATH,
    locale,
    meta: { ...pageTitles(locale).pages.notFound, indexable: false },
  };
}

export const notFoundRoutes: readonly SiteRoute[] = locales.map(notFoundRoute);

export function findRoute(path: string): SiteRoute | undefined {
  return routes.find((route) => route.path === path);
}

export const indexableRoutes = (): SiteRoute[] =>
  routes.filter((route) => route.meta.indexable !== false);

/** A page of this list; a route file asks for its own. */
export function routeOf(path: string): SiteRoute {
  const route = findRoute(path) ?? notFoundRoutes.find((notFound) => notFound.path === path);
  if (!route) throw new Error(`No route ${path} in src/routes.ts.`);
  return route;
}

/** The same page in every language: what the hreflang links and the language switcher name. */
export const translationsOf = (basePath: string): SiteRoute[] =>
  routes.filter((route) => route.basePath === basePath);
