import { describe, expect, it } from 'vitest';
import { fillCopy, fillTemplate } from './fillTemplate';

describe('fillTemplate', () => {
  it('puts each named value in its place, as often as it appears', () => {
    expect(fillTemplate('{days}-day trial, {days} days to decide', { days: 30 })).toBe(
      '30-day trial, 30 days to decide',
    );
  });

  it('throws on a placeholder with no value, so bad copy fails the build', () => {
    expect(() => fillTemplate('Start your {trialDays}-day trial', {})).toThrow('{trialDays}');
  });

  it('leaves text without placeholders as it is', () => {
    expect(fillTemplate('No hidden fees.', { days: 30 })).toBe('No hidden fees.');
  });
});

describe('fillCopy', () => {
  it('fills every string of an entry, in nested lists and objects, and keeps other values', () => {
    const entry = { title: '{days} days', items: [{ text: 'after {days}' }], external: true, n: 2 };
    expect(fillCopy(entry, { days: 30 })).toEqual({
      title: '30 days',
      items: [{ text: 'after 30' }],
      external: true,
      n: 2,
    });
  });
});
