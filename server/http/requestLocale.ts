import type { FastifyRequest } from 'fastify';
import { defaultLocale, isLocale, type Locale } from '../../shared/language/locales';

/**
 * The language a caller asks its answers in (Accept-Language; the site's pages send their own):
 * the first of its languages, by weight, that the site is written in, else English. Only the
 * API's messages follow it: pages are never chosen by it (docs/languages.md#no-forced-redirect).
 */
export function localeOfHeader(header: string | undefined): Locale {
  if (!header) return defaultLocale;
  const ranked = header
    .split(',')
    .slice(0, 20)
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const weight = parameters
        .map((parameter) => /^\s*q=([\d.]+)\s*$/i.exec(parameter)?.[1])
        .find((value) => value !== undefined);
      return {
        language: tag.trim().toLowerCase().split('-')[0] ?? '',
        weight: weight === undefined ? 1 : Number(weight),
        index,
      };
    })
    .filter(({ weight }) => Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map(({ language }) => language).find(isLocale) ?? defaultLocale;
}

export const requestLocale = (request: FastifyRequest): Locale =>
  localeOfHeader(request.headers['accept-language']);
