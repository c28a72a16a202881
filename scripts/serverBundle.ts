import type { BuildOptions } from 'esbuild';
import packageJson from '../package.json' with { type: 'json' };

export const SERVER_BUNDLE_DIR = 'dist-server';

/**
 * The server as one ES module for plain Node. The packages in "dependencies" stay imports from
 * node_modules (native or WebAssembly files, or too large to inline usefully); every other package
 * it uses is compiled in, so a production install leaves them out.
 */
export const serverBundleOptions = {
  entryPoints: ['server/main.ts'],
  outfile: `${SERVER_BUNDLE_DIR}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external: Object.keys(packageJson.dependencies),
  // Packages compiled in as CommonJS still call require() for Node's built-ins.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
} satisfies BuildOptions;

/** `npm start`'s own code: checks the build (and rebuilds in development), then runs main.js. */
export const startBundleOptions = {
  ...serverBundleOptions,
  entryPoints: ['scripts/start.ts'],
  outfile: `${SERVER_BUNDLE_DIR}/start-server.js`,
  sourcemap: false,
} satisfies BuildOptions;

/** The first file `npm start` runs: old enough syntax that Node 18 reaches its version check. */
export const launcherBundleOptions = {
  ...startBundleOptions,
  entryPoints: ['scripts/startLauncher.ts'],
  outfile: `${SERVER_BUNDLE_DIR}/start.js`,
  target: 'node18',
  define: { REQUIRED_NODE: JSON.stringify(packageJson.engines.node) },
} satisfies BuildOptions;
