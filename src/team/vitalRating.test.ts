import { describe, expect, it } from 'vitest';
import { formatVital, vitalRating } from './vitalRating';

describe('vital ratings', () => {
  it('calls a value good up to its threshold, poor past web.dev’s upper bound', () => {
    expect(vitalRating('LCP', 2500)).toBe('good');
    expect(vitalRating('LCP', 2501)).toBe('needsImprovement');
    expect(vitalRating('LCP', 4001)).toBe('poor');
    expect(vitalRating('INP', 200)).toBe('good');
    expect(vitalRating('INP', 300)).toBe('needsImprovement');
    expect(vitalRating('CLS', 0.1)).toBe('good');
    expect(vitalRating('CLS', 0.3)).toBe('poor');
  });

  it('writes each metric in its unit', () => {
    expect(formatVital('LCP', 1834)).toBe('1.83 s');
    expect(formatVital('INP', 87.4)).toBe('87 ms');
    expect(formatVital('CLS', 0.0432)).toBe('0.04');
  });
});
