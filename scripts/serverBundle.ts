import type { BuildOptions } from 'esbuild';

export const SERVER_BUNDLE_DIR = 'dist-server';

/** The server as one ES module for plain Node; npm packages stay imports from node_modules. */
export const serverBundleOptions = {
  entryPoints: ['server/main.ts'],
  outfile: `${SERVER_BUNDLE_DIR}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
} satisfies BuildOptions;
