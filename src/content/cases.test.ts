import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  caseStudies,
  casesNewestFirst,
  findCaseStudy,
  formatCaseDate,
  formatChange,
  type CaseId,
} from './cases';

/** Every published result of each case, as the metric's value and label print it. */
const publishedResults: Record<CaseId, { date: string; shown: string; results: string[] }> = {
  'handcraft-blends': {
    date: '2025-03-15',
    shown: '15 Mar 2025',
    results: [
      '17% lower ACoS',
      '82% more sales',
      '125% more clicks',
      'Below $1.50 target cost per click',
      'Over 50% growth in top-of-search',
      'Over 100% growth in net profit',
    ],
  },
  'new-york-biology': {
    date: '2024-08-20',
    shown: '20 Aug 2024',
    results: [
      '23% lower ACoS',
      '206% more sales',
      '361% more clicks',
      '38% ACoS by April 2023',
      '1.67% click-through rate by April 2023',
      '71% more monthly sponsored sales (peak 300%)',
      'From 3 to over 15 campaigns for 7 products',
      '22% of monthly sales from sponsored products',
    ],
  },
};

describe('case studies', () => {
  it('are the two cases of the spec', () => {
    expect(caseStudies.map((caseStudy) => caseStudy.id).sort()).toEqual(
      Object.keys(publishedResults).sort(),
    );
  });

  for (const caseStudy of caseStudies) {
    const expected = publishedResults[caseStudy.id];

    describe(caseStudy.id, () => {
      it('shows every published result, and nothing else', () => {
        const shown = caseStudy.metrics.map((metric) => `${metric.value} ${metric.label}`);
        expect(shown).toEqual(expected.results);
      });

      it('charts only changes that match a published result', () => {
        expect(caseStudy.chart.length).toBeGreaterThan(0);
        for (const change of caseStudy.chart) {
          const direction = change.changePercent < 0 ? 'lower' : 'more';
          const phrase = `${Math.abs(change.changePercent)}% ${direction} ${change.label}`;
          expect(expected.results.map((result) => result.toLowerCase())).toContain(
            phrase.toLowerCase(),
          );
        }
      });

      it('is dated as published, printed "day Mon year"', () => {
        expect(caseStudy.date).toBe(expected.date);
        expect(formatCaseDate(caseStudy.date)).toBe(expected.shown);
      });

      it('has every field a card and a page need', () => {
        expect(caseStudy.type).toBe('Case Study');
        expect(caseStudy.link).toBe(`/case/${caseStudy.id}`);
        expect(caseStudy.title).toContain(caseStudy.client);
        expect(caseStudy.description.length).toBeGreaterThan(60);
        expect(caseStudy.description.length).toBeLessThanOrEqual(160);
        expect(caseStudy.quote.text.length).toBeGreaterThan(60);
        expect(caseStudy.quote.author).toContain(caseStudy.client);
        expect(caseStudy.challenge.length).toBeGreaterThan(0);
        expect(caseStudy.goals.length).toBeGreaterThan(0);
        expect(caseStudy.resultsIntro.length).toBeGreaterThan(40);
        expect(caseStudy.image.alt).toContain(caseStudy.client);
        expect(findCaseStudy(caseStudy.id)).toBe(caseStudy);
      });

      it('has a cover made for the project whose size matches its width and height', () => {
        expect(caseStudy.image.src).toBe(`/images/cases/${caseStudy.id}.svg`);
        const svg = readFileSync(join(process.cwd(), 'public', caseStudy.image.src), 'utf8');
        expect(svg).toContain(`width="${caseStudy.image.width}"`);
        expect(svg).toContain(`height="${caseStudy.image.height}"`);
        expect(svg).toContain(`viewBox="0 0 ${caseStudy.image.width} ${caseStudy.image.height}"`);
      });
    });
  }

  it('lists the newest case first', () => {
    expect(casesNewestFirst.map((caseStudy) => caseStudy.id)).toEqual([
      'handcraft-blends',
      'new-york-biology',
    ]);
  });

  it('prints dates and changes the same way everywhere', () => {
    expect(formatCaseDate('2024-09-01')).toBe('1 Sep 2024');
    expect(() => formatCaseDate('15/03/2025')).toThrow();
    expect(formatChange(-17)).toBe('−17%');
    expect(formatChange(206)).toBe('+206%');
  });
});
