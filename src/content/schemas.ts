/**
 * The shape every content collection entry must have (src/content.config.ts): an entry that
 * breaks a rule fails the build with the field and the rule named, before a visitor sees it.
 */
import { z } from 'zod';
import { caseIds, type CaseStudy } from './cases';

/** Search results show about this much of a title and a description. */
export const seoSchema = z.object({
  title: z.string().min(5).max(120),
  description: z.string().min(15).max(160),
});

const text = z.string().trim().min(1);
const isoDate = z.iso.date();

export const caseStudySchema = z.object({
  id: z.enum(caseIds),
  seo: seoSchema,
  title: text,
  client: text,
  description: z.string().min(60).max(160),
  date: isoDate,
  type: z.literal('Case Study'),
  link: z.templateLiteral(['/case/', z.enum(caseIds)]),
  image: z.object({
    src: z.string().startsWith('/images/cases/'),
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: text,
  }),
  quote: z.object({ text, author: text }),
  challenge: z.array(text).min(1),
  goals: z.array(text).min(1),
  resultsIntro: text,
  metrics: z
    .array(z.object({ value: text, label: text, trend: z.enum(['up', 'down', 'level']) }))
    .min(1),
  chart: z.array(z.object({ label: text, changePercent: z.number() })).min(1),
}) satisfies z.ZodType<CaseStudy>;
