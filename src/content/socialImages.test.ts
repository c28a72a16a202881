import { describe, expect, it } from 'vitest';
import { notFoundRoute, routes } from '../routes';
import { site } from './site';
import { socialImagePages, socialImagePath, socialImageSlug } from './socialImages';

describe('social images', () => {
  it.each(routes)('$path has a card drawn from its own title', (route) => {
    const slug = socialImageSlug(route.path);
    expect(socialImagePath(route.path)).toBe(`/og/${slug}.png`);
    expect(socialImagePages.find((page) => page.slug === slug)?.title).toBe(route.meta.title);
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

  it('gives the not-found page and unknown addresses the site-wide image', () => {
    expect(socialImagePath(notFoundRoute.path)).toBe(site.socialImage.src);
    expect(socialImagePath('/no-such-page')).toBe(site.socialImage.src);
  });
});
