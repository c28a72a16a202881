import { describe, expect, it } from 'vitest';
import { privacyPolicy } from '../../content/legal/privacyPolicy';
import { termsOfService } from '../../content/legal/termsOfService';
import type { LegalSection } from '../../content/legal/types';
import { legalSectionHeights } from './legalSectionHeight';

const section = (blocks: LegalSection['blocks']): LegalSection => ({
  id: 'example',
  heading: 'Example',
  blocks,
});

describe('legalSectionHeights', () => {
  it('counts a heading line, and a gap and the wrapped lines of each paragraph', () => {
    const oneLine = legalSectionHeights(section(['Short.']), '1. Example');
    expect(oneLine).toEqual({ narrow: 32 + 16 + 29.25, wide: 36 + 16 + 29.25 });
    // 74 characters: two lines of 37 one column, one line of 68 wide would not hold them.
    const twoLines = legalSectionHeights(section(['x'.repeat(74)]), '1. Example');
    expect(twoLines).toEqual({ narrow: 32 + 16 + 2 * 29.25, wide: 36 + 16 + 2 * 29.25 });
  });

  it('wraps a long heading on a phone only', () => {
    const heading = '12. Automation, Results and Guarantees';
    const { narrow, wide } = legalSectionHeights(section(['Short.']), heading);
    expect(narrow - 16 - 29.25).toBe(64);
    expect(wide - 16 - 29.25).toBe(36);
  });

  it('counts list items with their own gaps, and the text of links and bold terms', () => {
    const list = { list: ['One.', [{ strong: 'Two' }, ' and ', { text: 'three', href: '/x' }]] };
    const { narrow } = legalSectionHeights(section([list]), '1. Example');
    expect(narrow).toBe(32 + 16 + 2 * 29.25 + 8);
  });

  it('gives every section of both documents a height between a heading with a line and a screen', () => {
    for (const document of [termsOfService, privacyPolicy]) {
      for (const [index, legalSection] of document.sections.entries()) {
        const heights = legalSectionHeights(legalSection, `${index + 1}. ${legalSection.heading}`);
        expect(heights.narrow).toBeGreaterThanOrEqual(heights.wide);
        expect(heights.wide).toBeGreaterThanOrEqual(36 + 16 + 29.25);
        expect(heights.narrow).toBeLessThan(1200);
      }
    }
  });
});
