/**
 * Writes complete HTML for every route of the route table, the 404 page, sitemap.xml and
 * robots.txt, then pre-compresses the text assets so the server never compresses on the fly.
 *
 * Settings come from .env under the process environment (config/environment.ts); a production
 * build with a loopback SITE_URL stops here, before any page is written. DIST_DIR chooses the
 * output folder (default dist). CLIENT_ONLY=1 writes the same pages with an
 * empty root instead: the client-rendered variant the benchmark compares against.
 */
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, extname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import type * as EntryServer from '../src/entry-server';
import { indexableRoutes } from '../src/routes';
import { loadEnvironment } from '../config/environment';
import { siteBuildSettings } from '../config/siteBuild';
import { renderRobots, renderSitemap } from '../src/seo/sitemap';

const env = loadEnvironment();
const settings = (() => {
  try {
    return siteBuildSettings(env);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
})();
const { siteUrl } = settings;
const clientOnly = env.CLIENT_ONLY === '1';
const outDir = resolve(settings.distDir);
const ssrEntry = `${outDir}-ssr/entry-server.js`;

const compressible = new Set([
  '.html',
  '.js',
  '.css',
  '.svg',
  '.xml',
  '.txt',
  '.json',
  '.ico',
  '.webmanifest',
]);

function htmlFileFor(path: string): string {
  return path === '/' ? join(outDir, 'index.html') : join(outDir, path.slice(1), 'index.html');
}

async function fontPreloads(): Promise<string> {
  const assets = await readdir(join(outDir, 'assets'));
  return assets
    .filter((file) => /^inter-latin-wght-normal-.*\.woff2$/.test(file))
    .map(
      (file) =>
        `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`,
    )
    .join('\n    ');
}

async function writePage(
  file: string,
  template: string,
  head: string,
  html: string,
): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, template.replace('<!--app-head-->', head).replace('<!--app-html-->', html));
}

async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

async function precompress(dir: string): Promise<number> {
  const files = (await listFiles(dir)).filter((file) => compressible.has(extname(file)));
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < 512) return;
      const [br, gz] = await Promise.all([
        promisify(brotliCompress)(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
        promisify(gzip)(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
    }),
  );
  return files.length;
}

async function main(): Promise<void> {
  const started = performance.now();
  const { render, routes, notFoundRoute } = (await import(
    pathToFileURL(ssrEntry).href
  )) as typeof EntryServer;
  const template = (await readFile(join(outDir, 'index.html'), 'utf8')).replace(
    '<!--app-head-->',
    `${await fontPreloads()}\n    <!--app-head-->`,
  );

  for (const route of [...routes, notFoundRoute]) {
    const page = await render(route.path, siteUrl);
    const file = route === notFoundRoute ? join(outDir, '404.html') : htmlFileFor(route.path);
    if (clientOnly) {
      await writePage(file, template, `<title>${route.meta.title}</title>`, '');
    } else {
      await writePage(file, template, page.head, page.html);
    }
  }

  const indexable = indexableRoutes().map((route) => route.path);
  await writeFile(join(outDir, 'sitemap.xml'), renderSitemap(indexable, siteUrl));
  await writeFile(join(outDir, 'robots.txt'), renderRobots(siteUrl));
  const compressed = await precompress(outDir);

  const seconds = ((performance.now() - started) / 1000).toFixed(2);
  console.log(
    `Prerendered ${routes.length} routes and the 404 page to ${outDir} (${compressed} files pre-compressed) in ${seconds} s.`,
  );
}

await main();
