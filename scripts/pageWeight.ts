/**
 * The page-weight rule: what a page loads with no interaction at all must stay within its budget.
 * Pure logic over a built page's HTML and a way to read each module's imports;
 * scripts/check-page-weight.ts supplies both from dist/.
 *
 * Counted, per page:
 * - its own scripts (external scripts, modulepreloads, inline module scripts) with what they
 *   import, statically or with import(): a page script defers work to idle time that way (the
 *   signup helpers), and is counted as if it all loaded at once;
 * - every island's component, renderer and before-hydration modules with their static imports,
 *   whatever the directive (load, idle and visible all hydrate without interaction).
 * and everything those modules import statically. Not counted: modules that those modules, or an
 * island's code, load with import(), which on this site happens on a visitor's action (the trial
 * dialog on a click, the full slider and tooltips on the first input).
 * Inline scripts are part of the HTML; their size is reported beside the budgeted figure.
 */
/** Bytes after gzip level 9, in kB of 1,000 bytes. */
export const pageWeightBudget = {
  /** JavaScript on a page with nothing interactive beyond the menu. */
  jsGzipBytes: 10_000,
  /** Pages with more to do: the typing headline on Home, the calculator islands on /pricing. */
  jsGzipBytesByRoute: { '/': 25_000, '/pricing': 80_000 } as Readonly<Record<string, number>>,
  cssGzipBytes: 25_000,
} as const;
export type PageWeightBudget = typeof pageWeightBudget;

export function jsBudgetFor(route: string, budget: PageWeightBudget = pageWeightBudget): number {
  return budget.jsGzipBytesByRoute[route] ?? budget.jsGzipBytes;
}

/** What a page's HTML asks the browser to load or run before any interaction. */
export interface PageAssets {
  /** External scripts and modulepreloads: site-absolute paths. */
  pageScripts: string[];
  /** The source of each inline module script. */
  inlineModules: string[];
  /** The source of each inline classic script. */
  inlineScripts: string[];
  /** Component, renderer and before-hydration modules of every island. */
  islandModules: string[];
  stylesheets: string[];
  inlineStyles: string[];
}

const attributePattern =
  /([a-zA-Z_:][-a-zA-Z0-9_:.]*)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function attributesOf(tag: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const body = tag.replace(/^<[a-zA-Z-]+/, '').replace(/\/?>$/, '');
  for (const [, name = '', double, single, bare] of body.matchAll(attributePattern)) {
    attributes.set(name.toLowerCase(), decodeEntities(double ?? single ?? bare ?? ''));
  }
  return attributes;
}

function decodeEntities(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

const executedTypes = new Set(['', 'text/javascript', 'application/javascript']);

/** Reads the scripts, islands and styles out of a page built by Astro. */
export function pageAssets(html: string): PageAssets {
  const assets: PageAssets = {
    pageScripts: [],
    inlineModules: [],
    inlineScripts: [],
    islandModules: [],
    stylesheets: [],
    inlineStyles: [],
  };
  for (const [, tag = '', body = ''] of html.matchAll(
    /(<script\b[^>]*>)([\s\S]*?)<\/script\s*>/gi,
  )) {
    const attributes = attributesOf(tag);
    const type = (attributes.get('type') ?? '').toLowerCase();
    const src = attributes.get('src');
    if (type === 'module') {
      if (src) assets.pageScripts.push(src);
      else assets.inlineModules.push(body);
    } else if (executedTypes.has(type)) {
      if (src) assets.pageScripts.push(src);
      else assets.inlineScripts.push(body);
    }
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    const rel = (attributes.get('rel') ?? '').toLowerCase().split(/\s+/);
    const href = attributes.get('href');
    if (!href) continue;
    if (rel.includes('modulepreload')) assets.pageScripts.push(href);
    if (rel.includes('stylesheet')) assets.stylesheets.push(href);
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    const attributes = attributesOf(tag);
    for (const name of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const url = attributes.get(name);
      if (url) assets.islandModules.push(url);
    }
  }
  for (const [, body = ''] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)) {
    assets.inlineStyles.push(body);
  }
  return assets;
}

/** A module's imports as site-absolute paths. */
export interface ModuleImports {
  static: string[];
  dynamic: string[];
}

export type ImportsOf = (modulePath: string) => ModuleImports;

/** The modules `start` loads: themselves and their imports, recursively (import() if asked). */
export function moduleClosure(
  start: readonly string[],
  importsOf: ImportsOf,
  { followDynamic }: { followDynamic: boolean },
): string[] {
  const seen = new Set<string>();
  const visit = (path: string): void => {
    if (seen.has(path)) return;
    seen.add(path);
    const imports = importsOf(path);
    imports.static.forEach(visit);
    if (followDynamic) imports.dynamic.forEach(visit);
  };
  start.forEach(visit);
  return [...seen];
}

/**
 * Every JavaScript file a page loads without interaction, by the rule above. Inline module
 * scripts are read through `importsOfInline`.
 */
export function javaScriptWithoutInteraction(
  assets: PageAssets,
  importsOf: ImportsOf,
  importsOfInline: (source: string) => ModuleImports,
): string[] {
  const pageImports = [
    ...assets.pageScripts.flatMap((path) => importsOf(path).dynamic),
    ...assets.inlineModules.flatMap((source) => {
      const imports = importsOfInline(source);
      return [...imports.static, ...imports.dynamic];
    }),
  ];
  const files = new Set([
    ...moduleClosure([...assets.pageScripts, ...pageImports], importsOf, { followDynamic: false }),
    ...moduleClosure(assets.islandModules, importsOf, { followDynamic: false }),
  ]);
  return [...files];
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
export function budgetViolations(
  weights: readonly RouteWeight[],
  budget: PageWeightBudget = pageWeightBudget,
): string[] {
  return weights.flatMap((weight) => {
    const problems: string[] = [];
    const jsBudget = jsBudgetFor(weight.route, budget);
    if (weight.jsGzipBytes > jsBudget) {
      problems.push(
        `${weight.route}: JavaScript loaded without interaction is ${formatKb(weight.jsGzipBytes)} gzipped, over its ${formatKb(jsBudget)} budget (${weight.jsFiles.join(', ')}). Make the part plain HTML, or load it on the visitor's first interaction.`,
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
