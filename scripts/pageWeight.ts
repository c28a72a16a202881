/**
 * The page-weight rule: what a page loads with no interaction at all must stay within its budget.
 * scripts/check-page-weight.ts measures it in Chromium: every script and stylesheet the page
 * fetches from its load until the browser is idle and the network quiet (islands hydrated, idle
 * work such as the signup helpers done), with no click, key or pointer movement. What loads on a
 * visitor's action (the trial dialog, link prefetching) is not counted. Each file
 * counts as its gzip level 9 size. Inline scripts are part of the HTML; their size is reported
 * beside the budgeted figure.
 */
import { unlocalisedPath } from '../shared/language/locales';

/** Bytes after gzip level 9, in kB of 1,000 bytes. */
export const pageWeightBudget = {
  /** JavaScript on a page with nothing interactive beyond the menu. */
  jsGzipBytes: 10_000,
  /** Pages with more to do: the typing headline on Home, the calculator islands on /pricing. */
  jsGzipBytesByRoute: { '/': 25_000, '/pricing': 80_000 } as Readonly<Record<string, number>>,
  cssGzipBytes: 25_000,
  /**
   * The visit counting (src/visits: the beacon and web-vitals), loaded on the visitor's first
   * interaction and so outside the figures above. web-vitals 6 alone is 3.3 kB of it.
   */
  visitCountingGzipBytes: 4_500,
} as const;

/** A route's budget, the same in every language: /de/pricing has /pricing's. */
export function jsBudgetFor(route: string): number {
  const budget = pageWeightBudget;
  return budget.jsGzipBytesByRoute[unlocalisedPath(route)] ?? budget.jsGzipBytes;
}

export interface RouteWeight {
  route: string;
  /** Site-absolute paths of the JavaScript files counted. */
  jsFiles: string[];
  cssFiles: string[];
  jsGzipBytes: number;
  cssGzipBytes: number;
  /** Inline scripts of the HTML, gzipped one by one: reported, not budgeted. */
  inlineJsGzipBytes: number;
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** One message per route and resource type over budget; empty when every route fits. */
export function budgetViolations(weights: readonly RouteWeight[]): string[] {
  return weights.flatMap((weight) => {
    const problems: string[] = [];
    const jsBudget = jsBudgetFor(weight.route);
    if (weight.jsGzipBytes > jsBudget) {
      problems.push(
        `${weight.route}: JavaScript loaded without interaction is ${formatKb(weight.jsGzipBytes)} gzipped, over its ${formatKb(jsBudget)} budget (${weight.jsFiles.join(', ')}). Make the part plain HTML, or load it on the visitor's first interaction.`,
      );
    }
    if (weight.cssGzipBytes > pageWeightBudget.cssGzipBytes) {
      problems.push(
        `${weight.route}: CSS is ${formatKb(weight.cssGzipBytes)} gzipped, over the ${formatKb(pageWeightBudget.cssGzipBytes)} budget (${weight.cssFiles.join(', ')}).`,
      );
    }
    return problems;
  });
}

/** A JavaScript file of the build and its gzip level 9 size. */
export interface ChunkWeight {
  path: string;
  gzipBytes: number;
}

/** A message when the visit counting's chunks are missing or over their budget; else none. */
export function visitCountingViolations(chunks: readonly ChunkWeight[]): string[] {
  if (chunks.length === 0) {
    return ['The visit counting chunk (src/visits/countVisit.ts) is missing from the build.'];
  }
  const total = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0);
  if (total <= pageWeightBudget.visitCountingGzipBytes) return [];
  return [
    `The visit counting is ${formatKb(total)} gzipped, over its ${formatKb(pageWeightBudget.visitCountingGzipBytes)} budget (${chunks.map((chunk) => chunk.path).join(', ')}).`,
  ];
}

/** A route's weight as the benchmark records it: the sums, and how many JavaScript files. */
export type PageWeightRow = ReturnType<typeof pageWeightRows>[number];

export function pageWeightRows(weights: readonly RouteWeight[]) {
  return weights.map((weight) => ({
    route: weight.route,
    jsGzipBytes: weight.jsGzipBytes,
    cssGzipBytes: weight.cssGzipBytes,
    jsFiles: weight.jsFiles.length,
  }));
}
