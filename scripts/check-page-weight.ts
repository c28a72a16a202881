/**
 * Fails when any route (and the 404 page) loads more JavaScript or CSS without interaction than
 * its budget allows (scripts/pageWeight.ts has the rule). Reads the build in DIST_DIR (default
 * dist): run after `npm run build`.
 */
import { init, parse } from 'es-module-lexer';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { notFoundRoute, routes } from '../src/routes';
import {
  budgetViolations,
  formatKb,
  javaScriptWithoutInteraction,
  jsBudgetFor,
  pageAssets,
  pageWeightBudget,
  type ModuleImports,
  type RouteWeight,
} from './pageWeight';
import { siteBuildSettings } from '../config/siteBuild';

await init;

/** The built page of a route: dist/pricing/index.html, dist/404.html for the 404 page. */
export function pageFile(distDir: string, route: string): string {
  if (route === notFoundRoute.path) return join(distDir, '404.html');
  return join(distDir, route === '/' ? '' : route.slice(1), 'index.html');
}

/** Imports of a module's source, resolved against its own address; computed addresses skipped. */
function importsIn(source: string, from: string): ModuleImports {
  const [imports] = parse(source);
  const found: ModuleImports = { static: [], dynamic: [] };
  for (const entry of imports) {
    const specifier = entry.specifier;
    if (typeof specifier !== 'string' || !/^\.{0,2}\//.test(specifier)) continue;
    const path = new URL(specifier, `http://site${from}`).pathname;
    (entry.type === 'dynamic' ? found.dynamic : found.static).push(path);
  }
  return found;
}

const gzipBytes = (content: string | Buffer): number => gzipSync(content, { level: 9 }).length;

export function measureBuild(distDir: string): RouteWeight[] {
  const read = (path: string) => readFileSync(join(distDir, path.replace(/^\//, '')));
  const sizes = new Map<string, number>();
  const sizeOf = (path: string): number => {
    let size = sizes.get(path);
    if (size === undefined) {
      size = gzipBytes(read(path));
      sizes.set(path, size);
    }
    return size;
  };
  const importsOf = (path: string) => importsIn(read(path).toString('utf8'), path);

  return [...routes, notFoundRoute].map((route) => {
    const assets = pageAssets(readFileSync(pageFile(distDir, route.path), 'utf8'));
    const modules = javaScriptWithoutInteraction(assets, importsOf, (source) =>
      importsIn(source, route.path),
    );
    const inlineJs = [...assets.inlineModules, ...assets.inlineScripts];
    const sum = (paths: string[]) => paths.reduce((total, path) => total + sizeOf(path), 0);
    return {
      route: route.path,
      jsFiles: modules,
      cssFiles: [
        ...assets.stylesheets,
        ...assets.inlineStyles.map((_, index) => `inline style ${index + 1}`),
      ],
      jsGzipBytes: sum(modules),
      cssGzipBytes:
        sum(assets.stylesheets) +
        assets.inlineStyles.reduce((total, css) => total + gzipBytes(css), 0),
      inlineJsGzipBytes: inlineJs.reduce((total, js) => total + gzipBytes(js), 0),
    };
  });
}

function main(): void {
  const distDir = resolve(siteBuildSettings().distDir);
  const weights = measureBuild(distDir);
  console.log('Loaded without interaction, gzip -9 (budget in brackets):');
  for (const weight of weights) {
    console.log(
      `  ${weight.route.padEnd(24)} JS ${formatKb(weight.jsGzipBytes).padStart(8)} (${formatKb(jsBudgetFor(weight.route))})   CSS ${formatKb(weight.cssGzipBytes).padStart(8)} (${formatKb(pageWeightBudget.cssGzipBytes)})   inline scripts in the HTML ${formatKb(weight.inlineJsGzipBytes)}`,
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
