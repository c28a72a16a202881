/**
 * What `npm start` checks before it starts the server. A production start never builds: without a
 * build it stops with one line. Elsewhere the site is built first when there is no build, when a
 * source file, `package.json` or `.env` is newer than it, or when it was built for another address
 * than the one the server will use (PORT or HOST changed in the environment).
 * Runs on Node's own type stripping: it imports only files that import Node built-ins.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { loadEnvironment } from '../config/environment.ts';
import { siteBuildSettings } from '../config/siteBuild.ts';

const SERVER_BUNDLE = 'dist-server/main.js';
const SOURCES = ['src', 'server', 'shared', 'config', 'scripts', 'public', 'admin'];
const SOURCE_FILES = [
  'astro.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  '.env',
];

const isTestFile = (name: string) => /\.(test|testkit)\./.test(name);

function newestSourceTime(): number {
  let newest = 0;
  const consider = (path: string) => {
    if (existsSync(path)) newest = Math.max(newest, statSync(path).mtimeMs);
  };
  SOURCE_FILES.forEach(consider);
  for (const folder of SOURCES.filter((name) => existsSync(name))) {
    for (const entry of readdirSync(folder, { withFileTypes: true, recursive: true })) {
      if (entry.isFile() && !isTestFile(entry.name)) consider(join(entry.parentPath, entry.name));
    }
  }
  return newest;
}

/** The address the built pages name in their canonical links. */
function builtSiteUrl(distDir: string): string | undefined {
  const home = join(distDir, 'index.html');
  if (!existsSync(home)) return undefined;
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(readFileSync(home, 'utf8'))?.[1];
  return canonical?.replace(/\/+$/, '');
}

/** Why the site must be built before it starts, if it must. */
function reasonToBuild(): string | undefined {
  if (!existsSync(SERVER_BUNDLE)) return 'There is no build yet: building first.';
  if (newestSourceTime() > statSync(SERVER_BUNDLE).mtimeMs) {
    return 'The build is older than the sources: building first.';
  }
  const { siteUrl, distDir } = siteBuildSettings();
  const built = builtSiteUrl(distDir);
  if (built !== siteUrl) {
    return `The build names ${built ?? 'no address'}, the server will be at ${siteUrl}: building first.`;
  }
  return undefined;
}

if (loadEnvironment().NODE_ENV === 'production') {
  if (!existsSync(SERVER_BUNDLE)) {
    console.error('No build to serve: run `npm run build` first; a production start never builds.');
    process.exit(1);
  }
} else {
  const reason = reasonToBuild();
  if (reason) {
    console.log(reason);
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
}
