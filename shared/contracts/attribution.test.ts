import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { attributionValue, attributionValueMaxLength, readAttribution } from './attribution';

const smile = '\u{1F600}';
/** What PostgreSQL's jsonb stores: JSON without a lone surrogate. */
const jsonbStorable = (value: string) => !/[\p{Cs}]/u.test(value);

describe('an attribution value', () => {
  it('is cut before an emoji the limit would split, never inside it', () => {
    expect(attributionValue(`${'a'.repeat(199)}${smile}`)).toBe('a'.repeat(199));
    expect(attributionValue(`${'a'.repeat(198)}${smile}`)).toBe(`${'a'.repeat(198)}${smile}`);
    expect(attributionValue(`${'a'.repeat(198)}${smile}tail`)).toBe(`${'a'.repeat(198)}${smile}`);
  });

  it('is always storable, at most the limit long, and the start of what was sent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 260 }), (raw) => {
        const value = attributionValue(raw);
        if (typeof value !== 'string') return;
        expect(jsonbStorable(value)).toBe(true);
        expect(value.length).toBeLessThanOrEqual(attributionValueMaxLength);
        expect(raw.trim().startsWith(value)).toBe(true);
      }),
    );
    // A hundred random strings take seconds on a busy machine.
  }, 60_000);

  it.each([
    ['a control character', 'ne\u0000ws'],
    ['a line break', 'spring\nsale'],
    ['a lone surrogate', 'half \ud83d'],
    ['a line separator', 'news\u2028letter'],
    ['a bidi override', 'moc.\u202eevil'],
    ['a zero-width joiner', 'sp\u200dring'],
    ['no string', 42],
  ])('is refused with %s', (_case, raw) => {
    expect(attributionValue(raw)).toBe(false);
  });
});

describe('an attribution', () => {
  it('keeps the known fields that can be kept and names the ones dropped', () => {
    expect(
      readAttribution({
        utm_source: ' news ',
        gclid: 7,
        utm_term: '',
        other: 'x',
        utm_medium: 'a\tb',
      }),
    ).toEqual({ attribution: { utm_source: 'news' }, dropped: ['utm_medium', 'gclid'] });
    expect(readAttribution('news')).toEqual({ attribution: {}, dropped: ['attribution'] });
    expect(readAttribution(undefined)).toEqual({ attribution: {}, dropped: [] });
  });
});
