import { describe, expect, it } from 'vitest';
import { thumbInBoundsOffsetPx, valueAfterKey, valueAtPointer } from './sliderGeometry';

describe('first-paint slider', () => {
  it.each([
    ['ArrowRight', false, 2, 3],
    ['ArrowUp', false, 2, 3],
    ['ArrowLeft', false, 2, 1],
    ['ArrowDown', false, 2, 1],
    ['ArrowRight', true, 2, 10],
    ['PageUp', false, 2, 10],
    ['PageDown', false, 2, 0],
    ['Home', false, 7, 0],
    ['End', false, 2, 10],
    ['ArrowLeft', false, 0, 0],
    ['ArrowRight', false, 10, 10],
    ['Enter', false, 2, undefined],
  ])('%s (shift %s) from %i goes to %s, as Radix does', (key, shift, from, to) => {
    expect(valueAfterKey(key, shift, from, 10)).toBe(to);
  });

  it.each([
    [100, 0],
    [150, 5],
    [199, 10],
    [40, 0],
    [400, 10],
  ])('a pointer at x=%i over 100..200 picks level %i', (x, value) => {
    expect(valueAtPointer(x, 100, 100, 10)).toBe(value);
  });

  it('keeps the thumb inside the track like Radix', () => {
    expect(thumbInBoundsOffsetPx(0)).toBe(14);
    expect(thumbInBoundsOffsetPx(50)).toBe(0);
    expect(thumbInBoundsOffsetPx(100)).toBe(-14);
  });
});
