import type { Copy } from '../../../shared/copy/collections';
import { fillCopy, type TemplateValues } from '../../../shared/language/fillTemplate';
import { formatChangePercent, formatDay } from '../../../shared/language/localeFormat';
import { localeFacts, localisedPath, type Locale } from '../../../shared/language/locales';

/** A case study as the pages show it: its file's words, facts filled in, with its address. */
export type CaseStudy = Copy<'cases'> & {
  id: string;
  /** The page's address without its language: `/case/handcraft-blends`. */
  path: `/case/${string}`;
  /** The page's address in its language: `/de/case/handcraft-blends`. */
  link: string;
  challenge: string[];
};

export type MetricTrend = CaseStudy['metrics'][number]['trend'];
export type ChartedChange = CaseStudy['chart'][number];

/** Markdown that would not come out as the plain words it shows. */
const markup = /[*_`#<>[\]]/;

/** The body's paragraphs: plain words only, since the page prints them as they are. */
export function challengeParagraphs(id: string, body: string): string[] {
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
  if (paragraphs.length === 0) throw new Error(`Case ${id}: the challenge is empty.`);
  const marked = paragraphs.find((paragraph) => markup.test(paragraph));
  if (marked) throw new Error(`Case ${id}: Markdown in the challenge: "${marked}".`);
  return paragraphs;
}

/**
 * The case studies of a language, newest first, from the entries of the cases collection (their
 * words already filled) and the values their challenge's placeholders take.
 */
export function caseStudiesFrom(
  entries: readonly { id: string; data: Copy<'cases'>; body: string }[],
  values: TemplateValues,
  locale: Locale,
): CaseStudy[] {
  return entries
    .map(({ id, data, body }) => {
      const path = `/case/${id}` as const;
      const challenge = fillCopy(challengeParagraphs(id, body), values);
      return { ...data, id, path, link: localisedPath(locale, path), challenge };
    })
    .sort((a, b) => b.date.localeCompare(a.date));
}

/** "2025-03-15" -> "Mar 15, 2025", "15. März 2025": the publication day in the page's language. */
export function formatCaseDate(isoDate: string, locale: Locale): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(isoDate)) throw new Error(`Not an ISO date: ${isoDate}`);
  return formatDay(new Date(`${isoDate}T00:00:00Z`), localeFacts[locale].intl);
}

/** -17 -> "-17%", 82 -> "+82%": the change as the chart and its table print it. */
export const formatChange = (changePercent: number, locale: Locale): string =>
  formatChangePercent(changePercent, localeFacts[locale].intl);
