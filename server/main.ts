/**
 * The server process: `npm start` runs it compiled (dist-server/main.js); tests run it from source
 * with tsx. A Node older than package.json's "engines" is refused in one line before anything else
 * loads: the server itself is imported only after the check (a chunk of its own in the build), so
 * an old Node meets none of its newer syntax or built-ins.
 */
import satisfies from 'semver/functions/satisfies.js';
import packageJson from '../package.json' with { type: 'json' };

const required = packageJson.engines.node;
if (!satisfies(process.versions.node, required)) {
  console.error(
    `The server needs Node ${required} (package.json "engines"); this is Node ${process.versions.node}.`,
  );
  process.exit(1);
}
await import('./serverProcess');
