import { describe, expect, it } from 'vitest';
import { canonicalRedirectTarget, pageFileRedirectTarget } from './canonicalPath';

const SITE = 'http://site.test';
const staysOnSite = (target: string) => new URL(target, SITE).origin === SITE;

describe('canonicalRedirectTarget', () => {
  it.each([
    ['/pricing/', '/pricing'],
    ['/pricing///', '/pricing'],
    ['/pricing/?plan=3', '/pricing?plan=3'],
    ['//', '/'],
  ])('redirects %j to %j', (url, target) => {
    expect(canonicalRedirectTarget(url)).toBe(target);
  });

  it.each(['/', '/pricing', '/pricing?next=/a/'])('leaves %j alone', (url) => {
    expect(canonicalRedirectTarget(url)).toBeUndefined();
  });

  // Every form a browser resolves to another origin, as a proxy might pass it on.
  it.each([
    '//evil.example/',
    '///evil.example/',
    '/\\evil.example/',
    '\\\\evil.example/',
    '\\/evil.example/',
    '/\\/evil.example/',
    '/%2F%2Fevil.example/',
    '/%2f/evil.example/',
    '/%5Cevil.example/',
    '/%5c%5cevil.example/',
    '/\t/evil.example/',
    '/\n/evil.example/',
    '/\r\n/evil.example/',
    '/\t\\evil.example/',
    '/ /evil.example/',
    '/\u00a0/evil.example/',
    '/%zz/',
  ])('never sends %j off the site', (url) => {
    const target = canonicalRedirectTarget(url);
    if (target !== undefined) {
      expect(staysOnSite(target)).toBe(true);
      expect(target).toMatch(/^\/(?![/\\])/);
    }
  });

  it('collapses leading slashes and backslashes into one', () => {
    expect(canonicalRedirectTarget('//evil.example/')).toBe('/evil.example');
    expect(canonicalRedirectTarget('/\\evil.example/?a=1')).toBe('/evil.example?a=1');
  });
});

describe('pageFileRedirectTarget', () => {
  const pages = new Map([
    ['/', 'index.html'],
    ['/pricing', 'pricing.html'],
    ['/case/handcraft-blends', 'case/handcraft-blends.html'],
  ]);

  it.each([
    ['/index.html', '/'],
    ['/pricing.html', '/pricing'],
    ['/pricing.html?plan=3', '/pricing?plan=3'],
    ['/case/handcraft-blends.html', '/case/handcraft-blends'],
  ])('redirects %j to %j', (url, target) => {
    expect(pageFileRedirectTarget(url, pages)).toBe(target);
  });

  it.each(['/', '/pricing', '/404.html', '/robots.txt', '/pricing.html/'])(
    'leaves %j alone',
    (url) => {
      expect(pageFileRedirectTarget(url, pages)).toBeUndefined();
    },
  );
});
