/**
 * Compiles the server into dist-server/ (main.js and the chunk it imports), so a production start
 * runs plain Node with the production dependencies only (no TypeScript loader). The files the
 * server reads beside its code at run time (the SQL migrations, the test checkout's stylesheet,
 * the copy of every collection with a file per language) are copied next to the bundle, where its
 * `import.meta.url` points.
 */
import { build } from 'esbuild';
import { cp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { copyCollections } from '../shared/copy/collections';
import { contentDir } from '../shared/copy/readCopy';
import { SERVER_BUNDLE_DIR, serverBundleOptions } from './serverBundle';

const started = performance.now();

await rm(SERVER_BUNDLE_DIR, { recursive: true, force: true });
await build(serverBundleOptions);
await cp('server/store/migrations', `${SERVER_BUNDLE_DIR}/migrations`, { recursive: true });
await cp('server/checkout/checkout.css', `${SERVER_BUNDLE_DIR}/checkout.css`);
for (const { folder, layout } of Object.values(copyCollections)) {
  if (layout === 'file') {
    await cp(join(contentDir, folder), join(SERVER_BUNDLE_DIR, 'content', folder), {
      recursive: true,
    });
  }
}

const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(`Compiled the server to ${SERVER_BUNDLE_DIR}/main.js in ${seconds} s.`);
