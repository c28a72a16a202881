/**
 * Renders the raster brand assets (social image, touch/app icons, favicon.ico)
 * from hand-written HTML/SVG using a local Chromium. No network access.
 *
 *   node --import tsx scripts/render-brand-images.ts
 */
import { readFile, writeFile } from 'node:fs/promises';
import { chromium, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium';

const ROOT = new URL('../', import.meta.url);
const PUBLIC = new URL('public/', ROOT);
const INTER_WOFF2 = new URL(
  'node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
  ROOT,
);

interface IcoImage {
  size: number;
  png: Buffer;
}

/** Screenshots `html` at exactly width x height CSS pixels (device scale 1). */
async function renderPng(
  page: Page,
  html: string,
  width: number,
  height: number,
  transparent = false,
): Promise<Buffer> {
  await page.setViewportSize({ width, height });
  await page.setContent(html, { waitUntil: 'load' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  const png = await page.screenshot({
    type: 'png',
    omitBackground: transparent,
    clip: { x: 0, y: 0, width, height },
  });
  assertPngSize(png, width, height);
  return png;
}

/** Renders an SVG as a square PNG: transparent unless a background colour is given. */
function renderIcon(page: Page, svg: string, size: number, background?: string): Promise<Buffer> {
  const html = iconHtml(svg, size, background ?? 'transparent');
  return renderPng(page, html, size, size, background === undefined);
}

/** Reads width/height from the PNG IHDR chunk and fails loudly on mismatch. */
function assertPngSize(png: Buffer, width: number, height: number): void {
  const w = png.readUInt32BE(16);
  const h = png.readUInt32BE(20);
  if (w !== width || h !== height) {
    throw new Error(`Expected ${width}x${height} PNG, got ${w}x${h}`);
  }
}

/** Packs PNG images into an ICO container (ICONDIR + ICONDIRENTRY[] + payloads). */
function buildIco(images: IcoImage[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // palette colours
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** A bare page that shows one SVG stretched to `size` square pixels. */
function iconHtml(svg: string, size: number, background: string): string {
  return `<!doctype html><style>
html,body{margin:0;background:${background}}
svg{display:block;width:${size}px;height:${size}px}
</style>${svg}`;
}

/** The dashboard-card chart: rising emerald sales line and dashed amber ACoS goal. */
function chartSvg(): string {
  const sales = [176, 168, 171, 150, 154, 132, 124, 128, 102, 92, 70, 52];
  const line = sales.map((y, i) => `${i * 36},${y}`).join(' ');
  const grid = [40, 90, 140, 190]
    .map((y) => `<line x1="0" x2="396" y1="${y}" y2="${y}" stroke="#E2E8F0"/>`)
    .join('');
  return `<svg viewBox="0 0 396 200" width="100%" overflow="visible">
<defs><linearGradient id="fill" x1="0" y1="0" x2="0" y2="1">
<stop offset="0" stop-color="#059669" stop-opacity=".18"/><stop offset="1" stop-color="#059669" stop-opacity="0"/>
</linearGradient></defs>
${grid}
<polygon points="0,200 ${line} 396,200" fill="url(#fill)"/>
<line x1="0" x2="396" y1="112" y2="112" stroke="#FBBF24" stroke-width="3" stroke-dasharray="10 8"/>
<polyline points="${line}" fill="none" stroke="#059669" stroke-width="4" stroke-linejoin="round" stroke-linecap="round"/>
<circle cx="396" cy="52" r="7" fill="#FFFFFF" stroke="#059669" stroke-width="4"/>
<rect x="0" y="80" width="88" height="24" rx="6" fill="#FBBF24"/>
<text x="10" y="97" font-size="14" font-weight="700" fill="#0F172A">ACoS goal</text>
</svg>`;
}

/** The 1200x630 Open Graph / social sharing image. */
function ogHtml(mark: string, interBase64: string): string {
  return `<!doctype html><style>
@font-face{font-family:Inter;src:url(data:font/woff2;base64,${interBase64}) format('woff2');font-weight:100 900}
*{box-sizing:border-box;margin:0}
body{width:1200px;height:630px;padding:72px;font-family:Inter,Arial,sans-serif;color:#0F172A;
background:linear-gradient(135deg,#FFFFFF 0%,#FFFFFF 45%,#F1F5F9 100%);display:grid;
grid-template-columns:1fr 408px;grid-template-rows:auto 1fr;column-gap:56px;position:relative;overflow:hidden}
body::after{content:"";position:absolute;left:0;right:0;bottom:0;height:8px;background:#1D4ED8}
.brand{grid-column:1/3;display:flex;align-items:center;gap:16px;font-size:34px;font-weight:700;letter-spacing:-.02em}
.brand svg{width:52px;height:52px}
.copy{align-self:center}
h1{font-size:56px;line-height:1.08;font-weight:700;letter-spacing:-.03em}
p{margin-top:28px;font-size:22px;font-weight:500;color:#475569;white-space:nowrap}
.card{align-self:center;background:#FFFFFF;border:1px solid #E2E8F0;border-radius:12px;padding:24px;
box-shadow:0 1px 2px rgba(15,23,42,.04),0 12px 32px rgba(15,23,42,.08)}
.head{display:flex;justify-content:space-between;align-items:baseline;margin-bottom:8px}
.label{font-size:16px;font-weight:600;color:#475569}
.value{font-size:34px;font-weight:700;letter-spacing:-.02em}
.delta{font-size:16px;font-weight:600;color:#059669}
.chart{margin-top:8px}
</style>
<div class="brand">${mark}AdHelm</div>
<div class="copy">
<h1>AI that runs your Amazon PPC — hands-free and transparent</h1>
<p>30-day free trial · $49/month Early Bird · 9 marketplaces</p>
</div>
<div class="card">
<div class="head"><span class="label">Average results for our sellers</span><span class="delta">▼ 47% CPC</span></div>
<div class="head"><span class="value">−32% ACoS</span><span class="label">+18% conversion</span></div>
<div class="chart">${chartSvg()}</div>
</div>`;
}

async function main(): Promise<void> {
  const favicon = await readFile(new URL('favicon.svg', PUBLIC), 'utf8');
  const fullBleed = favicon.replace(/\srx="[^"]*"/, '');
  const inter = (await readFile(INTER_WOFF2)).toString('base64');
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: chromiumArgs,
  });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const outputs: [string, Buffer][] = [
      ['og-image.png', await renderPng(page, ogHtml(favicon, inter), 1200, 630)],
      ['apple-touch-icon.png', await renderIcon(page, fullBleed, 180, '#1D4ED8')],
      ['icon-192.png', await renderIcon(page, favicon, 192)],
      ['icon-512.png', await renderIcon(page, favicon, 512)],
    ];
    const icoImages: IcoImage[] = [];
    for (const size of [32, 16]) {
      icoImages.push({ size, png: await renderIcon(page, favicon, size) });
    }
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
