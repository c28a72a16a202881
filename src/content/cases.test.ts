import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { localisedPath, locales, type Locale } from '../../shared/language/locales';
import { readFilledCopy } from '../../shared/copy/readCopy';
import { caseStudies } from '../../test/siteCopy';
import { formatCaseDate, formatChange, type CaseStudy } from '../sections/case-study/caseStudy';
import { CaseStudyPage } from '../sections/case-study/CaseStudyPage';

/** Spaces of every kind as one: the page may break a line where the copy keeps two words together. */
const oneSpace = (text: string) => text.replace(/\s+/g, ' ');

/** The text a visitor reads on a case's page, as the build renders it. */
const pageText = (caseStudy: CaseStudy, locale: Locale) =>
  oneSpace(
    renderToStaticMarkup(
      createElement(CaseStudyPage, {
        caseStudy,
        otherCases: caseStudies(locale).filter((other) => other.id !== caseStudy.id),
        locale,
        words: readFilledCopy('casePages', locale),
        closingCta: readFilledCopy('closingCta', locale),
        trialLabel: readFilledCopy('callsToAction', locale).trial,
      }),
    )
      .replace(/<[^>]+>/g, ' ')
      .replace(/&#x27;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&'),
  );

/** The number a metric's value states: "17 %" → 17, "1,67 %" → 1.67. */
const numberOf = (value: string) => Number(value.replace(/[^\d,.]/g, '').replace(',', '.'));

describe.each(locales)('case studies in %s', (locale) => {
  const cases = caseStudies(locale);

  it('have unique ids and each a date in the past', () => {
    expect(cases.length).toBeGreaterThan(0);
    expect(new Set(cases.map((caseStudy) => caseStudy.id)).size).toBe(cases.length);
    for (const caseStudy of cases) {
      expect(caseStudy.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Date.parse(caseStudy.date)).toBeLessThan(Date.now());
    }
  });

  it('are the cases of the English site, with the same dates, covers and charts', () => {
    const english = caseStudies('en');
    expect(cases.map((caseStudy) => caseStudy.id)).toEqual(english.map((other) => other.id));
    for (const [index, caseStudy] of cases.entries()) {
      const original = english[index];
      expect(caseStudy.date, caseStudy.id).toBe(original?.date);
      expect(caseStudy.image.src, caseStudy.id).toBe(original?.image.src);
      expect(
        caseStudy.chart.map((change) => change.changePercent),
        caseStudy.id,
      ).toEqual(original?.chart.map((change) => change.changePercent));
    }
  });

  it('lists the newest case first', () => {
    const dates = cases.map((caseStudy) => caseStudy.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(dates).toHaveLength(cases.length);
  });

  describe.each(cases.map((caseStudy) => [caseStudy.id, caseStudy] as const))(
    '%s',
    (id, caseStudy) => {
      it('shows every metric on its page', () => {
        const text = pageText(caseStudy, locale);
        expect(caseStudy.metrics.length).toBeGreaterThan(0);
        for (const metric of caseStudy.metrics) {
          expect(text, metric.label).toContain(oneSpace(metric.value));
          expect(text, metric.value).toContain(oneSpace(metric.label));
        }
      });

      it('charts only changes that match a published result, in its direction', () => {
        expect(caseStudy.chart.length).toBeGreaterThan(0);
        for (const change of caseStudy.chart) {
          const trend = change.changePercent < 0 ? 'down' : 'up';
          const matching = caseStudy.metrics.filter(
            (metric) =>
              metric.trend === trend &&
              numberOf(metric.value) === Math.abs(change.changePercent) &&
              metric.label.toLowerCase().includes(change.label.toLowerCase()),
          );
          expect(matching, `${change.label} ${change.changePercent}`).toHaveLength(1);
        }
      });

      it('prints its date with the year and the day, in the language', () => {
        const [year, , day] = caseStudy.date.split('-');
        const printed = formatCaseDate(caseStudy.date, locale);
        expect(printed).toContain(year);
        expect(printed).toContain(String(Number(day)));
        expect(pageText(caseStudy, locale)).toContain(oneSpace(printed));
      });

      it('has every field a card and a page need', () => {
        expect(caseStudy.path).toBe(`/case/${id}`);
        expect(caseStudy.link).toBe(localisedPath(locale, `/case/${id}`));
        expect(caseStudy.title).toContain(caseStudy.client);
        expect(caseStudy.description.length).toBeGreaterThan(60);
        expect(caseStudy.description.length).toBeLessThanOrEqual(160);
        expect(caseStudy.quote.text.length).toBeGreaterThan(60);
        expect(caseStudy.quote.author).toContain(caseStudy.client);
        expect(caseStudy.challenge.length).toBeGreaterThan(0);
        expect(caseStudy.goals.length).toBeGreaterThan(0);
        expect(caseStudy.resultsIntro.length).toBeGreaterThan(40);
        expect(caseStudy.image.alt).toContain(caseStudy.client);
      });

      it('has a cover made for the project whose size matches its width and height', () => {
        expect(caseStudy.image.src).toBe(`/images/cases/${id}.svg`);
        const svg = readFileSync(join(process.cwd(), 'public', caseStudy.image.src), 'utf8');
        expect(svg).toContain(`width="${caseStudy.image.width}"`);
        expect(svg).toContain(`height="${caseStudy.image.height}"`);
        expect(svg).toContain(`viewBox="0 0 ${caseStudy.image.width} ${caseStudy.image.height}"`);
      });
    },
  );
});

describe('case dates and changes', () => {
  it('are printed the same way everywhere in English', () => {
    expect(formatCaseDate('2024-09-01', 'en')).toBe('Sep 1, 2024');
    expect(() => formatCaseDate('15/03/2025', 'en')).toThrow();
    expect(formatChange(-17, 'en')).toMatch(/^[-−]17%$/);
    expect(formatChange(206, 'en')).toBe('+206%');
  });

  it('are printed as each language writes them', () => {
    expect(formatCaseDate('2025-03-15', 'de')).toBe('15. März 2025');
    expect(formatChange(206, 'de').replace(/\s/g, ' ')).toBe('+206 %');
  });
});
