import { describe, expect, it } from 'vitest';
import { locales } from '../../shared/language/locales';
import { offer } from '../../shared/facts/offer';
import { readEntries } from '../../shared/copy/readCopy';
import { displayedPrice } from '../../shared/facts/pricing';
import { faqItems, homeCopy } from '../../test/siteCopy';

/** The whole numbers in a piece of content. */
const numbersIn = (content: unknown) => JSON.stringify(content).match(/\d+/g) ?? [];

/** The terms of service in English, the text that applies, state the refund and trial terms. */
const terms = readEntries('legal', 'en').find((entry) => entry.id === 'terms-of-service')?.body;

describe.each(locales)('FAQ content in %s', (locale) => {
  const items = faqItems(locale);

  it('asks unique questions, each ending with a question mark', () => {
    expect(items.length).toBeGreaterThan(0);
    for (const item of items) expect(item.question.endsWith('?'), item.question).toBe(true);
    expect(new Set(items.map((item) => item.question)).size).toBe(items.length);
  });

  it('answers in paragraphs with balanced bold marks', () => {
    for (const item of items) {
      expect(item.answer.length, item.question).toBeGreaterThan(0);
      for (const paragraph of item.answer) {
        expect(paragraph.split('**').length % 2, paragraph).toBe(1);
      }
    }
  });

  it('states no number the rest of the site does not (docs/decisions.md#copy-the-brief-does-not-give)', () => {
    // Numbers the rest of the site states in this language: the FAQ may repeat them, never add its own.
    const statedElsewhere = new Set(
      numbersIn([homeCopy(locale), terms, offer, displayedPrice('USD')]),
    );
    const text = items.flatMap((item) => [item.question, ...item.answer]);
    expect(numbersIn(text).filter((number) => !statedElsewhere.has(number))).toEqual([]);
  });

  it('answers every question the English FAQ answers', () => {
    expect(items).toHaveLength(faqItems('en').length);
  });
});
