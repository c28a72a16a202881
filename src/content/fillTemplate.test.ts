import { describe, expect, it } from 'vitest';
import { fillTemplate, templatePlaceholders } from './fillTemplate';

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

  it('lists the placeholders a template uses', () => {
    expect(templatePlaceholders('{a} and {b}, then {a}')).toEqual(['a', 'b', 'a']);
  });
});
