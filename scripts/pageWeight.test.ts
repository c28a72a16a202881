// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  budgetViolations,
  javaScriptWithoutInteraction,
  jsBudgetFor,
  pageAssets,
  pageWeightBudget,
  moduleClosure,
  type ModuleImports,
  type RouteWeight,
} from './pageWeight';

/** A page as Astro builds it: a page script, an idle island, an inline loader, JSON-LD. */
const pricingHtml = `<!doctype html><html><head>
<script type="application/ld+json">{"@type":"Product"}</script>
<link rel="stylesheet" href="/assets/site.css">
<link rel="modulepreload" href="/assets/preloaded.js">
<style>astro-island{display:contents}</style>
<script>(()=>{self.Astro={}})()</script>
</head><body>
<astro-island uid="a" component-url="/assets/Calculator.js" component-export="Calculator"
  renderer-url="/assets/client.js" props="{&quot;x&quot;:1}" ssr client="idle"><p>Plan</p></astro-island>
<script type="module" src="/assets/layout.js"></script>
<script type="module">import "/assets/home.js";</script>
</body></html>`;

/** Each module's imports: the calculator opens the trial dialog with import() on a click. */
const graph: Record<string, ModuleImports> = {
  '/assets/layout.js': { static: ['/assets/menu.js'], dynamic: ['/assets/signup.js'] },
  '/assets/menu.js': { static: [], dynamic: [] },
  '/assets/signup.js': { static: ['/assets/messages.js'], dynamic: ['/assets/checkout.js'] },
  '/assets/checkout.js': { static: [], dynamic: [] },
  '/assets/messages.js': { static: [], dynamic: [] },
  '/assets/preloaded.js': { static: [], dynamic: [] },
  '/assets/home.js': { static: ['/assets/signup.js'], dynamic: [] },
  '/assets/Calculator.js': { static: ['/assets/react.js'], dynamic: ['/assets/TrialDialog.js'] },
  '/assets/client.js': { static: ['/assets/react.js'], dynamic: [] },
  '/assets/react.js': { static: [], dynamic: [] },
  '/assets/TrialDialog.js': { static: ['/assets/react.js'], dynamic: [] },
};
const importsOf = (path: string): ModuleImports => {
  const imports = graph[path];
  if (!imports) throw new Error(`No module ${path}`);
  return imports;
};
const inlineImports = (source: string): ModuleImports => ({
  static: [...source.matchAll(/import "([^"]+)"/g)].map((match) => match[1] ?? ''),
  dynamic: [],
});

function weight(route: string, jsGzipBytes: number, cssGzipBytes = 0): RouteWeight {
  return { route, jsFiles: [], cssFiles: [], jsGzipBytes, cssGzipBytes, inlineJsGzipBytes: 0 };
}

describe('pageAssets', () => {
  const assets = pageAssets(pricingHtml);

  it('finds page scripts, modulepreloads and every module an island hydrates with', () => {
    expect(assets.pageScripts.sort()).toEqual(['/assets/layout.js', '/assets/preloaded.js']);
    expect(assets.islandModules).toEqual(['/assets/Calculator.js', '/assets/client.js']);
  });

  it('keeps inline scripts apart and leaves JSON-LD out', () => {
    expect(assets.inlineModules).toEqual(['import "/assets/home.js";']);
    expect(assets.inlineScripts).toEqual(['(()=>{self.Astro={}})()']);
  });

  it('finds stylesheets and inline styles', () => {
    expect(assets.stylesheets).toEqual(['/assets/site.css']);
    expect(assets.inlineStyles).toEqual(['astro-island{display:contents}']);
  });
});

describe('javaScriptWithoutInteraction', () => {
  const files = javaScriptWithoutInteraction(pageAssets(pricingHtml), importsOf, inlineImports);

  it('counts page scripts with all they import, idle islands with their static imports', () => {
    expect(files.sort()).toEqual([
      '/assets/Calculator.js',
      '/assets/client.js',
      '/assets/home.js',
      '/assets/layout.js',
      '/assets/menu.js',
      '/assets/messages.js',
      '/assets/preloaded.js',
      '/assets/react.js',
      '/assets/signup.js',
    ]);
  });

  it('leaves out what an island or an imported module loads later through import()', () => {
    expect(files).not.toContain('/assets/TrialDialog.js');
    expect(files).not.toContain('/assets/checkout.js');
  });

  it('counts a module imported from two places once', () => {
    const closure = moduleClosure(['/assets/Calculator.js', '/assets/client.js'], importsOf, {
      followDynamic: false,
    });
    expect(closure).toEqual(['/assets/Calculator.js', '/assets/react.js', '/assets/client.js']);
  });
});

describe('budgets', () => {
  it('gives / 25 kB, /pricing 80 kB and every other page 10 kB of JavaScript', () => {
    expect(jsBudgetFor('/')).toBe(25_000);
    expect(jsBudgetFor('/pricing')).toBe(80_000);
    for (const route of ['/affiliate', '/cases', '/case/x', '/privacy-policy', '/404']) {
      expect(jsBudgetFor(route), route).toBe(10_000);
    }
  });

  it('accepts routes at their budget', () => {
    expect(
      budgetViolations([
        weight('/', 25_000),
        weight('/pricing', 80_000, pageWeightBudget.cssGzipBytes),
        weight('/cases', 10_000),
      ]),
    ).toEqual([]);
  });

  it('reports a route over its own budget, naming the route, the figures and the files', () => {
    const problems = budgetViolations([
      { ...weight('/cases', 10_001, 25_001), jsFiles: ['/assets/react.js'] },
      weight('/pricing', 79_000),
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^\/cases: JavaScript .* 10\.0 kB gzipped, over its 10\.0 kB/);
    expect(problems[0]).toContain('/assets/react.js');
    expect(problems[1]).toMatch(/^\/cases: CSS is 25\.0 kB gzipped, over the 25\.0 kB/);
  });
});
