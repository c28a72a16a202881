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
  { path: '/', meta: pageMeta.home, load: () => import('./pages/home/HomePage') },
  { path: '/pricing', meta: pageMeta.pricing, load: () => import('./pages/pricing/PricingPage') },
  {
    path: '/affiliate',
    meta: pageMeta.affiliate,
    load: () => import('./pages/affiliate/AffiliatePage'),
  },
  { path: '/cases', meta: pageMeta.cases, load: () => import('./pages/cases/CasesPage') },
  {
    path: '/case/handcraft-blends',
    meta: pageMeta.caseHandcraftBlends,
    load: () => import('./pages/case-study/HandcraftBlendsPage'),
  },
  {
    path: '/case/new-york-biology',
    meta: pageMeta.caseNewYorkBiology,
    load: () => import('./pages/case-study/NewYorkBiologyPage'),
  },
  {
    path: '/privacy-policy',
    meta: pageMeta.privacyPolicy,
    load: () => import('./pages/legal/PrivacyPolicyPage'),
  },
  {
    path: '/terms-of-service',
    meta: pageMeta.termsOfService,
    load: () => import('./pages/legal/TermsOfServicePage'),
  },
  {
    path: '/confirmation',
    meta: pageMeta.confirmation,
    load: () => import('./pages/confirmation/ConfirmationPage'),
  },
];

export const notFoundRoute: AppRoute = {
  path: '/404',
  meta: pageMeta.notFound,
  load: () => import('./pages/not-found/NotFoundPage'),
};

export function findRoute(path: string): AppRoute | undefined {
  return routes.find((route) => route.path === path);
}

export const indexableRoutes = (): AppRoute[] =>
  routes.filter((route) => route.meta.indexable !== false);
