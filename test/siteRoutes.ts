import type { Locale } from '../shared/language/locales';
import { notFoundRoutes, routeOf, routes, type SiteRoute } from '../src/routes';
import { NOT_FOUND_PATH } from '../shared/sitePages';

/** The site's pages as the tests pick them. */
export const routesIn = (locale: Locale): SiteRoute[] =>
  routes.filter((route) => route.locale === locale);

export const notFoundRoute = (locale: Locale): SiteRoute =>
  notFoundRoutes.find((route) => route.locale === locale) ?? routeOf(NOT_FOUND_PATH);

export const indexableRoutes = (): SiteRoute[] =>
  routes.filter((route) => route.meta.indexable !== false);

/** The same page in every language. */
export const translationsOf = (basePath: string): SiteRoute[] =>
  routes.filter((route) => route.basePath === basePath);
