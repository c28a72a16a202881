/**
 * The page-weight rule (PRODUCT.md, quality bars): what a route loads before a visitor can
 * interact — the entry chunk, the route's page chunk and everything they import statically —
 * must stay within budget. Dynamic imports (dialogs, toasts, the chat) load on interaction and
 * are not counted. Pure logic over a Vite manifest; the caller supplies file sizes.
 */
import { posix } from 'node:path';
import type { Manifest } from 'vite';

/** Bytes after gzip level 9, in kB of 1,000 bytes as Vite prints them. */
export const pageWeightBudget = { jsGzipBytes: 90_000, cssGzipBytes: 25_000 } as const;
export type PageWeightBudget = typeof pageWeightBudget;

/** A route as the route table describes it: its path and the source of its `load` function. */
export interface RouteSource {
  path: string;
  loadSource: string;
}

export interface RouteWeight {
  route: string;
  pageModule: string;
  jsFiles: string[];
  cssFiles: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
}

const moduleExtensions = ['', '.tsx', '.ts', '.jsx', '.js', '/index.tsx', '/index.ts'];

/**
 * Finds the manifest key of the page module a route's `load` function imports, e.g.
 * `() => import('./sections/home/HomePage')` in src/routes.ts -> `src/pages/home/HomePage.tsx`.
 */
export function pageModuleKey(
  route: RouteSource,
  manifest: Manifest,
  routesFile = 'src/routes.ts',
): string {
  const specifier = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(route.loadSource)?.[1];
  if (!specifier) {
    throw new Error(
      `Route ${route.path}: its load function does not call import('<page module>') directly, so its page chunk cannot be found. Source: ${route.loadSource}`,
    );
  }
  const base = posix.normalize(posix.join(posix.dirname(routesFile), specifier));
  const key = moduleExtensions.map((extension) => base + extension).find((name) => manifest[name]);
  if (!key) {
    throw new Error(
      `Route ${route.path}: the build manifest has no chunk for ${base} (imported as '${specifier}'). Is the build current?`,
    );
  }
  return key;
}

export function entryKey(manifest: Manifest): string {
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  if (entries.length !== 1 || !entries[0]) {
    throw new Error(`Expected one entry chunk in the build manifest, found ${entries.length}.`);
  }
  return entries[0];
}

/** The chunks `startKeys` load before running: themselves and their static imports, recursively. */
export function staticClosure(manifest: Manifest, startKeys: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string): void => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build manifest has no chunk ${key}.`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  startKeys.forEach(visit);
  return [...seen];
}

/** JavaScript and CSS files a route loads before interaction. */
export function initialAssets(
  manifest: Manifest,
  pageKey: string,
): { jsFiles: string[]; cssFiles: string[] } {
  const chunks = staticClosure(manifest, [entryKey(manifest), pageKey]).flatMap((key) => {
    const chunk = manifest[key];
    return chunk ? [chunk] : [];
  });
  const jsFiles = [...new Set(chunks.map((chunk) => chunk.file).filter(isJavaScript))];
  const cssFiles = [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))];
  return { jsFiles, cssFiles };
}

function isJavaScript(file: string): boolean {
  return /\.m?js$/.test(file);
}

export function measureRoute(
  route: RouteSource,
  manifest: Manifest,
  gzipSize: (file: string) => number,
): RouteWeight {
  const pageModule = pageModuleKey(route, manifest);
  const { jsFiles, cssFiles } = initialAssets(manifest, pageModule);
  const sum = (files: string[]) => files.reduce((total, file) => total + gzipSize(file), 0);
  return {
    route: route.path,
    pageModule,
    jsFiles,
    cssFiles,
    jsGzipBytes: sum(jsFiles),
    cssGzipBytes: sum(cssFiles),
  };
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** One message per route and resource type over budget; empty when every route fits. */
export function budgetViolations(
  weights: readonly RouteWeight[],
  budget: PageWeightBudget = pageWeightBudget,
): string[] {
  return weights.flatMap((weight) => {
    const problems: string[] = [];
    if (weight.jsGzipBytes > budget.jsGzipBytes) {
      problems.push(
        `${weight.route}: JavaScript before interaction is ${formatKb(weight.jsGzipBytes)} gzipped, over the ${formatKb(budget.jsGzipBytes)} budget (${weight.jsFiles.join(', ')}). Load heavy modules with import() on first interaction.`,
      );
    }
    if (weight.cssGzipBytes > budget.cssGzipBytes) {
      problems.push(
        `${weight.route}: CSS is ${formatKb(weight.cssGzipBytes)} gzipped, over the ${formatKb(budget.cssGzipBytes)} budget (${weight.cssFiles.join(', ')}).`,
      );
    }
    return problems;
  });
}
