import { localeFacts, localisedHref, type Locale } from '../../shared/language/locales';
import type { CaseStudy } from './cases/caseStudyCopy';
import { readCaseFiles } from './cases/readCaseFiles';
import { copyFiles } from './copyFiles';
import { copyValues } from './copyValues';
import { fillCopy } from '../../shared/language/fillTemplate';
import { formatChangePercent, formatDay } from '../../shared/language/localeFormat';
import { perLocale } from './perLocale';

export type { CaseMetric, CaseStudy, ChartedChange, MetricTrend } from './cases/caseStudyCopy';

/**
 * Every case study in a language, from src/content/cases/<language>/*.md: a new case is one
 * Markdown file per language plus its cover in public/images/cases/. Read where no content
 * collection runs (the route list, tests, scripts); the pages take the same files from the
 * `cases` collection.
 */
export const caseStudies = perLocale<readonly CaseStudy[]>(readCaseFiles);

/** The list shows the newest case first. */
export function newestFirst<T extends Pick<CaseStudy, 'date'>>(cases: readonly T[]): T[] {
  return [...cases].sort((a, b) => b.date.localeCompare(a.date));
}

export function findCaseStudy(id: string, locale: Locale): CaseStudy {
  const found = caseStudies(locale).find((caseStudy) => caseStudy.id === id);
  if (!found) throw new Error(`No case study with id ${id}.`);
  return found;
}

/** The words of the /cases list and of each case's page, in a language. */
export const casePagesText = perLocale((locale: Locale) => {
  const copy = fillCopy(copyFiles(locale).casePages, copyValues(locale));
  return {
    ...copy,
    page: {
      ...copy.page,
      backLink: { label: copy.page.backLink, href: localisedHref(locale, '/cases') },
    },
  };
});

/** "2025-03-15" -> "Mar 15, 2025", "15. März 2025": the publication day in the page's language. */
export function formatCaseDate(isoDate: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`Not an ISO date: ${isoDate}`);
  return formatDay(new Date(`${isoDate}T00:00:00Z`), localeFacts[locale].intl);
}

/** -17 -> "-17%", 82 -> "+82%": the change as the chart and its table print it. */
export const formatChange = (changePercent: number, locale: Locale): string =>
  formatChangePercent(changePercent, localeFacts[locale].intl);
