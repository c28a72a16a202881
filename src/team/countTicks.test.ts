import { describe, expect, it } from 'vitest';
import { countTicks } from './countTicks';

describe('a count axis', () => {
  it('has whole numbers only, even for a handful of visitors', () => {
    expect(countTicks(1)).toEqual([0, 1]);
    expect(countTicks(3)).toEqual([0, 1, 2, 3]);
    expect(countTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(countTicks(0)).toEqual([0, 1]);
  });

  it('steps by 1, 2 or 5 times a power of ten and reaches the largest value', () => {
    expect(countTicks(140)).toEqual([0, 50, 100, 150]);
    expect(countTicks(1000)).toEqual([0, 500, 1000]);
    expect(countTicks(12_345).at(-1)).toBeGreaterThanOrEqual(12_345);
    for (const max of [2, 9, 11, 99, 101, 4321]) {
      const ticks = countTicks(max);
      expect(ticks.every(Number.isInteger), String(max)).toBe(true);
      expect(ticks.length, String(max)).toBeLessThanOrEqual(6);
      expect(ticks.at(-1), String(max)).toBeGreaterThanOrEqual(max);
    }
  });
});
