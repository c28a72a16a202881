import { build, type BuildOptions } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import packageJson from '../package.json' with { type: 'json' };
import { copyCollections } from '../shared/copy/collections';
import { contentDir } from '../shared/copy/readCopy';

export const SERVER_BUNDLE_DIR = 'dist-server';

/**
 * Imported only by a development server, which has the dev dependencies, and only where a failed
 * import is caught: pino-pretty's coloured terminal lines (server/terminalLogs.ts).
 */
export const DEVELOPMENT_ONLY_IMPORTS = ['pino-pretty'];

/**
 * The server as ES modules for plain Node: main.js checks the Node version and imports the rest,
 * which is split into a chunk of its own so an old Node reaches the check. The packages in
 * "dependencies" stay imports from node_modules (native or WebAssembly files, or too large to
 * inline usefully); every other package it uses is compiled in, so a production install leaves
 * them out (the password-strength dictionaries among them). pino-pretty stays an import too: a
 * development server's terminal alone loads it.
 */
export const serverBundleOptions = {
  entryPoints: ['server/main.ts'],
  outdir: SERVER_BUNDLE_DIR,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external: [...Object.keys(packageJson.dependencies), ...DEVELOPMENT_ONLY_IMPORTS],
  // Packages compiled in as CommonJS still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // The copy the server reads at run time sits beside the bundle (shared/copy/readCopy.ts).
  define: { BUNDLED_CONTENT_DIR: JSON.stringify('./content/') },
  sourcemap: true,
  logLevel: 'warning',
} satisfies BuildOptions;

/**
 * Compiles the server into `dir`, with the files it reads beside its code at run time (the SQL
 * migrations, the test checkout's stylesheet, the copy of every collection with a file per
 * language), where its `import.meta.url` points.
 */
export async function writeServerBundle(dir: string = SERVER_BUNDLE_DIR): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await build({ ...serverBundleOptions, outdir: dir });
  await cp('server/store/migrations', join(dir, 'migrations'), {
    recursive: true,
    filter: (source) => !source.endsWith('.test.ts'),
  });
  await cp('server/checkout/checkout.css', join(dir, 'checkout.css'));
  for (const { folder, layout } of Object.values(copyCollections)) {
    if (layout === 'file') {
      await cp(join(contentDir, folder), join(dir, 'content', folder), { recursive: true });
    }
  }
}
