/**
 * Compiles the server into one JavaScript file, dist-server/main.js, and `npm start`'s launcher
 * into dist-server/start.js (which runs start-server.js), so a production start runs
 * plain Node with the production dependencies only (no TypeScript loader). The files the server
 * reads beside its code at run time (the SQL migrations, the test checkout's stylesheet) are
 * copied next to the bundle, where its `import.meta.url` points.
 */
import { serverBundleOptions, writeServerBundle } from './serverBundle';

const started = performance.now();
await writeServerBundle();

const seconds = ((performance.now() - started) / 1000).toFixed(2);
console.log(`Compiled the server to ${serverBundleOptions.outfile} in ${seconds} s.`);
