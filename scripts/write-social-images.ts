/**
 * Draws the social card of every page into the built site: DIST_DIR/og/<page>.png, and the
 * site-wide DIST_DIR/og-image.png. Run it after the build (it needs no browser):
 *
 *   npm run build && npm run build:social
 */
import { resolve } from 'node:path';
import { writeSocialImages } from './social-images/writeSocialImages';
import { siteBuildSettings } from '../config/siteBuild';

const outDir = resolve(siteBuildSettings().distDir);
const started = performance.now();
const written = await writeSocialImages(outDir);
for (const { file, bytes } of written) {
  console.log(`wrote ${file} (${(bytes / 1024).toFixed(1)} KB)`);
}
const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(`${written.length} social images in ${seconds} s`);
