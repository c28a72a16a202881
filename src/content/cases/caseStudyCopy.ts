import { z } from 'zod';
import { localisedPath, type Locale } from '../../../shared/language/locales';
import { copyValues } from '../copyValues';
import { fillCopy } from '../../../shared/language/fillTemplate';

const text = z.string().trim().min(1);

/** Search results show about this much of a title and a description. */
export const seoSchema = z.object({
  title: z.string().min(5).max(120),
  description: z.string().min(15).max(160),
});

/**
 * The frontmatter of a case study (src/content/cases/<language>/<id>.md; the file name is its
 * address, /case/<id>). Its body is the challenge: plain paragraphs, a blank line between them.
 */
export const caseStudyFileSchema = z.object({
  seo: seoSchema,
  title: text,
  client: text,
  description: z.string().min(60).max(160),
  /** ISO date of publication, quoted so that YAML keeps it text. */
  date: z.iso.date(),
  image: z.object({
    src: z.string().startsWith('/images/cases/'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: text,
  }),
  quote: z.object({ text, author: text }),
  goals: z.array(text).min(1),
  resultsIntro: text,
  metrics: z
    .array(
      z.object({
        /** The large numeral, e.g. "82%", read right before its label: "more sales". */
        value: text,
        label: text,
        /** ACoS going down is an improvement too, so every arrow is shown in growth green. */
        trend: z.enum(['up', 'down', 'level']),
      }),
    )
    .min(1),
  /** One bar pair of the results chart each: the level before (indexed to 100) and after. */
  chart: z.array(z.object({ label: text, changePercent: z.number() })).min(1),
});

export type CaseStudyFile = z.infer<typeof caseStudyFileSchema>;
export type CaseMetric = CaseStudyFile['metrics'][number];
export type MetricTrend = CaseMetric['trend'];
export type ChartedChange = CaseStudyFile['chart'][number];

/** A case study as the pages show it: its file's words, facts filled in, with its address. */
export type CaseStudy = CaseStudyFile & {
  id: string;
  /** The page's address without its language: `/case/handcraft-blends`. */
  path: `/case/${string}`;
  /** The page's address in its language: `/de/case/handcraft-blends`. */
  link: string;
  challenge: string[];
};

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

export function caseStudyFrom(
  id: string,
  file: CaseStudyFile,
  body: string,
  locale: Locale,
): CaseStudy {
  const path = `/case/${id}` as const;
  return {
    ...fillCopy(file, copyValues(locale)),
    id,
    path,
    link: localisedPath(locale, path),
    challenge: fillCopy(challengeParagraphs(id, body), copyValues(locale)),
  };
}
