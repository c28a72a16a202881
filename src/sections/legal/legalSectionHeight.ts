import type {
  LegalBlock,
  LegalInline,
  LegalParagraph,
  LegalSection,
} from '../../content/legal/types';

/**
 * The legal column's measured typography, one column (375 px) and wide: characters a line of body
 * text and of a list item hold, of a heading, and the line heights and gaps of LegalPage's classes.
 */
const LINE_PX = 29.25;
const BLOCK_GAP_PX = 16;
const LIST_ITEM_GAP_PX = 8;
const layouts = {
  narrow: { paragraphChars: 37, listItemChars: 33, headingChars: 29, headingLinePx: 32 },
  wide: { paragraphChars: 68, listItemChars: 60, headingChars: 44, headingLinePx: 36 },
} as const;
type Layout = (typeof layouts)[keyof typeof layouts];

function plainLength(paragraph: LegalParagraph): number {
  const parts = typeof paragraph === 'string' ? [paragraph] : paragraph;
  const text = (part: LegalInline) =>
    typeof part === 'string' ? part : 'strong' in part ? part.strong : part.text;
  return parts.reduce((sum, part) => sum + text(part).length, 0);
}

const lines = (chars: number, perLine: number) => Math.max(1, Math.ceil(chars / perLine));

function blockHeight(block: LegalBlock, layout: Layout): number {
  if (typeof block === 'object' && 'list' in block) {
    const items = block.list.map(
      (item) => lines(plainLength(item), layout.listItemChars) * LINE_PX,
    );
    return items.reduce((sum, height) => sum + height, 0) + LIST_ITEM_GAP_PX * (items.length - 1);
  }
  return lines(plainLength(block), layout.paragraphChars) * LINE_PX;
}

function sectionHeight(section: LegalSection, headingText: string, layout: Layout): number {
  const heading = lines(headingText.length, layout.headingChars) * layout.headingLinePx;
  return section.blocks.reduce(
    (sum, block) => sum + BLOCK_GAP_PX + blockHeight(block, layout),
    heading,
  );
}

/**
 * About how tall a legal section renders, from the length of its text: the height it holds while
 * the browser has not rendered it yet, so the scroll bar of a long document stays about right.
 */
export function legalSectionHeights(
  section: LegalSection,
  headingText: string,
): { narrow: number; wide: number } {
  return {
    narrow: sectionHeight(section, headingText, layouts.narrow),
    wide: sectionHeight(section, headingText, layouts.wide),
  };
}
