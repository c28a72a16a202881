import { describe, expect, it } from 'vitest';
import {
  budgetViolations,
  jsBudgetFor,
  pageWeightBudget,
  pageWeightRows,
  visitCountingViolations,
  type RouteWeight,
} from './pageWeight';

function weight(route: string, jsGzipBytes: number, cssGzipBytes = 0): RouteWeight {
  return { route, jsFiles: [], cssFiles: [], jsGzipBytes, cssGzipBytes, inlineJsGzipBytes: 0 };
}

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

describe('visit counting budget', () => {
  const chunk = (path: string, gzipBytes: number) => ({ path, gzipBytes });

  it('gives the counting chunks 4.5 kB together', () => {
    expect(pageWeightBudget.visitCountingGzipBytes).toBe(4_500);
    expect(
      visitCountingViolations([chunk('/assets/countVisit.js', 4_000), chunk('/assets/b.js', 500)]),
    ).toEqual([]);
  });

  it('reports the chunks when together they are over it', () => {
    const problems = visitCountingViolations([
      chunk('/assets/countVisit.js', 4_400),
      chunk('/assets/zod.js', 28_000),
    ]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/32\.4 kB gzipped, over its 4\.5 kB budget/);
    expect(problems[0]).toContain('/assets/zod.js');
  });

  it('reports a build without the counting chunk', () => {
    expect(visitCountingViolations([])).toEqual([expect.stringMatching(/missing/)]);
  });
});

describe('benchmark rows', () => {
  it('keep each route with its sums and count its JavaScript files', () => {
    const weight: RouteWeight = {
      route: '/pricing',
      jsFiles: ['/assets/a.js', '/assets/b.js'],
      cssFiles: ['/assets/site.css'],
      jsGzipBytes: 79_800,
      cssGzipBytes: 9_900,
      inlineJsGzipBytes: 2_000,
    };
    expect(pageWeightRows([weight])).toEqual([
      { route: '/pricing', jsGzipBytes: 79_800, cssGzipBytes: 9_900, jsFiles: 2 },
    ]);
  });
});
