import { use } from 'react';
import type { AppRoute, PageModule } from '../routes';

const loaded = new Map<string, PageModule>();
const pending = new Map<string, Promise<PageModule>>();

/** Loads a route's page module once; the prerender and the first paint await it before rendering. */
export function loadRouteModule(route: AppRoute): Promise<PageModule> {
  let promise = pending.get(route.path);
  if (!promise) {
    promise = route.load().then((module) => {
      loaded.set(route.path, module);
      return module;
    });
    pending.set(route.path, promise);
  }
  return promise;
}

/**
 * Returns the page module, suspending only when it has never been loaded. A module loaded before
 * hydration renders synchronously, so the hydrated tree matches the prerendered HTML.
 */
export function useRouteModule(route: AppRoute): PageModule {
  return loaded.get(route.path) ?? use(loadRouteModule(route));
}
