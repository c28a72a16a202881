/**
 * How the built site is served, as pure functions of a path: caching, robots and the canonical
 * address. The Fastify server applies them (staticSite.ts) and the static-hosting files
 * (scripts/write-host-files.ts) are written from them, so both fronts answer alike.
 */
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { defaultLocale, localeOfPath, locales, type Locale } from '../../shared/language/locales';
import { isNonIndexable, NOT_FOUND_PATH } from '../../shared/sitePages';
import { teamPaths } from '../../shared/contracts/teamConsole';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
export const REVALIDATE_CACHE = 'no-cache';
export const SHORT_CACHE = 'public, max-age=3600';

/** The page sent, with status 404, for an address that is not part of the site (English). */
export const NOT_FOUND_FILE = '404.html';

/** A language's 404 page: 404.html in English, de/404.html in German. */
export const notFoundFileOf = (locale: Locale): string =>
  locale === defaultLocale ? NOT_FOUND_FILE : `${locale}/${NOT_FOUND_FILE}`;

/** Every language's 404 page. */
export const NOT_FOUND_FILES: readonly string[] = locales.map(notFoundFileOf);

/** The 404 page for an unknown address: in the language its prefix names (/de/…), else English. */
export const notFoundFileFor = (path: string): string =>
  notFoundFileOf(localeOfPath(path.split('?')[0] ?? '/'));

/** Files that configure a static host (scripts/write-host-files.ts): never served as pages. */
export const HOST_FILES: readonly string[] = ['_headers', '_redirects'];

/** Folder of the build's content-hashed files: a new version gets a new name. */
export const HASHED_ASSETS_FOLDER = 'assets';

/**
 * Cache-Control of a file of the build, by its path inside the build folder ("assets/x-Ab12.js",
 * "pricing.html"; a pre-compressed ".br"/".gz" twin counts as its original).
 */
export function cacheControlFor(siteFile: string): string {
  const original = siteFile.replace(/\.(br|gz)$/, '');
  if (original.startsWith(`${HASHED_ASSETS_FOLDER}/`)) return IMMUTABLE_CACHE;
  if (original.endsWith('.html')) return REVALIDATE_CACHE;
  return SHORT_CACHE;
}

/** The team's console: never kept by a cache, never in a search engine. */
export const TEAM_HEADERS: Readonly<Record<string, string>> = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
};

/** Whether an address (query and all) is /team or under it. */
export function isTeamPath(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === teamPaths.console || path.startsWith(`${teamPaths.console}/`);
}

/** Headers of a file of the build served at its own path, besides the security headers. */
export function fileHeaders(siteFile: string): Record<string, string> {
  if (isTeamPath(`/${siteFile.replace(/\.html(\.(br|gz))?$/, '')}`)) return { ...TEAM_HEADERS };
  if (NOT_FOUND_FILES.includes(siteFile.replace(/\.(br|gz)$/, ''))) return notFoundHeaders();
  return { 'Cache-Control': cacheControlFor(siteFile) };
}

/** Pages kept out of search engines in any language (/confirmation, /de/confirmation), 404s aside. */
export const isNoindexPage = (route: string): boolean =>
  isNonIndexable(route) && !route.endsWith(NOT_FOUND_PATH);

/** Headers of a page besides the security headers: revalidated, and noindex where listed. */
export function pageHeaders(route: string): Record<string, string> {
  if (isTeamPath(route)) return { ...TEAM_HEADERS };
  return {
    'Cache-Control': REVALIDATE_CACHE,
    ...(isNoindexPage(route) ? { 'X-Robots-Tag': 'noindex' } : {}),
  };
}

export function notFoundHeaders(): Record<string, string> {
  return { 'Cache-Control': REVALIDATE_CACHE, 'X-Robots-Tag': 'noindex' };
}

/** Every file of the build, by its path inside the build folder with "/" separators. */
export async function listSiteFiles(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * Each prerendered page by its route: index.html -> /, pricing.html -> /pricing,
 * case/x.html -> /case/x, de.html -> /de (the build writes one file per page, not a folder). The
 * 404 pages are sent for missing addresses, not served as routes.
 */
export function pagesOf(siteFiles: readonly string[]): Map<string, string> {
  const pages = new Map<string, string>();
  for (const file of siteFiles) {
    if (!file.endsWith('.html') || NOT_FOUND_FILES.includes(file)) continue;
    pages.set(file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`, file);
  }
  return pages;
}
