/**
 * Fails when any route (and the 404 page) loads more JavaScript or CSS before interaction than
 * the budget allows. Reads the build in DIST_DIR (default dist): run after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { notFoundRoute, routes } from '../src/routes';
import {
  budgetViolations,
  formatKb,
  measureRoute,
  pageWeightBudget,
  type RouteWeight,
} from './pageWeight';

export function measureBuild(distDir: string): RouteWeight[] {
  const manifestFile = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(manifestFile)) {
    throw new Error(`No build manifest at ${manifestFile}. Run \`npm run build\` first.`);
  }
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const sizes = new Map<string, number>();
  const gzipSize = (file: string): number => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
  return [...routes, notFoundRoute].map((route) =>
    measureRoute({ path: route.path, loadSource: route.load.toString() }, manifest, gzipSize),
  );
}

function main(): void {
  const distDir = resolve(process.env.DIST_DIR ?? 'dist');
  const weights = measureBuild(distDir);
  console.log(
    `Page weight before interaction, gzip -9 (budget: JS ${formatKb(pageWeightBudget.jsGzipBytes)}, CSS ${formatKb(pageWeightBudget.cssGzipBytes)}):`,
  );
  for (const weight of weights) {
    console.log(
      `  ${weight.route.padEnd(32)} JS ${formatKb(weight.jsGzipBytes).padStart(9)}   CSS ${formatKb(weight.cssGzipBytes).padStart(8)}`,
    );
  }
  const violations = budgetViolations(weights);
  if (violations.length > 0) {
    console.error(`\nPage-weight budget exceeded:\n  ${violations.join('\n  ')}`);
    process.exit(1);
  }
}

// Run as a script (npm test); the benchmark imports measureBuild instead.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) main();
