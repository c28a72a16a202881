import { readCopy, readCopyValues, readEntries, readFilledCopy } from '../shared/copy/readCopy';
import { fillCopy } from '../shared/language/fillTemplate';
import { priceValues } from '../shared/copy/copyValues';
import { defaultCurrencyOf, type Currency } from '../shared/facts/currencies';
import { localeFacts, localisedPath, locales, type Locale } from '../shared/language/locales';
import { isNonIndexable, NOT_FOUND_PATH } from '../shared/sitePages';

/** What the head of a page says about it. */
export interface PageMeta {
  title: string;
  description: string;
  ogType?: 'website' | 'article';
  /** false keeps the page out of search engines and the sitemap. */
  indexable?: boolean;
  /**
   * false for a page with no address of its own (the 404 page answers every unknown address):
   * no canonical link, no og:url and no structured data, which would all name an address that
   * answers 404.
   */
  addressable?: boolean;
}

export interface SiteRoute {
  /** The page's address in its language: `/de/pricing`. */
  path: string;
  /** The same page's address in English, which names it in every language: `/pricing`. */
  basePath: string;
  locale: Locale;
  meta: PageMeta;
}

/**
 * Every page's title and description in a language; a case page is an article with the case's
 * own. Read from the copy files (page-titles/, cases/) as the server and the scripts read them.
 */
function pageTitles(locale: Locale, currency: Currency = defaultCurrencyOf[locale]) {
  const cases = readEntries('cases', locale).map(({ id, data }) => ({
    basePath: `/case/${id}`,
    ...fillCopy({ seo: data.seo, client: data.client }, readCopyValues(locale)),
  }));
  const { notFound, siteCardSubtitle, ...pages } = readFilledCopy('pageTitles', locale, {
    marketplaceCount: readCopy('home', locale).marketplaces.regions.flatMap(
      (region) => region.countries,
    ).length,
    caseClients: new Intl.ListFormat(localeFacts[locale].intl, { type: 'conjunction' }).format(
      cases.map((caseStudy) => caseStudy.client),
    ),
    commissionKind: readFilledCopy('affiliate', locale).commissionKind,
    ...priceValues(locale, currency),
  });
  return {
    pages: [
      { basePath: '/', meta: pages.home },
      { basePath: '/pricing', meta: pages.pricing },
      { basePath: '/affiliate', meta: pages.affiliate },
      { basePath: '/cases', meta: pages.cases },
      ...cases.map(({ basePath, seo }) => ({
        basePath,
        meta: { ...seo, ogType: 'article' } satisfies PageMeta,
      })),
      { basePath: '/privacy-policy', meta: pages.privacyPolicy },
      { basePath: '/terms-of-service', meta: pages.termsOfService },
      { basePath: '/confirmation', meta: pages.confirmation },
    ],
    notFound: { ...notFound, indexable: false, addressable: false } satisfies PageMeta,
    siteCardSubtitle,
  };
}

/**
 * Every page of the site in every language, with its head content: English at `/pricing`, the
 * others at `/de/pricing`. The layout takes each page's head from here; the sitemap filter, the
 * social cards, the tests and the benchmark read the same list. A test checks that each path has
 * its route file.
 */
export const routes: readonly SiteRoute[] = locales.flatMap((locale) =>
  pageTitles(locale).pages.map(({ basePath, meta }) => ({
    path: localisedPath(locale, basePath),
    basePath,
    locale,
    meta: isNonIndexable(basePath) ? { ...meta, indexable: false } : meta,
  })),
);

/** The page every unknown address of a language gets, with status 404 (dist/404.html, dist/de/404.html). */
export const notFoundRoutes: readonly SiteRoute[] = locales.map((locale) => ({
  path: localisedPath(locale, NOT_FOUND_PATH),
  basePath: NOT_FOUND_PATH,
  locale,
  meta: pageTitles(locale).notFound,
}));

/** A page's head with its prices in a currency: the pricing page's variants in another. */
export function metaInCurrency(route: SiteRoute, currency: Currency): PageMeta {
  const page = pageTitles(route.locale, currency).pages.find(
    ({ basePath }) => basePath === route.basePath,
  );
  return { ...route.meta, ...page?.meta };
}

/** The line under the home page's title on the site-wide social card. */
export const siteCardSubtitle = (locale: Locale): string => pageTitles(locale).siteCardSubtitle;

export function findRoute(path: string): SiteRoute | undefined {
  return routes.find((route) => route.path === path);
}

/** A page of this list; a route file asks for its own. */
export function routeOf(path: string): SiteRoute {
  const route = findRoute(path) ?? notFoundRoutes.find((notFound) => notFound.path === path);
  if (!route) throw new Error(`No route ${path} in src/routes.ts.`);
  return route;
}
