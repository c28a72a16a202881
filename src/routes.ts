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
