import { describe, expect, it } from 'vitest';
import { buildHead, metaTags } from './head';
import { organizationJsonLd, serializeJsonLd, websiteJsonLd } from './jsonLd';

const meta = { title: 'Pricing & plans', description: 'Plans from "$49" a month <fast>.' };

describe('buildHead', () => {
  it("gives each page its own social card, and an address without a page the site's", () => {
    expect(buildHead(meta, '/', 'https://example.com').image).toBe(
      'https://example.com/og/home.png',
    );
    expect(buildHead(meta, '/case/handcraft-blends', 'https://example.com').image).toBe(
      'https://example.com/og/case-handcraft-blends.png',
    );
    expect(buildHead(meta, '/404', 'https://example.com').image).toBe(
      'https://example.com/og-image.png',
    );
  });

  it('builds an absolute canonical from the site origin and the path', () => {
    const head = buildHead(meta, '/pricing', 'https://example.com/');
    expect(head.canonical).toBe('https://example.com/pricing');
    expect(head.image).toBe('https://example.com/og/pricing.png');
    expect(head.indexable).toBe(true);
    expect(head.ogType).toBe('website');
  });

  it('gives a page without an address of its own no canonical, og:url or structured data', () => {
    const notFound = { ...meta, indexable: false, addressable: false };
    const head = buildHead(notFound, '/404', 'https://example.com', (context) => [
      websiteJsonLd(context),
    ]);
    expect(head.canonical).toBeUndefined();
    expect(head.jsonLd).toEqual([]);
    const tags = metaTags(head);
    expect(tags.find((tag) => tag.id === 'og:url')).toBeUndefined();
    expect(tags.find((tag) => tag.id === 'robots')?.content).toBe('noindex');
  });

  it('passes the page context to its structured data', () => {
    const head = buildHead(meta, '/', 'https://example.com', (context) => [
      organizationJsonLd(context),
      websiteJsonLd(context),
    ]);
    expect(head.jsonLd.map((data) => data['@type'])).toEqual(['Organization', 'WebSite']);
    expect(head.jsonLd[0]).toMatchObject({ url: 'https://example.com/' });
  });
});

describe('metaTags', () => {
  const tags = metaTags(buildHead({ ...meta, indexable: false }, '/x', 'https://example.com'));
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
