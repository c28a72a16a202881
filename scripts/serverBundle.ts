import type { BuildOptions } from 'esbuild';
import packageJson from '../package.json' with { type: 'json' };

export const SERVER_BUNDLE_DIR = 'dist-server';

/**
 * The server as ES modules for plain Node: main.js checks the Node version and imports the rest,
 * which is split into a chunk of its own so an old Node reaches the check. The packages in
 * "dependencies" stay imports from node_modules (native or WebAssembly files, or too large to
 * inline usefully); every other package it uses is compiled in, so a production install leaves
 * them out. pino-pretty stays an import too: a development server's terminal alone loads it.
 */
export const serverBundleOptions = {
  entryPoints: ['server/main.ts'],
  outdir: SERVER_BUNDLE_DIR,
  bundle: true,
  splitting: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // pino-pretty, a dev dependency, is imported only in development (server/terminalLogs.ts).
  external: [...Object.keys(packageJson.dependencies), 'pino-pretty'],
  // Packages compiled in as CommonJS still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  // The copy the server reads at run time sits beside the bundle (shared/copy/readCopy.ts).
  define: { BUNDLED_CONTENT_DIR: JSON.stringify('./content/') },
  sourcemap: true,
  logLevel: 'warning',
} satisfies BuildOptions;
