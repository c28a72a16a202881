/**
 * Compiles the server into dist-server/ (main.js and the chunk it imports), so a production start
 * runs plain Node with the production dependencies only (no TypeScript loader). The files the
 * server reads beside its code at run time (the SQL migrations, the test checkout's stylesheet,
 * the copy of every collection with a file per language) are copied next to the bundle, where its
 * `import.meta.url` points.
 */
import { SERVER_BUNDLE_DIR, writeServerBundle } from './serverBundle';

const started = performance.now();
await writeServerBundle();

const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(`Compiled the server to ${SERVER_BUNDLE_DIR}/main.js in ${seconds} s.`);
