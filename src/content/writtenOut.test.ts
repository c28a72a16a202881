import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeDay, writeUsd } from './writtenOut';

const intlUsd = (digits: number) =>
  new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });

describe('writeUsd', () => {
  it('writes whole dollars as Intl does', () => {
    const intl = intlUsd(0);
    expect(writeUsd(470)).toBe('$470');
    expect(writeUsd(100_000)).toBe('$100,000');
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (amount) => {
        expect(writeUsd(amount)).toBe(intl.format(amount));
      }),
    );
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e7, noNaN: true }), (amount) => {
        expect(writeUsd(amount)).toBe(intl.format(amount));
      }),
    );
  });

  it('writes dollars and cents as Intl does', () => {
    const intl = intlUsd(2);
    expect(writeUsd(470 / 12, { cents: true })).toBe('$39.17');
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e8 }), fc.integer({ min: 1, max: 12 }), (n, d) => {
        expect(writeUsd(n / d, { cents: true })).toBe(intl.format(n / d));
      }),
    );
  });
});

describe('writeDay', () => {
  it('writes a UTC day as Intl does, day first', () => {
    const intl = new Intl.DateTimeFormat('en-US', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    expect(writeDay(new Date('2026-12-23T23:59:00Z'))).toBe('23 Dec 2026');
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1970-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }),
        (date) => {
          const parts = Object.fromEntries(intl.formatToParts(date).map((p) => [p.type, p.value]));
          expect(writeDay(date)).toBe(`${parts.day} ${parts.month} ${parts.year}`);
        },
      ),
    );
  });
});
