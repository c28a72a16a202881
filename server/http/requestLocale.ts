import type { FastifyRequest } from 'fastify';
import Negotiator from 'negotiator';
import { defaultLocale, isLocale, type Locale } from '../../shared/language/locales';

/** Header lists past this many entries are cut: no visitor names more languages. */
const MAX_LANGUAGES = 20;

/** The caller's languages by weight (Accept-Language, read by Negotiator), without refused ones. */
export function rankedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  const listed = header.split(',').slice(0, MAX_LANGUAGES).join(',');
  return new Negotiator({ headers: { 'accept-language': listed } }).languages();
}

/**
 * The first of the caller's languages, by weight, that the site is written in (`de-AT` is `de`);
 * undefined when none is.
 */
export function preferredLocaleOf(header: string | undefined): Locale | undefined {
  return rankedLanguages(header)
    .map((tag) => tag.toLowerCase().split('-')[0])
    .find(isLocale);
}

/**
 * The language a caller asks its answers in (Accept-Language; the site's pages send their own):
 * its preferred site language, else English. The API's messages follow it; a page is never chosen
 * by it, only the language hint it carries (docs/languages.md#no-forced-redirect).
 */
export const localeOfHeader = (header: string | undefined): Locale =>
  preferredLocaleOf(header) ?? defaultLocale;

export const requestLocale = (request: FastifyRequest): Locale =>
  localeOfHeader(request.headers['accept-language']);
