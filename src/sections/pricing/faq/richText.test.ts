import { describe, expect, it } from 'vitest';
import { plainText, textRuns } from './richText';

describe('FAQ answer text', () => {
  it.each([
    ['plain', [{ text: 'plain', bold: false }]],
    [
      'a **bold** word',
      [
        { text: 'a ', bold: false },
        { text: 'bold', bold: true },
        { text: ' word', bold: false },
      ],
    ],
    ['**all bold**', [{ text: 'all bold', bold: true }]],
  ])('splits %j into runs', (paragraph, runs) => {
    expect(textRuns(paragraph)).toEqual(runs);
  });

  it('drops the marks for plain text', () => {
    expect(plainText('**No.** The **keyword tracker** is free')).toBe(
      'No. The keyword tracker is free',
    );
  });
});
