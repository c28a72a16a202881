/**
 * Renders the committed raster brand assets: the touch/app icons and favicon.ico from
 * public/favicon.svg with a local Chromium, and the site-wide social card the same way the build
 * draws it (no browser). No network access.
 *
 *   node --import tsx scripts/render-brand-images.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';
import { pngSize } from './social-images/pngSize';
import { renderSocialImage } from './social-images/renderSocialImage';
import { siteWideSocialCard } from './social-images/socialCards';
import { siteSocialImageFile } from './social-images/writeSocialImages';

const ROOT = new URL('../', import.meta.url);
const PUBLIC = new URL('public/', ROOT);

interface IcoImage {
  size: number;
  png: Buffer;
}

/**
 * Renders an SVG as a PNG of exactly `size` square CSS pixels (device scale 1), stretched to fill
 * it: transparent unless a background colour is given.
 */
async function renderIcon(page: Page, svg: string, size: number, background?: string) {
  await page.setViewportSize({ width: size, height: size });
  const html = `<!doctype html><style>
html,body{margin:0;background:${background ?? 'transparent'}}
svg{display:block;width:${size}px;height:${size}px}
</style>${svg}`;
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const png = await page.screenshot({
    type: 'png',
    omitBackground: background === undefined,
    clip: { x: 0, y: 0, width: size, height: size },
  });
  // Fails loudly when a screenshot is not exactly the size asked for.
  const { width, height } = pngSize(png);
  if (width !== size || height !== size) {
    throw new Error(`Expected ${size}x${size} PNG, got ${width}x${height}`);
  }
  return png;
}

/** Packs PNG images into an ICO container (ICONDIR + ICONDIRENTRY[] + payloads). */
function buildIco(images: IcoImage[]): Buffer {
  // Buffer.alloc fills with zeros: the reserved fields and the palette size stay 0.
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

async function main(): Promise<void> {
  const favicon = await readFile(new URL('favicon.svg', PUBLIC), 'utf8');
  const fullBleed = favicon.replace(/\srx="[^"]*"/, '');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const outputs: [string, Buffer][] = [
      [siteSocialImageFile, await renderSocialImage(siteWideSocialCard())],
      ['apple-touch-icon.png', await renderIcon(page, fullBleed, 180, '#1D4ED8')],
      ['icon-192.png', await renderIcon(page, favicon, 192)],
      ['icon-512.png', await renderIcon(page, favicon, 512)],
    ];
    const icoImages: IcoImage[] = [];
    for (const size of [32, 16])
      icoImages.push({ size, png: await renderIcon(page, favicon, size) });
    outputs.push(['favicon.ico', buildIco(icoImages)]);
    for (const [name, data] of outputs) {
      await writeFile(new URL(name, PUBLIC), data);
      console.log(`wrote public/${name} (${data.length} bytes)`);
    }
  } finally {
    await browser.close();
  }
}

await main();
