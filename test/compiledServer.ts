/**
 * Vitest's global set-up: compiles the server once per run, as `npm run build` does, for the tests
 * that start it as a process of its own (serverMainArgs in test/siteServerProcess.ts). The
 * compiled server starts in a few seconds less than the source through tsx, which counts on two
 * cores, and it is the form `npm start` runs in production.
 */
import { join } from 'node:path';
import { writeServerBundle } from '../scripts/serverBundle';

// Beside node_modules, whose packages the compiled server imports.
const dir = join('node_modules', '.cache', 'test-server');

export default async function compileServer() {
  await writeServerBundle(dir);
  // Read by the test files' processes, which start after the set-up.
  process.env.TEST_SERVER_MAIN = join(dir, 'main.js');
}
