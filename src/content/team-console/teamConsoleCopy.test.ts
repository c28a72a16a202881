import { describe, expect, it } from 'vitest';
import { templatePlaceholders } from '../../../test/templatePlaceholders';
import { copyCollections } from '../../../shared/copy/collections';
import { readCopy } from '../../../shared/copy/readCopy';
import { periodPresets } from '../../team/consolePeriod';

const teamConsoleSchema = copyCollections.teamConsole.schema;

/** Every value the console fills in its copy. */
const filled = [
  'minutes',
  'email',
  'page',
  'pages',
  'total',
  'count',
  'kind',
  'message',
  'period',
  'previous',
  'days',
  'first',
  'last',
  'change',
  'chart',
  'figures',
  'name',
  'most',
  'share',
  'reasons',
  'level',
  'billing',
  'time',
  'attempts',
  'value',
  'trials',
  'counted',
  'uncounted',
];

describe('the team console’s copy', () => {
  it('passes its collection’s schema and names only values the console fills', () => {
    const copy = readCopy('teamConsole', 'en');
    const unknown = templatePlaceholders(JSON.stringify(copy)).filter(
      (name) => !filled.includes(name),
    );
    expect(unknown).toEqual([]);
  });

  it('refuses a label for a funnel step that does not exist', () => {
    const copy = readCopy('teamConsole', 'en');
    const funnel = { ...copy.funnel, steps: { ...copy.funnel.steps, signup: 'Signed up' } };
    expect(teamConsoleSchema.safeParse({ ...copy, funnel }).success).toBe(false);
  });

  it('names every preset period the console offers, and no other', () => {
    const copy = readCopy('teamConsole', 'en');
    expect(Object.keys(copy.period.presets).sort()).toEqual([...periodPresets].sort());
  });

  it('gives every count both of English’s plural forms', () => {
    const copy = readCopy('teamConsole', 'en');
    const counts = [copy.signups.count, copy.deliveries.attempts, copy.dropped.count];
    for (const forms of counts) {
      expect(forms.one).toContain('{count}');
      expect(forms.other).toContain('{count}');
      expect(forms.one).not.toBe(forms.other);
    }
  });
});
