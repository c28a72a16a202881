/**
 * Fails when any route (and the 404 page) loads more JavaScript or CSS without interaction than
 * its budget allows, or more visit counting than the counting's, or no visit counting at all
 * (test/pageWeight.ts has the rule). Serves the build in DIST_DIR (default
 * dist) with the server's own static-site rules and loads each page in Chromium: run after
 * `npm run build`.
 */
import { chromium, type Page } from '@playwright/test';
import Fastify from 'fastify';
import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { inlineScripts } from '../server/http/inlineScripts';
import { registerStaticSite } from '../server/http/staticSite';
import { notFoundRoutes, routes } from '../src/routes';
import { siteBuildSettings } from '../config/siteBuild';
import { chromiumArgs, testChromiumPath } from '../scripts/chromium';
import {
  budgetViolations,
  countingFilesOf,
  formatKb,
  jsBudgetFor,
  pageWeightBudget,
  type ChunkImports,
  type RouteWeight,
} from './pageWeight';

const gzipBytes = (content: string | Buffer): number => gzipSync(content, { level: 9 }).length;

/** Waits until the page has done what it does unprompted: idle callbacks run, network quiet. */
async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  for (let round = 0; round < 2; round += 1) {
    await page.evaluate(
      () => new Promise<void>((done) => requestIdleCallback(() => done(), { timeout: 3_000 })),
    );
    await page.waitForLoadState('networkidle');
  }
}

/** The chunks a script imports by name, `import{a}from"./x.js"` or `import"./x.js"`. */
const staticImportsOf = (code: string) =>
  [...code.matchAll(/(?:import|export)\s*(?:\{[^}]*\}\s*from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (match) => `/assets/${match[1] ?? ''}`,
  );
/** The chunks it imports when it runs, `import("./x.js")` (the bundler writes it with backticks). */
const dynamicImportsOf = (code: string) =>
  [...code.matchAll(/import\(\s*["'`]\.\/([^"'`]+\.js)["'`]\s*\)/g)].map(
    (match) => `/assets/${match[1] ?? ''}`,
  );

/** What each built script imports, read from `distDir` once per file. */
function importsInBuild(distDir: string): (path: string) => ChunkImports {
  const known = new Map<string, ChunkImports>();
  return (path) => {
    let imports = known.get(path);
    if (!imports) {
      let code = '';
      try {
        code = readFileSync(join(distDir, path), 'utf8');
      } catch {
        // A script from elsewhere than the build imports none of its chunks.
      }
      imports = { static: staticImportsOf(code), dynamic: dynamicImportsOf(code) };
      known.set(path, imports);
    }
    return imports;
  };
}

/** One page as a visitor's browser loads it, touching nothing. */
async function measurePage(
  page: Page,
  origin: string,
  route: string,
  importsOf: (path: string) => ChunkImports,
): Promise<RouteWeight> {
  const bodies = new Map<string, { type: 'js' | 'css'; body: Promise<Buffer> }>();
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    const path = new URL(response.url()).pathname;
    if (!bodies.has(path)) {
      const body = response.body();
      // A script that arrives as the page is closed is not the page's: its body is never read.
      body.catch(() => undefined);
      bodies.set(path, { type: kind === 'script' ? 'js' : 'css', body });
    }
  });
  // A language's 404 page is shown at any path of its own that the site does not have.
  const isNotFound = notFoundRoutes.some((notFound) => notFound.path === route);
  const address = isNotFound ? route.replace(/404$/, 'no-such-page') : route;
  const answer = await page.goto(`${origin}${address}`);
  const html = (await answer?.text()) ?? '';
  await settle(page);

  const files = await Promise.all(
    [...bodies].map(async ([path, { type, body }]) => ({
      path,
      type,
      bytes: gzipBytes(await body),
    })),
  );
  const scripts = files.filter((file) => file.type === 'js');
  const counting = new Set(
    countingFilesOf(
      scripts.map((file) => file.path),
      importsOf,
    ),
  );
  const own = scripts.filter((file) => !counting.has(file.path));
  const countingFiles = scripts.filter((file) => counting.has(file.path));
  const css = files.filter((file) => file.type === 'css');
  const sum = (list: { bytes: number }[]) => list.reduce((total, file) => total + file.bytes, 0);
  return {
    route,
    jsFiles: own.map((file) => file.path),
    cssFiles: css.map((file) => file.path),
    jsGzipBytes: sum(own),
    countingJsFiles: countingFiles.map((file) => file.path),
    countingJsGzipBytes: sum(countingFiles),
    // The stylesheets fetched and the styles written into the HTML (the build inlines them).
    cssGzipBytes:
      sum(css) + inlineStyles(html).reduce((total, styles) => total + gzipBytes(styles), 0),
    inlineJsGzipBytes: inlineScripts(html).reduce((total, js) => total + gzipBytes(js), 0),
  };
}

/** The contents of an HTML document's `<style>` elements. */
const inlineStyles = (html: string) =>
  [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map(([, css = '']) => css);

const pagesAtOnce = 4;

/** Every route's weight, measured in Chromium against the build in `distDir`. */
export async function measureBuild(distDir: string): Promise<RouteWeight[]> {
  const server = Fastify();
  await registerStaticSite(server, { distDir });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: testChromiumPath, args: chromiumArgs });
  const importsOf = importsInBuild(distDir);
  const measure = async (path: string) => {
    // A fresh context per page: nothing cached from another page.
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    try {
      return await measurePage(await context.newPage(), origin, path, importsOf);
    } finally {
      await context.close();
    }
  };
  try {
    // Most of a page's time here is spent waiting for the network to fall quiet, so a few pages
    // load side by side; what is counted is each page's own responses, whatever runs beside it.
    const paths = [...routes, ...notFoundRoutes].map((route) => route.path);
    const weights: RouteWeight[] = [];
    let next = 0;
    const loader = async () => {
      for (let index = next++; index < paths.length; index = next++) {
        weights[index] = await measure(paths[index] ?? '');
      }
    };
    await Promise.all(Array.from({ length: pagesAtOnce }, loader));
    return weights;
  } finally {
    await browser.close();
    await server.close();
  }
}

async function main(): Promise<void> {
  const distDir = resolve(siteBuildSettings().distDir);
  const weights = await measureBuild(distDir);
  const counting = formatKb(pageWeightBudget.visitCountingGzipBytes);
  console.log(
    "Loaded in Chromium without interaction, gzip -9 (budget in brackets): the page's own JavaScript, the visit counting on top, CSS.",
  );
  for (const weight of weights) {
    console.log(
      `  ${weight.route.padEnd(26)} JS ${formatKb(weight.jsGzipBytes).padStart(8)} (${formatKb(jsBudgetFor(weight.route))})   counting ${formatKb(weight.countingJsGzipBytes).padStart(7)} (${counting})   CSS ${formatKb(weight.cssGzipBytes).padStart(8)} (${formatKb(pageWeightBudget.cssGzipBytes)})   inline scripts in the HTML ${formatKb(weight.inlineJsGzipBytes)}`,
    );
  }
  const violations = budgetViolations(weights);
  if (violations.length > 0) {
    console.error(`\nPage-weight budget exceeded:\n  ${violations.join('\n  ')}`);
    process.exit(1);
  }
}

// Run as a script (npm test); the benchmark imports measureBuild instead.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
