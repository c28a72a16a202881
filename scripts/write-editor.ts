/**
 * `npm run build:editor`: writes the editor served at /admin into DIST_DIR-admin/ (beside the
 * site, so no static host serves it; server/admin/ does): Decap CMS's own bundle from the
 * installed package (decap-cms, pinned in package.json), the editor's script (admin/browser/), the
 * collections generated from the zod schemas (admin/editorConfig.ts) and the page. Runs after the
 * site's build: the previews use its stylesheet.
 */
import { build } from 'esbuild';
import { copyFile, mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { englishEntriesIn } from '../admin/contentFiles';
import { editorCollections } from '../admin/editorConfig';
import { editorPage } from '../admin/editorPage';
import { brandWordmark } from '../admin/editorBrand';
import { site } from '../shared/facts/brand';
import { readSavedCopy } from '../admin/savedCopy';
import { loadEnvironment } from '../config/environment';
import { siteBuildSettings } from '../config/siteBuild';
import { editorDirOf, editorPaths } from '../shared/contracts/editorPaths';
import { precompress } from './precompress';

const root = process.cwd();

/** Decap CMS's bundle and the chunks and WebAssembly it loads beside itself. */
async function copyDecap(target: string): Promise<string[]> {
  const packageJson = createRequire(import.meta.url).resolve('decap-cms/package.json');
  const dist = join(dirname(packageJson), 'dist');
  const files = (await readdir(dist)).filter((name) =>
    /^([\w]+\.)?decap-cms\.js$|\.wasm$|^decap-cms\.js\.LICENSE\.txt$/.test(name),
  );
  await Promise.all(files.map((name) => copyFile(join(dist, name), join(target, name))));
  return files;
}

/** The pages the editor previews, as the build writes them: their styles dress the previews. */
const previewedPages = ['index.html', 'pricing.html', 'cases.html'];

/** The site's styles, which its pages carry inline: one stylesheet of the editor's own. */
async function siteStyles(distDir: string): Promise<string> {
  const casePages = await readdir(join(distDir, 'case')).catch(() => []);
  const pages = [...previewedPages, ...casePages.slice(0, 1).map((page) => `case/${page}`)];
  const html = await Promise.all(
    pages.map((page) =>
      readFile(join(distDir, page), 'utf8').catch(() => {
        throw new Error(`No site build in ${distDir}: run \`npm run build:site\` first.`);
      }),
    ),
  );
  const styles = html.flatMap((page) =>
    [...page.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css ?? ''),
  );
  return [...new Set(styles)].join('\n');
}

/** Where the previews' stylesheet is written, and its address under /admin. */
const PREVIEW_STYLESHEET = 'site.css';

/** The editor's own look (admin/editor.css). */
const EDITOR_STYLESHEET = 'editor.css';

async function main(): Promise<void> {
  const started = performance.now();
  const { distDir } = siteBuildSettings();
  const target = resolve(editorDirOf(distDir));
  await rm(target, { recursive: true, force: true });
  await mkdir(target, { recursive: true });
  await writeFile(join(target, PREVIEW_STYLESHEET), await siteStyles(distDir));
  await copyFile('admin/editor.css', join(target, EDITOR_STYLESHEET));
  await writeFile(
    join(target, 'logo.svg'),
    brandWordmark(await readFile(join('public', site.logo.src), 'utf8')),
  );
  const viteSettings = Object.fromEntries(
    Object.entries(loadEnvironment()).filter(([name]) => name.startsWith('VITE_')),
  );
  await build({
    entryPoints: ['admin/browser/editor.ts'],
    outfile: join(target, 'editor.js'),
    bundle: true,
    platform: 'browser',
    format: 'iife',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    define: {
      // The site's build settings (brand, addresses), as Vite gives them to the pages.
      'import.meta.env': JSON.stringify(viteSettings),
      'process.env.NODE_ENV': '"production"',
      // The saved copy the previews draw around a draft (admin/savedCopy.ts).
      SAVED_COPY: JSON.stringify(readSavedCopy()),
    },
    logLevel: 'warning',
  });
  const decapFiles = await copyDecap(target);
  await writeFile(
    join(target, 'collections.json'),
    JSON.stringify(editorCollections(englishEntriesIn(root)), null, 2),
  );
  await writeFile(
    join(target, 'index.html'),
    editorPage(
      [`${editorPaths.page}/${PREVIEW_STYLESHEET}`],
      `${editorPaths.page}/${EDITOR_STYLESHEET}`,
    ),
  );
  await precompress(target);
  const sizes = await Promise.all(
    ['editor.js', 'decap-cms.js'].map(async (name) => {
      const bytes = await readFile(join(target, name));
      return `${name} ${(bytes.length / 1e6).toFixed(2)} MB (${(gzipSync(bytes).length / 1e6).toFixed(2)} MB gzip)`;
    }),
  );
  const chunks = (await Promise.all(decapFiles.map((name) => stat(join(target, name))))).length;
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Wrote the editor to ${editorDirOf(distDir)}/ in ${seconds} s: ${sizes.join(', ')}, ${chunks} files of Decap CMS.`,
  );
}

await main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
