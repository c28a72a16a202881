import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/language/locales';
import { notFoundRoutes, routes } from '../routes';
import { site } from '../../shared/facts/brand';
import { socialImagePages, socialImagePath, socialImageSlug } from './socialImages';

describe('social images', () => {
  it.each(routes)('$path has a card drawn from its own title', (route) => {
    const slug = socialImageSlug(route.path);
    expect(socialImagePath(route.path)).toBe(`/og/${slug}.png`);
    const page = socialImagePages.find((candidate) => candidate.slug === slug);
    expect(page?.title).toBe(route.meta.title);
    expect(page?.locale).toBe(route.locale);
  });

  it('has one card per page, under distinct file names', () => {
    const slugs = socialImagePages.map((page) => page.slug.toLowerCase());
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(socialImagePages).toHaveLength(routes.length);
  });

  it('names a card after the words of its address', () => {
    expect(socialImageSlug('/')).toBe('home');
    expect(socialImageSlug('/case/handcraft-blends')).toBe('case-handcraft-blends');
    expect(socialImageSlug('/pricing/')).toBe('pricing');
  });

  it('files another language’s cards under its folder', () => {
    expect(socialImageSlug('/de')).toBe('de/home');
    expect(socialImageSlug('/de/pricing')).toBe('de/pricing');
    expect(socialImageSlug('/fr/case/handcraft-blends')).toBe('fr/case-handcraft-blends');
    expect(socialImagePath('/es/cases')).toBe('/og/es/cases.png');
  });

  it.each(locales)('gives each language a card for every page, in its own words (%s)', (locale) => {
    const pages = socialImagePages.filter((page) => page.locale === locale);
    expect(pages).toHaveLength(routes.filter((route) => route.locale === locale).length);
    if (locale !== 'en') {
      for (const page of pages) expect(page.slug.startsWith(`${locale}/`), page.slug).toBe(true);
    }
  });

  it('gives the not-found page and unknown addresses the site-wide image', () => {
    for (const notFound of notFoundRoutes) {
      expect(socialImagePath(notFound.path), notFound.path).toBe(site.socialImage.src);
    }
    expect(socialImagePath('/no-such-page')).toBe(site.socialImage.src);
    expect(socialImagePath('/de/no-such-page')).toBe(site.socialImage.src);
  });
});
