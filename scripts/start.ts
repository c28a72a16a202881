/**
 * `npm start`. In production (NODE_ENV=production) it serves the existing build and never builds:
 * without one it stops with a clear line. On a development machine it first rebuilds whenever the
 * sources are newer than the build. Either way it runs the compiled server, dist-server/main.js.
 *
 * Run by Node itself (type stripping), not tsx, so a production install needs no dev tools: it
 * imports only Node built-ins and files that do the same.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { loadEnvironment } from '../config/environment.ts';
import { buildState } from './buildFreshness.ts';

const env = loadEnvironment();
const production = env.NODE_ENV === 'production';
const distDir = env.DIST_DIR?.trim() || 'dist';
const state = buildState(process.cwd(), distDir);

if (production && state.kind === 'missing') {
  console.error(
    `No build to serve (${state.files.join(', ')} missing): run \`npm run build\` first; a production start never builds.`,
  );
  process.exit(1);
}

if (!production && state.kind !== 'fresh') {
  console.log(
    state.kind === 'missing'
      ? 'No build found: building the site and the server first (npm run build)…'
      : `${state.changed} is newer than the build: rebuilding (npm run build)…`,
  );
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import(pathToFileURL(resolve('dist-server/main.js')).href);
