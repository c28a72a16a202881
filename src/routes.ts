import type { ComponentType } from 'react';
import { pageMeta } from './content/pageMeta';
import type { PageMeta, StructuredData } from './seo/pageMeta';

export interface PageModule {
  default: ComponentType;
  structuredData?: StructuredData;
}

export interface AppRoute {
  path: string;
  meta: PageMeta;
  load: () => Promise<PageModule>;
}

/**
 * The one route table: the router, the prerender, the sitemap and the end-to-end route list
 * all read it. A page is listed here only once it is built.
 */
export const routes: readonly AppRoute[] = [
  { path: '/', meta: pageMeta.home, load: () => import('./sections/home/HomePage') },
  {
    path: '/pricing',
    meta: pageMeta.pricing,
    load: () => import('./sections/pricing/PricingPage'),
  },
  {
    path: '/affiliate',
    meta: pageMeta.affiliate,
    load: () => import('./sections/affiliate/AffiliatePage'),
  },
  { path: '/cases', meta: pageMeta.cases, load: () => import('./sections/cases/CasesPage') },
  {
    path: '/case/handcraft-blends',
    meta: pageMeta.caseHandcraftBlends,
    load: () => import('./sections/case-study/HandcraftBlendsPage'),
  },
  {
    path: '/case/new-york-biology',
    meta: pageMeta.caseNewYorkBiology,
    load: () => import('./sections/case-study/NewYorkBiologyPage'),
  },
  {
    path: '/privacy-policy',
    meta: pageMeta.privacyPolicy,
    load: () => import('./sections/legal/PrivacyPolicyPage'),
  },
  {
    path: '/terms-of-service',
    meta: pageMeta.termsOfService,
    load: () => import('./sections/legal/TermsOfServicePage'),
  },
  {
    path: '/confirmation',
    meta: pageMeta.confirmation,
    load: () => import('./sections/confirmation/ConfirmationPage'),
  },
];

export const notFoundRoute: AppRoute = {
  path: '/404',
  meta: pageMeta.notFound,
  load: () => import('./sections/not-found/NotFoundPage'),
};

export function findRoute(path: string): AppRoute | undefined {
  return routes.find((route) => route.path === path);
}

export const indexableRoutes = (): AppRoute[] =>
  routes.filter((route) => route.meta.indexable !== false);
