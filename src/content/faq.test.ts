import { describe, expect, it } from 'vitest';
import { faqItems } from './faq';
import * as home from './home';
import { legalDocumentSchema } from './legal/legalCopy';
import { readMarkdownFile } from './readContentFile';
import { displayedPrice } from './pricing';
import { offer } from '../facts/offer';

/** The whole numbers in a piece of content. */
const numbersIn = (content: unknown) => JSON.stringify(content).match(/\d+/g) ?? [];

/** Numbers the rest of the site states: the FAQ may repeat them, never add its own. */
const terms = readMarkdownFile('legal/en/terms-of-service.md', legalDocumentSchema).body;
const statedElsewhere = new Set(numbersIn([home, terms, offer, displayedPrice]));

describe('FAQ content', () => {
  it('asks unique questions, each ending with a question mark', () => {
    for (const item of faqItems) expect(item.question.endsWith('?'), item.question).toBe(true);
    expect(new Set(faqItems.map((item) => item.question)).size).toBe(faqItems.length);
  });

  it('answers in paragraphs with balanced bold marks', () => {
    for (const item of faqItems) {
      expect(item.answer.length, item.question).toBeGreaterThan(0);
      for (const paragraph of item.answer) {
        expect(paragraph.split('**').length % 2, paragraph).toBe(1);
      }
    }
  });

  it('states no number the rest of the site does not (docs/decisions.md#copy-the-brief-does-not-give)', () => {
    const text = faqItems.flatMap((item) => [item.question, ...item.answer]);
    expect(numbersIn(text).filter((number) => !statedElsewhere.has(number))).toEqual([]);
  });
});
