import { describe, expect, it } from 'vitest';
import { socialImagePages } from '../../src/seo/socialImages';
import { layOutCard, textsNotDrawn } from './drawnText.testkit';
import { renderSocialImage } from './renderSocialImage';
import { socialCardSize } from './SocialCard';
import { pageSocialCard, siteWideSocialCard } from './socialCards';
import { pngSize } from './pngSize';

const cards = [
  ...socialImagePages.map((page) => ({ name: page.slug, card: pageSocialCard(page) })),
  { name: 'site-wide', card: siteWideSocialCard() },
];

/** The card's inner margin: text closer to the edge than this would look cut off. */
const margin = 80;

describe('social card layout', () => {
  it.each(cards)('$name shows its whole title, eyebrow and footer', async ({ card }) => {
    const layout = await layOutCard(card);
    const expected = [card.brandName, card.eyebrow, card.heading, card.subtitle, card.footer];
    expect(
      textsNotDrawn(
        layout,
        expected.filter((text) => text !== undefined),
      ),
    ).toEqual([]);
    expect(layout.texts.some((run) => run.text.includes('…'))).toBe(false);
  });

  it.each(cards)('$name keeps every line inside the margins, parts apart', async ({ card }) => {
    const { texts, parts } = await layOutCard(card);
    for (const run of texts) {
      expect(run.x).toBeGreaterThanOrEqual(margin);
      expect(run.x + run.width).toBeLessThanOrEqual(socialCardSize.width - margin);
      expect(run.y).toBeLessThanOrEqual(socialCardSize.height);
    }
    for (const [above, below] of parts.slice(0, -1).map((part, i) => [part, parts[i + 1]])) {
      expect(below?.top, `${below?.part} starts below ${above?.part}`).toBeGreaterThanOrEqual(
        above?.bottom ?? Infinity,
      );
    }
    expect(parts.at(-1)?.bottom).toBeLessThanOrEqual(socialCardSize.height);
  });

  it('cuts a heading too long for three lines with an ellipsis instead of overflowing', async () => {
    const heading = 'Automated bidding, keyword harvesting and negative targeting '.repeat(3);
    const layout = await layOutCard({ heading, brandName: 'AdHelm' });
    expect(textsNotDrawn(layout, [heading])).toEqual([heading]);
    expect(layout.texts.some((run) => run.text.includes('…'))).toBe(true);
    const box = layout.parts.find((part) => part.part === 'heading');
    expect(box?.bottom).toBeLessThan(socialCardSize.height);
  });

  it('refuses a character Inter cannot draw instead of drawing an empty box', async () => {
    await expect(layOutCard({ heading: 'Ad-Spend → 漢字', brandName: 'AdHelm' })).rejects.toThrow(
      /no glyph/,
    );
  });
});

describe('renderSocialImage', () => {
  it('draws a 1200×630 PNG, the same bytes every time', async () => {
    const card = siteWideSocialCard();
    const [first, second] = [await renderSocialImage(card), await renderSocialImage(card)];
    expect(pngSize(first)).toEqual(socialCardSize);
    expect(first.equals(second)).toBe(true);
  });
});
