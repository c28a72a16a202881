import { describe, expect, it } from 'vitest';
import {
  budgetViolations,
  countingFilesOf,
  jsBudgetFor,
  pageWeightBudget,
  pageWeightRows,
  type RouteWeight,
} from './pageWeight';

const counting = '/assets/startCounting.Ab1-x.js';

function weight(
  route: string,
  jsGzipBytes: number,
  { css = 0, countingBytes = 4_000 }: { css?: number; countingBytes?: number } = {},
): RouteWeight {
  return {
    route,
    jsFiles: [],
    cssFiles: [],
    jsGzipBytes,
    countingJsFiles: [counting],
    countingJsGzipBytes: countingBytes,
    cssGzipBytes: css,
    inlineJsGzipBytes: 0,
  };
}

describe('budgets', () => {
  it('gives / 25 kB, /pricing 80 kB and every other page 10 kB of its own JavaScript', () => {
    expect(jsBudgetFor('/')).toBe(25_000);
    expect(jsBudgetFor('/pricing')).toBe(80_000);
    for (const route of ['/affiliate', '/cases', '/case/x', '/privacy-policy', '/404']) {
      expect(jsBudgetFor(route), route).toBe(10_000);
    }
  });

  it('accepts routes at their budget, the counting’s 4.5 kB on top', () => {
    expect(pageWeightBudget.visitCountingGzipBytes).toBe(4_500);
    expect(
      budgetViolations([
        weight('/', 25_000),
        weight('/pricing', 80_000, { css: pageWeightBudget.cssGzipBytes, countingBytes: 4_500 }),
        weight('/cases', 10_000),
      ]),
    ).toEqual([]);
  });

  it('reports a route over its own budget, naming the route, the figures and the files', () => {
    const problems = budgetViolations([
      { ...weight('/cases', 10_001, { css: 25_001 }), jsFiles: ['/assets/react.js'] },
      weight('/pricing', 79_000),
    ]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toMatch(
      /^\/cases: its own JavaScript .* 10\.0 kB gzipped, over its 10\.0 kB/,
    );
    expect(problems[0]).toContain('/assets/react.js');
    expect(problems[1]).toMatch(/^\/cases: CSS is 25\.0 kB gzipped, over the 25\.0 kB/);
  });

  it('reports counting over its own budget, even on a page with room in its own', () => {
    const problems = budgetViolations([weight('/cases', 5_000, { countingBytes: 4_600 })]);
    expect(problems).toEqual([expect.stringMatching(/^\/cases: the visit counting is 4\.6 kB/)]);
  });

  it('reports a page that loads no counting without interaction: its bounces go uncounted', () => {
    const problems = budgetViolations([{ ...weight('/cases', 5_000), countingJsFiles: [] }]);
    expect(problems).toEqual([expect.stringMatching(/^\/cases: loads no visit counting/)]);
  });
});

describe('the counting’s files', () => {
  const vitals = '/assets/vitals.Cd2.js';
  const graph: Record<string, { static: string[]; dynamic: string[] }> = {
    '/assets/layout.js': { static: ['/assets/helper.js'], dynamic: [counting, '/assets/idle.js'] },
    '/assets/idle.js': { static: ['/assets/helper.js'], dynamic: [] },
    [counting]: { static: ['/assets/helper.js', '/assets/contract.js'], dynamic: [vitals] },
    [vitals]: { static: [], dynamic: [] },
    '/assets/contract.js': { static: [], dynamic: [] },
    '/assets/helper.js': { static: [], dynamic: [] },
  };
  const importsOf = (path: string) => graph[path] ?? { static: [], dynamic: [] };

  it('are its chunk and what it imports, at once or later, that the page’s own code does not', () => {
    const loaded = [
      '/assets/layout.js',
      '/assets/helper.js',
      '/assets/idle.js',
      counting,
      '/assets/contract.js',
      vitals,
    ];
    expect(countingFilesOf(loaded, importsOf)).toEqual([counting, '/assets/contract.js', vitals]);
  });

  it('are none on a page that did not load it', () => {
    expect(countingFilesOf(['/assets/layout.js', '/assets/helper.js'], importsOf)).toEqual([]);
  });
});

describe('benchmark rows', () => {
  it('keep each route with its own and its counting JavaScript, and count the files', () => {
    const row: RouteWeight = {
      route: '/pricing',
      jsFiles: ['/assets/a.js', '/assets/b.js'],
      cssFiles: ['/assets/site.css'],
      jsGzipBytes: 79_800,
      countingJsFiles: [counting],
      countingJsGzipBytes: 4_300,
      cssGzipBytes: 9_900,
      inlineJsGzipBytes: 2_000,
    };
    expect(pageWeightRows([row])).toEqual([
      {
        route: '/pricing',
        jsGzipBytes: 79_800,
        countingJsGzipBytes: 4_300,
        cssGzipBytes: 9_900,
        jsFiles: 3,
      },
    ]);
  });
});
