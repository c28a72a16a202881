import type { CSSProperties } from 'react';

/**
 * The content height (padding aside) a `render-when-near` section holds before it first renders,
 * one column and wide (from 768 px), as the custom properties that utility reads. Estimates are
 * measured on the built page: the closer they are, the less the scroll bar moves as sections render.
 */
export function nearHeights(narrowPx: number, widePx: number): CSSProperties {
  return {
    '--near-height': `${Math.round(narrowPx)}px`,
    '--near-height-wide': `${Math.round(widePx)}px`,
  } as CSSProperties;
}
