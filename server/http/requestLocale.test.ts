import type { FastifyRequest } from 'fastify';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/language/locales';
import { localeOfHeader, preferredLocaleOf, requestLocale } from './requestLocale';

describe('preferredLocaleOf', () => {
  it('names no language when the caller asks for none the site has', () => {
    expect(preferredLocaleOf(undefined)).toBeUndefined();
    expect(preferredLocaleOf('pt-BR, ja')).toBeUndefined();
    expect(preferredLocaleOf('pt-BR, de-CH;q=0.4')).toBe('de');
  });
});

describe('localeOfHeader', () => {
  it('answers English to a caller that names no language', () => {
    expect(localeOfHeader(undefined)).toBe('en');
    expect(localeOfHeader('')).toBe('en');
    expect(localeOfHeader('*')).toBe('en');
  });

  it.each(locales)('takes a language the site is written in as it is: %s', (locale) => {
    expect(localeOfHeader(locale)).toBe(locale);
    expect(localeOfHeader(locale.toUpperCase())).toBe(locale);
  });

  it('reads a language with its region as the language: de-AT, fr-CA, es-MX', () => {
    expect(localeOfHeader('de-AT')).toBe('de');
    expect(localeOfHeader('fr-CA,fr;q=0.9')).toBe('fr');
    expect(localeOfHeader('es-419')).toBe('es');
    expect(localeOfHeader('it-CH, en;q=0.5')).toBe('it');
  });

  it('takes the first language the site has, in the caller’s order', () => {
    expect(localeOfHeader('pt-BR, de, fr')).toBe('de');
    expect(localeOfHeader('fr, de')).toBe('fr');
    expect(localeOfHeader('nl, ja, es')).toBe('es');
  });

  it('ranks languages by weight before order', () => {
    expect(localeOfHeader('en;q=0.5, de;q=0.9')).toBe('de');
    expect(localeOfHeader('fr;q=0.1, it')).toBe('it');
    expect(localeOfHeader('es;q=0.8, de;q=0.8')).toBe('es');
    expect(localeOfHeader('de; q=0.7, fr ;Q=0.9')).toBe('fr');
  });

  it('never takes a language the caller refuses (q=0)', () => {
    expect(localeOfHeader('de;q=0, fr;q=0.1')).toBe('fr');
    expect(localeOfHeader('de;q=0')).toBe('en');
  });

  it('answers English to a language the site does not have', () => {
    expect(localeOfHeader('pt-BR, ja;q=0.8')).toBe('en');
    expect(localeOfHeader('zh-Hant-TW')).toBe('en');
  });

  it('answers English, or a language it can read, to junk', () => {
    expect(localeOfHeader(';;;,,,')).toBe('en');
    // An entry whose weight is not a number cannot be read, and is left out.
    expect(localeOfHeader('de;q=abc')).toBe('en');
    expect(localeOfHeader('fr;q=0.5, de;q=NaN')).toBe('fr');
    expect(localeOfHeader('<script>')).toBe('en');
    expect(localeOfHeader('deutsch')).toBe('en');
    // A header of thousands of entries is read no further than its first ones.
    expect(localeOfHeader(`${'x,'.repeat(10_000)}de`)).toBe('en');
  });

  it('always answers one of the site’s languages, whatever the header', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (header) => {
        expect(locales).toContain(localeOfHeader(header));
      }),
    );
  });
});

describe('requestLocale', () => {
  const request = (headers: Record<string, string>) => ({ headers }) as unknown as FastifyRequest;

  it('reads the request’s Accept-Language', () => {
    expect(requestLocale(request({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.8' }))).toBe('de');
    expect(requestLocale(request({}))).toBe('en');
  });
});
