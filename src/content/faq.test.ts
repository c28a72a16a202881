import { describe, expect, it } from 'vitest';
import { faqItems } from './faq';

/** The numbers the site states elsewhere; an answer may use no others (docs/decisions.md#copy-the-brief-does-not-give). */
const SPEC_NUMBERS = new Set(['3', '7', '14', '30', '49', '470']);

describe('FAQ content', () => {
  it('has 8 questions, each ending with a question mark and unique', () => {
    expect(faqItems).toHaveLength(8);
    for (const item of faqItems) expect(item.question.endsWith('?'), item.question).toBe(true);
    expect(new Set(faqItems.map((item) => item.question)).size).toBe(8);
  });

  it('answers in paragraphs with balanced bold marks', () => {
    for (const item of faqItems) {
      expect(item.answer.length, item.question).toBeGreaterThan(0);
      for (const paragraph of item.answer) {
        expect(paragraph.split('**').length % 2, paragraph).toBe(1);
      }
    }
    expect(faqItems.some((item) => item.answer.some((paragraph) => paragraph.includes('**')))).toBe(
      true,
    );
  });

  it('uses only numbers the specification states', () => {
    const text = faqItems.flatMap((item) => [item.question, ...item.answer]).join(' ');
    const numbers = text.match(/\d+/g) ?? [];
    expect(numbers.filter((number) => !SPEC_NUMBERS.has(number))).toEqual([]);
  });
});
