// @vitest-environment node
import type { Manifest } from 'vite';
import { describe, expect, it } from 'vitest';
import {
  budgetViolations,
  initialAssets,
  measureRoute,
  pageModuleKey,
  pageWeightBudget,
  type RouteWeight,
} from './pageWeight';

const pricingChunk = {
  file: 'assets/PricingPage.js',
  src: 'src/pages/pricing/PricingPage.tsx',
  isDynamicEntry: true,
  imports: ['index.html', '_vendor.js', '_cards.js'],
  dynamicImports: ['src/signup/TrialDialog.tsx'],
  css: ['assets/PricingPage.css'],
};

/** A build like Vite's: an entry with a vendor chunk, two pages, and a dialog loaded on demand. */
const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    src: 'index.html',
    isEntry: true,
    imports: ['_vendor.js'],
    dynamicImports: ['src/pages/home/HomePage.tsx', 'src/pages/pricing/PricingPage.tsx'],
    css: ['assets/index.css'],
  },
  '_vendor.js': { file: 'assets/vendor.js', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/pages/home/HomePage.tsx': {
    file: 'assets/HomePage.js',
    src: 'src/pages/home/HomePage.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/pages/pricing/PricingPage.tsx': pricingChunk,
  '_cards.js': { file: 'assets/cards.js', css: ['assets/cards.css'] },
  'src/signup/TrialDialog.tsx': {
    file: 'assets/TrialDialog.js',
    src: 'src/signup/TrialDialog.tsx',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};

const sizes: Record<string, number> = {
  'assets/index.js': 20_000,
  'assets/vendor.js': 50_000,
  'assets/runtime.js': 5_000,
  'assets/HomePage.js': 8_000,
  'assets/PricingPage.js': 9_000,
  'assets/cards.js': 2_000,
  'assets/TrialDialog.js': 40_000,
  'assets/index.css': 6_000,
  'assets/PricingPage.css': 1_000,
  'assets/cards.css': 500,
};
const gzipSize = (file: string): number => sizes[file] ?? Number.NaN;

const pricing = {
  path: '/pricing',
  // What tsx makes of `() => import('./pages/pricing/PricingPage')`.
  loadSource: '()=>import("./pages/pricing/PricingPage").then(t=>t)',
};

function weight(jsGzipBytes: number, cssGzipBytes: number): RouteWeight {
  return { route: '/x', pageModule: 'x', jsFiles: [], cssFiles: [], jsGzipBytes, cssGzipBytes };
}

describe('pageModuleKey', () => {
  it('resolves the module a route imports to its manifest key', () => {
    expect(pageModuleKey(pricing, manifest)).toBe('src/pages/pricing/PricingPage.tsx');
    expect(
      pageModuleKey({ path: '/', loadSource: "() => import('./pages/home/HomePage')" }, manifest),
    ).toBe('src/pages/home/HomePage.tsx');
  });

  it('names the route when its page chunk cannot be found', () => {
    expect(() =>
      pageModuleKey({ path: '/cases', loadSource: '() => loadCase(slug)' }, manifest),
    ).toThrow(/Route \/cases/);
    expect(() =>
      pageModuleKey({ path: '/gone', loadSource: "() => import('./pages/Gone')" }, manifest),
    ).toThrow(/src\/pages\/Gone/);
  });
});

describe('initialAssets', () => {
  it('counts the entry, the page and their static imports, not dynamic imports', () => {
    const assets = initialAssets(manifest, 'src/pages/pricing/PricingPage.tsx');
    expect(assets.jsFiles.sort()).toEqual([
      'assets/PricingPage.js',
      'assets/cards.js',
      'assets/index.js',
      'assets/runtime.js',
      'assets/vendor.js',
    ]);
    expect(assets.cssFiles.sort()).toEqual([
      'assets/PricingPage.css',
      'assets/cards.css',
      'assets/index.css',
    ]);
  });
});

describe('measureRoute', () => {
  it('sums the gzipped size of each file once', () => {
    const measured = measureRoute(pricing, manifest, gzipSize);
    expect(measured.jsGzipBytes).toBe(20_000 + 50_000 + 5_000 + 9_000 + 2_000);
    expect(measured.cssGzipBytes).toBe(6_000 + 1_000 + 500);
  });
});

describe('budgetViolations', () => {
  it('accepts routes at the budget', () => {
    expect(
      budgetViolations([weight(pageWeightBudget.jsGzipBytes, pageWeightBudget.cssGzipBytes)]),
    ).toEqual([]);
  });

  it('reports JavaScript over 90 kB and CSS over 25 kB, naming the route and the figures', () => {
    const problems = budgetViolations([
      { ...weight(90_001, 25_001), route: '/pricing', jsFiles: ['assets/big.js'] },
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(/^\/pricing: JavaScript .* 90\.0 kB gzipped, over the 90\.0 kB/);
    expect(problems[0]).toContain('assets/big.js');
    expect(problems[1]).toMatch(/^\/pricing: CSS is 25\.0 kB gzipped, over the 25\.0 kB/);
  });

  it('fails a route that statically imports a heavy dialog', () => {
    const heavy: Manifest = {
      ...manifest,
      'src/pages/pricing/PricingPage.tsx': {
        ...pricingChunk,
        imports: ['index.html', 'src/signup/TrialDialog.tsx'],
      },
    };
    const measured = measureRoute(pricing, heavy, gzipSize);
    expect(budgetViolations([measured])).toHaveLength(1);
    expect(budgetViolations([measureRoute(pricing, manifest, gzipSize)])).toEqual([]);
  });
});
