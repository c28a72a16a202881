import { build, type BuildOptions } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import { basename, join } from 'node:path';
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

/**
 * Compiles the server and `npm start`'s launcher into `dir`, with the files the server reads beside
 * its code at run time (the SQL migrations, the test checkout's stylesheet), where its
 * `import.meta.url` points.
 */
export async function writeServerBundle(dir: string = SERVER_BUNDLE_DIR): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  await Promise.all(
    [serverBundleOptions, startBundleOptions, launcherBundleOptions].map((options) =>
      build({ ...options, outfile: join(dir, basename(options.outfile)) }),
    ),
  );
  await cp('server/store/migrations', join(dir, 'migrations'), {
    recursive: true,
    filter: (source) => !source.endsWith('.test.ts'),
  });
  await cp('server/checkout/checkout.css', join(dir, 'checkout.css'));
}
