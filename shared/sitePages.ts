import { unlocalisedPath } from './language/locales';

/** The page every unknown address gets, with status 404 (dist/404.html; dist/de/404.html...). */
export const NOT_FOUND_PATH = '/404';

/**
 * Pages kept out of search engines in every language: served with noindex and left out of the
 * sitemap. The route list, the server and the static-host files all read this list, so it has no
 * case study, no copy and nothing else that the compiled server could not carry.
 */
export const nonIndexablePaths: readonly string[] = ['/confirmation', NOT_FOUND_PATH];

/** Whether a site path, in any language (`/de/confirmation`), is kept out of search engines. */
export const isNonIndexable = (path: string): boolean =>
  nonIndexablePaths.includes(unlocalisedPath(path));
