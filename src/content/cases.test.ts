import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CaseStudyPage } from '../sections/case-study/CaseStudyPage';
import {
  caseStudies,
  casesNewestFirst,
  findCaseStudy,
  formatCaseDate,
  formatChange,
  type CaseStudy,
} from './cases';

/** The text a visitor reads on a case's page, as the build renders it. */
const pageText = (caseStudy: CaseStudy) =>
  renderToStaticMarkup(
    createElement(CaseStudyPage, {
      caseStudy,
      otherCases: caseStudies.filter((other) => other !== caseStudy),
    }),
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('case studies', () => {
  it('have unique ids and each a date in the past', () => {
    expect(new Set(caseStudies.map((caseStudy) => caseStudy.id)).size).toBe(caseStudies.length);
    for (const caseStudy of caseStudies) {
      expect(caseStudy.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(caseStudy.date)).toBeLessThan(Date.now());
    }
  });

  for (const caseStudy of caseStudies) {
    describe(caseStudy.id, () => {
      it('shows every metric on its page', () => {
        const text = pageText(caseStudy);
        expect(caseStudy.metrics.length).toBeGreaterThan(0);
        for (const metric of caseStudy.metrics) {
          expect(text, metric.label).toContain(metric.value);
          expect(text, metric.value).toContain(metric.label);
        }
      });

      it('charts only changes that match a published result', () => {
        expect(caseStudy.chart.length).toBeGreaterThan(0);
        for (const change of caseStudy.chart) {
          const direction = change.changePercent < 0 ? 'lower' : 'more';
          const phrase = `${Math.abs(change.changePercent)}% ${direction} ${change.label}`;
          const results = caseStudy.metrics.map((metric) => `${metric.value} ${metric.label}`);
          expect(results.map((result) => result.toLowerCase())).toContain(phrase.toLowerCase());
        }
      });

      it('prints its date as "Mon day, year"', () => {
        expect(formatCaseDate(caseStudy.date)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
      });

      it('has every field a card and a page need', () => {
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
    const dates = casesNewestFirst.map((caseStudy) => caseStudy.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(casesNewestFirst).toHaveLength(caseStudies.length);
  });

  it('prints dates and changes the same way everywhere', () => {
    expect(formatCaseDate('2024-09-01')).toBe('Sep 1, 2024');
    expect(() => formatCaseDate('15/03/2025')).toThrow();
    expect(formatChange(-17)).toBe('−17%');
    expect(formatChange(206)).toBe('+206%');
  });
});
