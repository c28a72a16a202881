import { z } from 'zod';

const text = z.string().trim().min(1);

/** The words around the case studies: the /cases list and each case's page (case-pages/<language>.json). */
export const casePagesCopySchema = z.object({
  list: z.object({
    eyebrow: text,
    heading: text,
    intro: text,
    readMore: text,
    typeLabel: text,
  }),
  page: z.object({
    backLink: text,
    challengeHeading: text,
    goalsHeading: text,
    resultsHeading: text,
    chart: z.object({
      title: text,
      caption: text,
      beforeLabel: text,
      afterLabel: text,
      tableMetric: text,
      tableBefore: text,
      tableAfter: text,
      tableChange: text,
    }),
    otherCasesHeading: text,
  }),
});
