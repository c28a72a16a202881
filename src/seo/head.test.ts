import { describe, expect, it } from 'vitest';
import { localeFacts, locales } from '../../shared/language/locales';
import { notFoundRoutes, routes } from '../routes';
import { translationsOf } from '../../test/siteRoutes';
import { buildHead, metaTags } from './head';
import { organizationJsonLd, serializeJsonLd, webPageJsonLd, websiteJsonLd } from './jsonLd';

const meta = { title: 'Pricing & plans', description: 'Plans from "$49" a month <fast>.' };
const site = 'https://example.com';
const en = (basePath: string) => ({ locale: 'en', basePath }) as const;

describe('buildHead', () => {
  it("gives each page its own social card, and an address without a page the site's", () => {
    expect(buildHead(meta, en('/'), site).image).toBe('https://example.com/og/home.png');
    expect(buildHead(meta, en('/case/handcraft-blends'), site).image).toBe(
      'https://example.com/og/case-handcraft-blends.png',
    );
    expect(buildHead(meta, { locale: 'de', basePath: '/pricing' }, site).image).toBe(
      'https://example.com/og/de/pricing.png',
    );
    expect(buildHead(meta, en('/404'), site).image).toBe('https://example.com/og-image.png');
    expect(buildHead(meta, { locale: 'fr', basePath: '/404' }, site).image).toBe(
      'https://example.com/og-image.png',
    );
  });

  it('builds an absolute canonical from the site origin, the language and the path', () => {
    const head = buildHead(meta, en('/pricing'), 'https://example.com/');
    expect(head.canonical).toBe('https://example.com/pricing');
    expect(head.image).toBe('https://example.com/og/pricing.png');
    expect(head.indexable).toBe(true);
    expect(head.ogType).toBe('website');
    expect(buildHead(meta, { locale: 'it', basePath: '/pricing' }, site).canonical).toBe(
      'https://example.com/it/pricing',
    );
    expect(buildHead(meta, { locale: 'es', basePath: '/' }, site).canonical).toBe(
      'https://example.com/es',
    );
  });

  it('gives a page without an address of its own no canonical, og:url, hreflang or structured data', () => {
    for (const locale of locales) {
      const notFound = { ...meta, indexable: false, addressable: false };
      const head = buildHead(notFound, { locale, basePath: '/404' }, site, (context) => [
        websiteJsonLd(context),
      ]);
      expect(head.canonical).toBeUndefined();
      expect(head.alternates).toEqual([]);
      expect(head.jsonLd).toEqual([]);
      const tags = metaTags(head);
      expect(tags.find((tag) => tag.id === 'og:url')).toBeUndefined();
      expect(tags.find((tag) => tag.id === 'robots')?.content).toBe('noindex');
      expect(tags.find((tag) => tag.id === 'og:locale')?.content).toBe(localeFacts[locale].og);
    }
  });

  it('passes the page context, its language included, to its structured data', () => {
    const head = buildHead(meta, en('/'), site, (context) => [
      organizationJsonLd(context),
      websiteJsonLd(context),
    ]);
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
    expect(head.jsonLd[0]).toMatchObject({ url: 'https://example.com/' });
    const german = buildHead(meta, { locale: 'de', basePath: '/pricing' }, site, (context) => [
      webPageJsonLd(context, meta),
    ]);
    expect(german.jsonLd[0]).toMatchObject({
      url: 'https://example.com/de/pricing',
      inLanguage: 'de',
    });
  });
});

describe('hreflang alternates', () => {
  const headOf = (route: (typeof routes)[number]) =>
    buildHead(route.meta, { locale: route.locale, basePath: route.basePath }, site);

  it('name the page in each of the five languages, and English as x-default, by absolute address', () => {
    const head = buildHead(meta, { locale: 'fr', basePath: '/pricing' }, site);
    expect(head.alternates).toEqual([
      { hreflang: 'en', href: 'https://example.com/pricing' },
      { hreflang: 'de', href: 'https://example.com/de/pricing' },
      { hreflang: 'fr', href: 'https://example.com/fr/pricing' },
      { hreflang: 'it', href: 'https://example.com/it/pricing' },
      { hreflang: 'es', href: 'https://example.com/es/pricing' },
      { hreflang: 'x-default', href: 'https://example.com/pricing' },
    ]);
  });

  it.each(routes.map((route) => [route.path, route] as const))(
    '%s names itself and every translation, which name it back',
    (_path, route) => {
      const head = headOf(route);
      expect(head.alternates.map((link) => link.hreflang)).toEqual([...locales, 'x-default']);
      for (const link of head.alternates) expect(link.href).toMatch(/^https:\/\/example\.com\//);
      expect(head.alternates).toContainEqual({ hreflang: route.locale, href: head.canonical });
      for (const translation of translationsOf(route.basePath)) {
        const other = headOf(translation);
        expect(head.alternates).toContainEqual({
          hreflang: translation.locale,
          href: other.canonical,
        });
        expect(other.alternates).toEqual(head.alternates);
      }
    },
  );

  it('are left out of every language’s 404 page', () => {
    for (const route of notFoundRoutes) expect(headOf(route).alternates).toEqual([]);
  });
});

describe('metaTags', () => {
  const tags = metaTags(buildHead({ ...meta, indexable: false }, en('/x'), site));
  const content = (id: string) => tags.find((tag) => tag.id === id)?.content;

  it('gives Open Graph and Twitter the page title, description, address and image', () => {
    for (const property of ['og:title', 'og:description', 'og:type', 'og:url', 'og:image']) {
      expect(
        tags.filter((tag) => tag.id === property),
        property,
      ).toHaveLength(1);
    }
    expect(content('og:url')).toBe('https://example.com/x');
    expect(content('twitter:card')).toBe('summary_large_image');
    expect(content('twitter:title')).toBe(meta.title);
  });

  it('marks pages that are not indexable with noindex', () => {
    expect(content('robots')).toBe('noindex');
  });

  it.each(locales)(
    'gives Open Graph the %s page’s locale and the four others as alternates',
    (locale) => {
      const localeTags = metaTags(buildHead(meta, { locale, basePath: '/pricing' }, site));
      const values = (id: string) =>
        localeTags.filter((tag) => tag.id === id).map((tag) => tag.content);
      expect(values('og:locale')).toEqual([localeFacts[locale].og]);
      const alternates = values('og:locale:alternate');
      expect(alternates).toHaveLength(4);
      expect(alternates).not.toContain(localeFacts[locale].og);
      expect(new Set([...alternates, ...values('og:locale')])).toEqual(
        new Set(locales.map((other) => localeFacts[other].og)),
      );
      for (const value of [...alternates, ...values('og:locale')]) {
        expect(value).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      }
    },
  );
});

describe('serializeJsonLd', () => {
  it('never lets JSON-LD close its script element', () => {
    const text = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('</script>');
    expect(text).toContain('\\u003c/script>');
  });

  it('round-trips through JSON.parse', () => {
    const data = { name: '<b>' };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});
