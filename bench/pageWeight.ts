/**
 * Page weight from the build itself, with the same rule `npm test` enforces: JavaScript and CSS
 * loaded before interaction, gzip -9, per route and the 404 page; plus each page's HTML in both
 * variants (the prerendered page carries its content, the client-only page an empty root).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { measureBuild } from '../scripts/check-page-weight';
import { budgetViolations, pageWeightBudget } from '../scripts/pageWeight';
import { builds } from './paths';

export interface PageWeightRow {
  route: string;
  jsGzipBytes: number;
  cssGzipBytes: number;
  jsFiles: number;
  htmlGzipBytes: { prerendered: number | null; clientOnly: number | null };
}

export interface PageWeightResults {
  budget: typeof pageWeightBudget;
  rows: PageWeightRow[];
  violations: string[];
}

function htmlGzipBytes(distDir: string, route: string): number | null {
  const file =
    route === '/404'
      ? join(distDir, '404.html')
      : join(distDir, route === '/' ? '' : route.slice(1), 'index.html');
  return existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : null;
}

export function measurePageWeight(): PageWeightResults {
  const weights = measureBuild(builds.prerendered);
  return {
    budget: pageWeightBudget,
    rows: weights.map((weight) => ({
      route: weight.route,
      jsGzipBytes: weight.jsGzipBytes,
      cssGzipBytes: weight.cssGzipBytes,
      jsFiles: weight.jsFiles.length,
      htmlGzipBytes: {
        prerendered: htmlGzipBytes(builds.prerendered, weight.route),
        clientOnly: htmlGzipBytes(builds.clientOnly, weight.route),
      },
    })),
    violations: budgetViolations(weights),
  };
}
