import type { SatoriNode } from 'satori';
import { socialImageSvg } from './renderSocialImage';
import type { SocialImageInput } from './SocialCard';

/** A run of text as satori places it when fonts are not turned into outlines. */
export interface DrawnText {
  text: string;
  x: number;
  y: number;
  width: number;
}

export interface PartBox {
  part: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

export interface CardLayout {
  texts: DrawnText[];
  parts: PartBox[];
}

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

function attribute(attributes: string, name: string): number {
  const match = new RegExp(`\\b${name}="([^"]*)"`).exec(attributes);
  if (!match?.[1]) throw new Error(`satori wrote a <text> without ${name}`);
  return Number(match[1]);
}

/** Lays a card out with satori and reads back every text run and every marked part's box. */
export async function layOutCard(card: SocialImageInput): Promise<CardLayout> {
  const parts: PartBox[] = [];
  const onNode = (node: SatoriNode) => {
    const part: unknown = node.props['data-part'];
    if (typeof part === 'string') {
      parts.push({
        part,
        left: node.left,
        top: node.top,
        right: node.left + node.width,
        bottom: node.top + node.height,
      });
    }
  };
  const svg = await socialImageSvg(card, { embedFont: false, onNode });
  const texts = [...svg.matchAll(/<text ([^>]*)>([^<]*)<\/text>/g)].map(
    ([, attributes = '', text = '']) => ({
      text: text.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity),
      x: attribute(attributes, 'x'),
      y: attribute(attributes, 'y'),
      width: attribute(attributes, 'width'),
    }),
  );
  return { texts, parts };
}

/** Which of `expected` the drawn card does not show in full (line breaks may replace spaces). */
export function textsNotDrawn(layout: CardLayout, expected: readonly string[]): string[] {
  const drawn = layout.texts
    .map((run) => run.text)
    .join('')
    .replace(/\s+/g, '');
  return expected.filter((text) => !drawn.includes(text.replace(/\s+/g, '')));
}
