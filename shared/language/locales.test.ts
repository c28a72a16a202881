import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  defaultLocale,
  isLocale,
  localeFacts,
  localeOfPath,
  localisedHref,
  localisedPath,
  locales,
  unlocalisedPath,
  type Locale,
} from './locales';

const locale = fc.constantFrom(...locales);

/** A path segment of the site: lower-case words and digits joined by hyphens. */
const segment = fc.stringMatching(/^[a-z0-9][a-z0-9-]{0,11}$/);

/**
 * A site path as English has it: `/`, `/pricing`, `/case/handcraft-blends`. Its first segment is
 * never a language code, which would be another language's page, nor `images`, the pictures'
 * folder that every language shares.
 */
const sitePath = fc
  .array(segment, { maxLength: 4 })
  .filter(([first]) => first === undefined || (!isLocale(first) && first !== 'images'))
  .map((segments) => `/${segments.join('/')}`);

const query = fc.stringMatching(/^[?#][a-z0-9=&_-]{0,12}$/);

describe('the site’s languages', () => {
  it('are English and four others, English the default, each with its Intl and Open Graph locale', () => {
    expect(locales).toEqual(['en', 'de', 'fr', 'it', 'es']);
    expect(defaultLocale).toBe('en');
    for (const each of locales) {
      expect(localeFacts[each].intl.startsWith(`${each}-`), each).toBe(true);
      expect(localeFacts[each].og, each).toMatch(new RegExp(`^${each}_[A-Z]{2}$`));
      expect(localeFacts[each].name, each).not.toBe('');
    }
  });

  it('recognise only their own codes', () => {
    expect(locales.every(isLocale)).toBe(true);
    for (const other of ['EN', 'de-DE', 'pt', '', undefined, 42])
      expect(isLocale(other)).toBe(false);
  });
});

describe('site paths in a language', () => {
  it('round-trip for every language and path: the prefix added is the language read back', () => {
    fc.assert(
      fc.property(locale, sitePath, (language, path) => {
        const localised = localisedPath(language, path);
        expect(localeOfPath(localised)).toBe(language);
        expect(unlocalisedPath(localised)).toBe(path);
      }),
    );
  });

  it('round-trip with a query or fragment on any page but the home page', () => {
    fc.assert(
      fc.property(
        locale,
        sitePath.filter((path) => path !== '/'),
        query,
        (language, path, rest) => {
          const localised = localisedPath(language, `${path}${rest}`);
          expect(localeOfPath(localised)).toBe(language);
          expect(unlocalisedPath(localised)).toBe(`${path}${rest}`);
        },
      ),
    );
  });

  it('leave English where it is, and prefix every other language', () => {
    fc.assert(
      fc.property(locale, sitePath, (language, path) => {
        const localised = localisedPath(language, path);
        if (language === defaultLocale) expect(localised).toBe(path);
        else expect(localised.startsWith(`/${language}`)).toBe(true);
        // One address per page: never a trailing slash, never a double one.
        expect(localised === '/' || !localised.endsWith('/')).toBe(true);
        expect(localised).not.toContain('//');
      }),
    );
  });

  it('write the home page of a language without a trailing slash, its query kept', () => {
    expect(localisedPath('de', '/')).toBe('/de');
    expect(localisedPath('fr', '/?plan=1')).toBe('/fr?plan=1');
    expect(localisedPath('it', '/#faq')).toBe('/it#faq');
    expect(localisedPath('es', '/pricing?billing=annual')).toBe('/es/pricing?billing=annual');
    expect(unlocalisedPath('/de')).toBe('/');
  });

  it('read a path without a language prefix, or with an unknown one, as English', () => {
    const english = (path: string) => [localeOfPath(path), unlocalisedPath(path)];
    expect(english('/pricing')).toEqual(['en', '/pricing']);
    expect(english('/deals')).toEqual(['en', '/deals']);
    expect(english('/en/pricing')).toEqual(['en', '/en/pricing']);
    expect(english('/pt/pricing')).toEqual(['en', '/pt/pricing']);
    expect(english('/')).toEqual(['en', '/']);
  });
});

describe('localisedHref', () => {
  const external = [
    'https://help.adhelm.com',
    'http://example.com/pricing',
    '//cdn.example.com/x.js',
    'mailto:support@adhelm.com',
    '#how-it-works',
    '/images/partners/handcraft-blends.svg',
    '/images/flags/de.svg',
  ];

  it.each(locales)(
    'leaves outside, mail, in-page and /images addresses alone in %s',
    (language) => {
      for (const href of external) expect(localisedHref(language, href), href).toBe(href);
    },
  );

  it('leaves every address that is not a site path alone', () => {
    fc.assert(
      fc.property(
        locale,
        fc.string().filter((href) => !href.startsWith('/')),
        (language: Locale, href) => {
          expect(localisedHref(language, href)).toBe(href);
        },
      ),
    );
  });

  it('puts a site path in the language, as localisedPath does', () => {
    fc.assert(
      fc.property(locale, sitePath, (language, path) => {
        expect(localisedHref(language, path)).toBe(localisedPath(language, path));
      }),
    );
    expect(localisedHref('de', '/pricing')).toBe('/de/pricing');
    expect(localisedHref('en', '/pricing')).toBe('/pricing');
  });
});
