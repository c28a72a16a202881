import { routes } from '../routes';
import { site } from './site';

/** One page's social card: the file it is written to and the title it is drawn from. */
export interface SocialImagePage {
  slug: string;
  title: string;
}

const folder = '/og';

/** `/` → `home`, `/case/handcraft-blends` → `case-handcraft-blends`. */
export function socialImageSlug(routePath: string): string {
  const words = routePath.split('/').filter(Boolean);
  return words.length === 0 ? 'home' : words.join('-');
}

/**
 * Every page with its own card. The not-found page answers at every unknown address, so it
 * has no address of its own to share and keeps the site-wide image.
 */
export const socialImagePages: readonly SocialImagePage[] = routes.map((route) => ({
  slug: socialImageSlug(route.path),
  title: route.meta.title,
}));

const slugsWithCard = new Set(socialImagePages.map((page) => page.slug));

/** The public address of a page's social image; the site-wide image for a page without one. */
export function socialImagePath(routePath: string): string {
  const slug = socialImageSlug(routePath);
  return slugsWithCard.has(slug) ? `${folder}/${slug}.png` : site.socialImage.src;
}

/** Where the build writes a page's card, relative to the output folder. */
export function socialImageFile(page: SocialImagePage): string {
  return `${folder.slice(1)}/${page.slug}.png`;
}
