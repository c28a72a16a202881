import { routes } from '../routes';
import { defaultLocale, localeOfPath, unlocalisedPath } from '../../shared/language/locales';
import { site } from '../../shared/facts/brand';

const folder = '/og';

/**
 * `/` → `home`, `/case/handcraft-blends` → `case-handcraft-blends`; in another language the same
 * under its folder: `/de/pricing` → `de/pricing`.
 */
export function socialImageSlug(routePath: string): string {
  const words = unlocalisedPath(routePath).split('/').filter(Boolean);
  const name = words.length === 0 ? 'home' : words.join('-');
  const locale = localeOfPath(routePath);
  return locale === defaultLocale ? name : `${locale}/${name}`;
}

/**
 * Every page with its own card, in every language. The not-found pages answer at every unknown
 * address, so they have no address of their own to share and keep the site-wide image.
 */
export const socialImagePages = routes.map((route) => ({
  slug: socialImageSlug(route.path),
  title: route.meta.title,
  locale: route.locale,
}));

/** One page's social card: the file it is written to, the title it is drawn from, its language. */
export type SocialImagePage = (typeof socialImagePages)[number];

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
