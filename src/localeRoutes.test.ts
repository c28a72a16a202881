import { describe, expect, it } from 'vitest';
import { locales } from '../shared/language/locales';
import { pageVariants } from '../shared/pageVariants';
import { localeParams, pageLocale, pageVariant, variantParams } from './localeRoutes';

describe('the pages a route file is built as', () => {
  it('are each language once, English without a prefix', () => {
    expect(localeParams().map(({ params }) => params.locale)).toEqual([
      undefined,
      'de',
      'fr',
      'it',
      'es',
    ]);
  });

  it('with variants, are each language and each of its variants, which read back as built', () => {
    const built = variantParams().map(({ params }) => ({
      locale: pageLocale(params),
      variant: pageVariant(params),
    }));
    expect(built).toEqual(
      locales.flatMap((locale) => pageVariants(locale).map((variant) => ({ locale, variant }))),
    );
    expect(variantParams().map(({ params }) => params.locale)).toContain('_variants/hint-en/de');
    expect(variantParams().map(({ params }) => params.locale)).toContain('_variants/hint-de');
  });

  it('refuses a language or a variant that does not exist', () => {
    expect(() => pageLocale({ locale: 'xx' })).toThrow(/No language "xx"/);
    expect(() => pageVariant({ locale: '_variants/hint-xx/de' })).toThrow(/No page variant/);
  });
});
