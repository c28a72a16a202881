import { describe, expect, it } from 'vitest';
import { templatePlaceholders } from './templatePlaceholders';

describe('templatePlaceholders', () => {
  it('lists the placeholders a template uses, as often as it uses them', () => {
    expect(templatePlaceholders('{a} and {b}, then {a}')).toEqual(['a', 'b', 'a']);
    expect(templatePlaceholders('No hidden fees.')).toEqual([]);
  });
});
