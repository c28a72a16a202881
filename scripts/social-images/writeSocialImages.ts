import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { site } from '../../shared/facts/brand';
import {
  socialImageFile,
  socialImagePages,
  type SocialImagePage,
} from '../../src/seo/socialImages';
import { renderSocialImage } from './renderSocialImage';
import { pageSocialCard, siteWideSocialCard } from './socialCards';

export interface WrittenSocialImage {
  /** Relative to the output folder, e.g. `og/pricing.png`. */
  file: string;
  bytes: number;
}

/** The site-wide card's file, from the address the page heads already use. */
export const siteSocialImageFile = site.socialImage.src.replace(/^\//, '');

/**
 * Writes one card per page and the site-wide card into `outDir`. One after another on purpose:
 * drawing is CPU-bound, so running them side by side would not finish sooner.
 */
export async function writeSocialImages(
  outDir: string,
  pages: readonly SocialImagePage[] = socialImagePages,
): Promise<WrittenSocialImage[]> {
  const cards = [
    ...pages.map((page) => ({ file: socialImageFile(page), card: pageSocialCard(page) })),
    { file: siteSocialImageFile, card: siteWideSocialCard() },
  ];
  const written: WrittenSocialImage[] = [];
  for (const { file, card } of cards) {
    const png = await renderSocialImage(card);
    const target = join(outDir, file);
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, png);
    written.push({ file, bytes: png.length });
  }
  return written;
}
