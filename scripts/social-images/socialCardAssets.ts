import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { Font } from 'satori';
import { site } from '../../shared/facts/brand';

const require = createRequire(import.meta.url);
const publicFolder = new URL('../../public/', import.meta.url);

/** satori reads WOFF and TTF but not WOFF2, so the cards use Inter's static WOFF cuts. */
const interWeights = [400, 600, 700] as const;

let assets: ReturnType<typeof loadAssets> | undefined;

async function loadAssets() {
  const fonts = await Promise.all(
    interWeights.map(async (weight): Promise<Font> => ({
      name: 'Inter',
      weight,
      style: 'normal',
      data: await readFile(
        require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`),
      ),
    })),
  );
  const logo = await readFile(new URL(site.logo.src.replace(/^\//, ''), publicFolder));
  return { fonts, logoSrc: `data:image/svg+xml;base64,${logo.toString('base64')}` };
}

/** Fonts and the brand mark, read once per process. */
export const socialCardAssets = () => (assets ??= loadAssets());
