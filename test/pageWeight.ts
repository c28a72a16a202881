/**
 * The page-weight rule: what a page loads with no interaction at all must stay within its budget.
 * test/checkPageWeight.ts measures it in Chromium: every script and stylesheet the page
 * fetches from its load until the browser is idle and the network quiet (islands hydrated, idle
 * work such as the signup helpers and the visit counting done), with no click, key or pointer
 * movement. What loads on a visitor's action (the trial dialog, link prefetching) is not counted.
 * Each file counts as its gzip level 9 size. Inline scripts are part of the HTML; their size is
 * reported beside the budgeted figure.
 *
 * Two figures per page, each with its own budget: the page's own JavaScript, and the visit
 * counting (src/visits: the beacon and web-vitals) that every page loads on top of it.
 */
import { unlocalisedPath } from '../shared/language/locales';

/** Bytes after gzip level 9, in kB of 1,000 bytes. */
export const pageWeightBudget = {
  /** A page's own JavaScript when it has nothing interactive beyond the menu. */
  jsGzipBytes: 10_000,
  /** Pages with more to do: the typing headline on Home, the calculator islands on /pricing. */
  jsGzipBytesByRoute: { '/': 25_000, '/pricing': 80_000 } as Readonly<Record<string, number>>,
  cssGzipBytes: 25_000,
  /**
   * The visit counting every page loads once it has loaded, on top of its own budget: the beacon
   * and web-vitals (web-vitals 6 alone is 3.3 kB of it).
   */
  visitCountingGzipBytes: 4_500,
} as const;

/** A route's budget, the same in every language: /de/pricing has /pricing's. */
export function jsBudgetFor(route: string): number {
  const budget = pageWeightBudget;
  return budget.jsGzipBytesByRoute[unlocalisedPath(route)] ?? budget.jsGzipBytes;
}

/** The visit counting's entry chunk, as the build names it (src/visits/startCounting.ts). */
export const isVisitCountingEntry = (path: string): boolean =>
  /\/startCounting\.[\w-]+\.js$/.test(path);

export interface RouteWeight {
  route: string;
  /** Site-absolute paths of the page's own JavaScript files. */
  jsFiles: string[];
  cssFiles: string[];
  /** The page's own JavaScript: everything it loads without interaction but the counting. */
  jsGzipBytes: number;
  /** The visit counting's files as this page loaded them, and their weight. */
  countingJsFiles: string[];
  countingJsGzipBytes: number;
  cssGzipBytes: number;
  /** Inline scripts of the HTML, gzipped one by one: reported, not budgeted. */
  inlineJsGzipBytes: number;
}

/** Every file `starts` import, directly or through others, and the starts themselves. */
export function importClosure(
  starts: readonly string[],
  importsOf: (path: string) => readonly string[],
): Set<string> {
  const found = new Set<string>();
  const pending = [...starts];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (found.has(path)) continue;
    found.add(path);
    pending.push(...importsOf(path));
  }
  return found;
}

/** What a built script imports: by name at its top, and when it runs (`import("./x.js")`). */
export interface ChunkImports {
  static: readonly string[];
  dynamic: readonly string[];
}

/**
 * Which of the scripts a page loaded are the visit counting's: its entry chunk and every chunk it
 * imports, at once or later (web-vitals comes after the load event), except those the page's own
 * code imports by name too (a shared chunk the page would load anyway is the page's).
 */
export function countingFilesOf(
  loaded: readonly string[],
  importsOf: (path: string) => ChunkImports,
): string[] {
  const counting = importClosure(loaded.filter(isVisitCountingEntry), (path) => {
    const imports = importsOf(path);
    return [...imports.static, ...imports.dynamic];
  });
  const own = importClosure(
    loaded.filter((path) => !counting.has(path)),
    (path) => importsOf(path).static,
  );
  return loaded.filter((path) => counting.has(path) && !own.has(path));
}

export function formatKb(bytes: number): string {
  return `${(bytes / 1000).toFixed(1)} kB`;
}

/** One message per route and budget exceeded; empty when every route fits. */
export function budgetViolations(weights: readonly RouteWeight[]): string[] {
  const counting = pageWeightBudget.visitCountingGzipBytes;
  return weights.flatMap((weight) => {
    const problems: string[] = [];
    const jsBudget = jsBudgetFor(weight.route);
    if (weight.jsGzipBytes > jsBudget) {
      problems.push(
        `${weight.route}: its own JavaScript loaded without interaction is ${formatKb(weight.jsGzipBytes)} gzipped, over its ${formatKb(jsBudget)} budget (${weight.jsFiles.join(', ')}). Make the part plain HTML, or load it on the visitor's first interaction.`,
      );
    }
    if (weight.countingJsFiles.length === 0) {
      problems.push(
        `${weight.route}: loads no visit counting (src/visits/startCounting.ts) without interaction, so a visitor who reads and leaves goes uncounted.`,
      );
    } else if (weight.countingJsGzipBytes > counting) {
      problems.push(
        `${weight.route}: the visit counting is ${formatKb(weight.countingJsGzipBytes)} gzipped, over its ${formatKb(counting)} budget (${weight.countingJsFiles.join(', ')}).`,
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

/** A route's weight as the benchmark records it: the sums, and how many JavaScript files. */
export type PageWeightRow = ReturnType<typeof pageWeightRows>[number];

export function pageWeightRows(weights: readonly RouteWeight[]) {
  return weights.map((weight) => ({
    route: weight.route,
    /** The page's own JavaScript, without the counting. */
    jsGzipBytes: weight.jsGzipBytes,
    /** The visit counting's, on top. */
    countingJsGzipBytes: weight.countingJsGzipBytes,
    cssGzipBytes: weight.cssGzipBytes,
    jsFiles: weight.jsFiles.length + weight.countingJsFiles.length,
  }));
}
