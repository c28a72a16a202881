/**
 * Compiles the server into one JavaScript file, dist-server/main.js, so a production start runs
 * plain Node with the production dependencies only (no TypeScript loader). The files the server
 * reads beside its code at run time (the SQL migrations, the test checkout's stylesheet) are
 * copied next to the bundle, where its `import.meta.url` points.
 */
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';

const outDir = 'dist-server';
const started = performance.now();

await rm(outDir, { recursive: true, force: true });
await build({
  entryPoints: ['server/main.ts'],
  outfile: `${outDir}/main.js`,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  // npm packages stay imports, resolved from node_modules as usual.
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
});
await cp('server/store/migrations', `${outDir}/migrations`, { recursive: true });
await cp('server/checkout/checkout.css', `${outDir}/checkout.css`);

const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(`Compiled the server to ${outDir}/main.js in ${seconds} s.`);
