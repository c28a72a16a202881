/**
 * Fails when any route (and the 404 page) loads more JavaScript or CSS without interaction than
 * its budget allows (scripts/pageWeight.ts has the rule). Serves the build in DIST_DIR (default
 * dist) with the server's own static-site rules and loads each page in Chromium: run after
 * `npm run build`.
 */
import { chromium, type Page } from '@playwright/test';
import Fastify from 'fastify';
import { readdir, readFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { inlineScripts } from '../server/http/inlineScripts';
import { registerStaticSite } from '../server/http/staticSite';
import { notFoundRoutes, routes } from '../src/routes';
import { siteBuildSettings } from '../config/siteBuild';
import { chromiumArgs, chromiumPath } from './chromium';
import {
  budgetViolations,
  formatKb,
  jsBudgetFor,
  pageWeightBudget,
  visitCountingViolations,
  type ChunkWeight,
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

/** One page as a visitor's browser loads it, touching nothing. */
async function measurePage(page: Page, origin: string, route: string): Promise<RouteWeight> {
  const bodies = new Map<string, { type: 'js' | 'css'; body: Promise<Buffer> }>();
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    const path = new URL(response.url()).pathname;
    if (!bodies.has(path)) {
      bodies.set(path, { type: kind === 'script' ? 'js' : 'css', body: response.body() });
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
  const of = (type: 'js' | 'css') => files.filter((file) => file.type === type);
  const sum = (list: { bytes: number }[]) => list.reduce((total, file) => total + file.bytes, 0);
  return {
    route,
    jsFiles: of('js').map((file) => file.path),
    cssFiles: of('css').map((file) => file.path),
    jsGzipBytes: sum(of('js')),
    cssGzipBytes: sum(of('css')),
    inlineJsGzipBytes: inlineScripts(html).reduce((total, js) => total + gzipBytes(js), 0),
  };
}

/** Every route's weight, measured in Chromium against the build in `distDir`. */
export async function measureBuild(distDir: string): Promise<RouteWeight[]> {
  const server = Fastify();
  await registerStaticSite(server, { distDir });
  await server.listen({ host: '127.0.0.1', port: 0 });
  const origin = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const weights: RouteWeight[] = [];
    for (const route of [...routes, ...notFoundRoutes]) {
      // A fresh context per page: nothing cached from the page before.
      const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
      weights.push(await measurePage(await context.newPage(), origin, route.path));
      await context.close();
    }
    return weights;
  } finally {
    await browser.close();
    await server.close();
  }
}

/** The chunks a script imports by name, `import{a}from"./x.js"` or `import"./x.js"`. */
const staticImportsOf = (code: string) =>
  [...code.matchAll(/(?:import|export)\s*(?:\{[^}]*\}\s*from\s*)?["']\.\/([^"']+\.js)["']/g)].map(
    (match) => match[1] ?? '',
  );

/**
 * The visit counting's code as the build wrote it: the countVisit chunk and the chunks it imports
 * that not every page has loaded already.
 */
async function visitCountingChunks(
  distDir: string,
  weights: readonly RouteWeight[],
): Promise<ChunkWeight[]> {
  const onEveryPage = new Set(
    weights
      .map((weight) => weight.jsFiles)
      .reduce((common, files) => common.filter((file) => files.includes(file))),
  );
  const assets = await readdir(join(distDir, 'assets'));
  const pending = assets.filter((name) => /^countVisit\.[\w-]+\.js$/.test(name));
  const chunks: ChunkWeight[] = [];
  for (let name = pending.shift(); name !== undefined; name = pending.shift()) {
    const path = `/assets/${name}`;
    if (onEveryPage.has(path) || chunks.some((chunk) => chunk.path === path)) continue;
    const code = await readFile(join(distDir, 'assets', name));
    chunks.push({ path, gzipBytes: gzipBytes(code) });
    pending.push(...staticImportsOf(code.toString('utf8')));
  }
  return chunks;
}

async function main(): Promise<void> {
  const distDir = resolve(siteBuildSettings().distDir);
  const weights = await measureBuild(distDir);
  console.log('Loaded in Chromium without interaction, gzip -9 (budget in brackets):');
  for (const weight of weights) {
    console.log(
      `  ${weight.route.padEnd(24)} JS ${formatKb(weight.jsGzipBytes).padStart(8)} (${formatKb(jsBudgetFor(weight.route))})   CSS ${formatKb(weight.cssGzipBytes).padStart(8)} (${formatKb(pageWeightBudget.cssGzipBytes)})   inline scripts in the HTML ${formatKb(weight.inlineJsGzipBytes)}`,
    );
  }
  const counting = await visitCountingChunks(distDir, weights);
  const countingBytes = counting.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  console.log(
    `Visit counting, loaded on the first interaction: ${formatKb(countingBytes)} (${formatKb(pageWeightBudget.visitCountingGzipBytes)}) in ${counting.map((chunk) => chunk.path).join(', ')}`,
  );
  const violations = [...budgetViolations(weights), ...visitCountingViolations(counting)];
  if (violations.length > 0) {
    console.error(`\nPage-weight budget exceeded:\n  ${violations.join('\n  ')}`);
    process.exit(1);
  }
}

// Run as a script (npm test); the benchmark imports measureBuild instead.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
