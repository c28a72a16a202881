import { describe, expect, it } from 'vitest';
import { caseStudies } from './cases';
import { faqItems } from './faq';
import { faqItemSchema } from './faq/faqCopy';
import { caseStudySchema } from './schemas';

const [firstCase] = caseStudies;
const [firstQuestion] = faqItems;

describe('content collection schemas', () => {
  it('accept every case study and FAQ entry of the site', () => {
    for (const caseStudy of caseStudies)
      expect(caseStudySchema.parse(caseStudy)).toEqual(caseStudy);
    for (const item of faqItems) expect(faqItemSchema.parse(item)).toEqual(item);
  });

  it('fail a case whose page title is too long for search results, naming the field', () => {
    const result = caseStudySchema.safeParse({
      ...firstCase,
      seo: { ...firstCase?.seo, title: 'x'.repeat(121) },
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['seo', 'title']);
  });

  it('fail a case whose address does not match its id pattern or whose date is not a date', () => {
    expect(caseStudySchema.safeParse({ ...firstCase, link: '/cases/x' }).success).toBe(false);
    expect(caseStudySchema.safeParse({ ...firstCase, date: '15 Mar 2025' }).success).toBe(false);
  });

  it('fail a question without a question mark and an answer with an unclosed bold mark', () => {
    expect(faqItemSchema.safeParse({ ...firstQuestion, question: 'Pricing' }).success).toBe(false);
    expect(faqItemSchema.safeParse({ ...firstQuestion, answer: ['**Bold'] }).success).toBe(false);
  });
});
