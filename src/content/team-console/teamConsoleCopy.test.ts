import { describe, expect, it } from 'vitest';
import { templatePlaceholders } from '../../../shared/language/fillTemplate';
import { copyCollections } from '../../../shared/copy/collections';
import { readCopy } from '../../../shared/copy/readCopy';

const teamConsoleSchema = copyCollections.teamConsole.schema;

const filled = ['minutes', 'email', 'page', 'pages', 'total', 'count', 'kind', 'message'];

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
});
