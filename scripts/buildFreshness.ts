/**
 * Whether the build on disk matches the sources: `npm start` on a development machine rebuilds
 * when it does not, so a `git pull` or an edit is never answered by an old build. Imports only
 * Node built-ins, since the launcher runs with Node's own type stripping.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/** What the build reads. A test file changes no output, so it is left out. */
export const BUILD_INPUTS = [
  'src',
  'admin',
  'server',
  'config',
  'scripts',
  'public',
  'astro.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env',
];
const notAnInput = /\.test\.tsx?$|\.testkit\.tsx?$/;

/** The server bundle (npm run build:server) and the site, whose host files are written last. */
export function buildOutputs(distDir: string): string[] {
  return ['dist-server/main.js', join(distDir, 'index.html'), join(distDir, '_headers')];
}

export type BuildState =
  { kind: 'missing'; files: string[] } | { kind: 'stale'; changed: string } | { kind: 'fresh' };

function newestFile(root: string, path: string): { file: string; time: number } | undefined {
  const full = join(root, path);
  if (!existsSync(full)) return undefined;
  const stats = statSync(full);
  if (!stats.isDirectory()) return { file: path, time: stats.mtimeMs };
  let newest: { file: string; time: number } | undefined;
  for (const entry of readdirSync(full, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || notAnInput.test(entry.name)) continue;
    const file = join(entry.parentPath, entry.name);
    const time = statSync(file).mtimeMs;
    if (!newest || time > newest.time) newest = { file: relative(root, file), time };
  }
  return newest;
}

export function buildState(root: string, distDir: string): BuildState {
  const outputs = buildOutputs(distDir);
  const missing = outputs.filter((file) => !existsSync(join(root, file)));
  if (missing.length > 0) return { kind: 'missing', files: missing };
  const builtAt = Math.min(...outputs.map((file) => statSync(join(root, file)).mtimeMs));
  for (const input of BUILD_INPUTS) {
    const newest = newestFile(root, input);
    if (newest && newest.time > builtAt) return { kind: 'stale', changed: newest.file };
  }
  return { kind: 'fresh' };
}
