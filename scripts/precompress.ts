/**
 * Writes a Brotli (.br) and a gzip (.gz) copy beside every text file of the build, so the server
 * sends compressed files without compressing on the fly. Run after `astro build`; DIST_DIR
 * chooses the folder (default dist).
 */
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { existsSync } from 'node:fs';
import { siteBuildSettings } from '../config/siteBuild';
import { variantsFolderOf } from '../shared/pageVariants';

const compressible = /\.(html|js|css|svg|xml|txt|json|ico|webmanifest)$/;

/** Smaller files gain nothing from a compressed copy. */
const MIN_BYTES = 512;

/**
 * Brotli's best quality costs about 3 s a megabyte. Above this size (only the editor's Decap CMS
 * bundle, 5 MB, served to writers at /admin) quality 9 takes a tenth of the time for a file about
 * 10% larger; every file of the site itself stays far below it.
 */
const LARGE_BYTES = 1_000_000;

export async function precompress(dir: string): Promise<number> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  const files = entries
    .filter((entry) => entry.isFile() && compressible.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  let written = 0;
  await Promise.all(
    files.map(async (file) => {
      const body = await readFile(file);
      if (body.length < MIN_BYTES) return;
      const [br, gz] = await Promise.all([
        promisify(brotliCompress)(body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: body.length > LARGE_BYTES ? 9 : 11 },
        }),
        promisify(gzip)(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      written += 1;
    }),
  );
  return written;
}

// Run as a build step; other steps (scripts/write-editor.ts) import precompress() alone.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const outDir = resolve(siteBuildSettings().distDir);
  const variants = variantsFolderOf(outDir);
  const written = await precompress(outDir);
  const variantsWritten = existsSync(variants) ? await precompress(variants) : 0;
  console.log(
    `Pre-compressed ${written} files in ${outDir} and ${variantsWritten} page variants (.br and .gz).`,
  );
}
