import english from './case-pages/en.json' with { type: 'json' };
import type { CasePagesCopy } from './case-pages/casePagesCopy';
import type { CaseStudy } from './cases/caseStudyCopy';
import { readCaseFiles } from './cases/readCaseFiles';
import { copyValues } from './copyValues';
import { fillCopy } from './fillTemplate';
import { formatDay } from './localeFormat';

export type { CaseMetric, CaseStudy, ChartedChange, MetricTrend } from './cases/caseStudyCopy';

/**
 * Every case study, from src/content/cases/en/*.md: a new case is one Markdown file there plus
 * its cover in public/images/cases/. Read where no content collection runs (the route list, tests,
 * scripts); the pages take the same files from the `cases` collection.
 */
export const caseStudies: readonly CaseStudy[] = readCaseFiles();

/** The list shows the newest case first. */
export function newestFirst<T extends Pick<CaseStudy, 'date'>>(cases: readonly T[]): T[] {
  return [...cases].sort((a, b) => b.date.localeCompare(a.date));
}

export const casesNewestFirst: readonly CaseStudy[] = newestFirst(caseStudies);

export function findCaseStudy(id: string): CaseStudy {
  const found = caseStudies.find((caseStudy) => caseStudy.id === id);
  if (!found) throw new Error(`No case study with id ${id}.`);
  return found;
}

const copy = fillCopy<CasePagesCopy>(english, copyValues);

/** The words of the /cases list and of its cards. */
export const casesPage = copy.list;

/** The words around each case on its page. */
export const caseStudyText = {
  ...copy.page,
  backLink: { label: copy.page.backLink, href: '/cases' },
};

/** "2025-03-15" -> "Mar 15, 2025": the publication day as the page's language writes it. */
export function formatCaseDate(isoDate: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`Not an ISO date: ${isoDate}`);
  return formatDay(new Date(`${isoDate}T00:00:00Z`));
}

/** "-17" -> "−17%", "82" -> "+82%": the change as the chart and its table print it. */
export function formatChange(changePercent: number): string {
  return `${changePercent < 0 ? '−' : '+'}${Math.abs(changePercent)}%`;
}
