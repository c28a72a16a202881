import { describe, expect, it } from 'vitest';
import { applyHead, buildHead, escapeHtml, renderHeadHtml } from './head';
import { organizationJsonLd, serializeJsonLd, websiteJsonLd } from './jsonLd';
import { renderRobots, renderSitemap } from './sitemap';

const meta = { title: 'Pricing & plans', description: 'Plans from "$49" a month <fast>.' };

describe('buildHead', () => {
  it('builds an absolute canonical from the site origin and the path', () => {
    const head = buildHead(meta, '/pricing', 'https://example.com/');
    expect(head.canonical).toBe('https://example.com/pricing');
    expect(head.image).toBe('https://example.com/og-image.png');
    expect(head.indexable).toBe(true);
    expect(head.ogType).toBe('website');
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

describe('renderHeadHtml', () => {
  const html = renderHeadHtml(
    buildHead({ ...meta, indexable: false }, '/x', 'https://example.com', () => [
      { '@type': 'Thing', name: '</script><script>alert(1)</script>' },
    ]),
  );

  it('writes title, description, canonical, Open Graph and Twitter tags, escaped', () => {
    expect(html).toContain('<title>Pricing &amp; plans</title>');
    expect(html).toContain(
      '<meta name="description" content="Plans from &quot;$49&quot; a month &lt;fast&gt;.">',
    );
    expect(html).toContain('<link rel="canonical" href="https://example.com/x">');
    for (const property of ['og:title', 'og:description', 'og:type', 'og:url', 'og:image']) {
      expect(html).toContain(`<meta property="${property}"`);
    }
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
  });

  it('marks pages that are not indexable with noindex', () => {
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it('never lets JSON-LD close its script element', () => {
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script>');
  });
});

describe('applyHead', () => {
  it('updates title, description, canonical and JSON-LD in place on client navigation', () => {
    applyHead(buildHead(meta, '/a', 'https://example.com', () => [{ '@type': 'A' }]));
    applyHead(buildHead({ title: 'B', description: 'Second' }, '/b', 'https://example.com'));
    expect(document.title).toBe('B');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'Second',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://example.com/b',
    );
    expect(document.head.querySelectorAll('script[type="application/ld+json"]')).toHaveLength(0);
  });
});

describe('escapeHtml and serializeJsonLd', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;',
    );
  });

  it('round-trips JSON-LD through JSON.parse', () => {
    const data = { name: '<b>' };
    expect(JSON.parse(serializeJsonLd(data))).toEqual(data);
  });
});

describe('sitemap and robots', () => {
  it('lists absolute addresses of the given paths', () => {
    const xml = renderSitemap(['/', '/pricing'], 'https://example.com');
    expect(xml).toContain('<loc>https://example.com/</loc>');
    expect(xml).toContain('<loc>https://example.com/pricing</loc>');
  });

  it('names the sitemap in robots.txt', () => {
    expect(renderRobots('https://example.com')).toContain(
      'Sitemap: https://example.com/sitemap.xml',
    );
  });
});
