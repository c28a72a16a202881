import { describe, expect, it } from 'vitest';
import sameInEveryLanguageList from './same-in-every-language.json' with { type: 'json' };
import { compareTranslation, numbersIn } from './compareTranslation';

const sameInEveryLanguage: ReadonlySet<string> = new Set(sameInEveryLanguageList);
const compare = (english: unknown, translated: unknown) =>
  compareTranslation(english, translated, sameInEveryLanguage);

const english = {
  heading: 'Try {trialDays}-Days Free Trial',
  body: 'Pay {price} a month for up to 7.39M in ad spend.',
  items: [
    { title: 'Fast setup', href: '/pricing', icon: 'clock' },
    { title: 'No lock-in', href: '/cases', icon: 'shield' },
  ],
};

const german = {
  heading: '{trialDays} Tage kostenlos testen',
  body: 'Zahlen Sie {price} im Monat für bis zu 7,39 Mio. Werbeausgaben.',
  items: [
    { title: 'Schnell eingerichtet', href: '/pricing', icon: 'clock' },
    { title: 'Keine Bindung', href: '/cases', icon: 'shield' },
  ],
};

describe('compareTranslation', () => {
  it('finds nothing wrong with a complete translation', () => {
    expect(compare(english, german)).toEqual([]);
  });

  it('names a key missing in the translation', () => {
    const missing: Partial<typeof german> = { ...german };
    delete missing.body;
    expect(compare(english, missing)).toEqual([{ at: 'body', problem: 'is missing' }]);
  });

  it('names a key missing deep in a list', () => {
    const [first, second] = german.items;
    const missing = { ...german, items: [first, { href: second?.href, icon: second?.icon }] };
    expect(compare(english, missing)).toEqual([{ at: 'items[1].title', problem: 'is missing' }]);
  });

  it('names a key English does not have', () => {
    expect(compare(english, { ...german, extra: 'Mehr' })).toEqual([
      { at: 'extra', problem: 'is not in English' },
    ]);
  });

  it('names a list of another length', () => {
    const problems = compare(english, { ...german, items: german.items.slice(0, 1) });
    expect(problems).toEqual([{ at: 'items', problem: 'has 1 items where English has 2' }]);
  });

  it('names a placeholder dropped, renamed or added', () => {
    const dropped = compare(english, { ...german, heading: 'Dreißig Tage kostenlos testen' });
    expect(dropped).toHaveLength(1);
    expect(dropped[0]?.at).toBe('heading');
    expect(dropped[0]?.problem).toMatch(/placeholders none where English has \{trialDays\}/);
    const renamed = compare(english, { ...german, heading: '{days} Tage kostenlos testen' });
    expect(renamed.map((problem) => problem.at)).toEqual(['heading']);
    const added = compare(english, {
      ...german,
      heading: '{trialDays} Tage kostenlos mit {brandName} testen',
    });
    expect(added.map((problem) => problem.at)).toEqual(['heading']);
  });

  it('names a number changed', () => {
    const problems = compare(english, {
      ...german,
      body: 'Zahlen Sie {price} im Monat für bis zu 7,49 Mio. Werbeausgaben.',
    });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ at: 'body' });
    expect(problems[0]?.problem).toMatch(/numbers 749 where English has 739/);
  });

  it('reads a number the same in every language’s writing: "7.39" and "7,39", "1,499" and "1 499"', () => {
    expect(numbersIn('7.39M')).toEqual(numbersIn('7,39 Mio.'));
    expect(numbersIn('$1,499')).toEqual(numbersIn('1 499 $US'));
    expect(numbersIn('$1,499')).toEqual(numbersIn('1\u202f499 $US'));
    expect(numbersIn('$1,499')).toEqual(numbersIn('1.499 $'));
    expect(numbersIn('$1,499')).not.toEqual(numbersIn('1.500 $'));
    expect(compare({ price: 'From $1,499' }, { price: 'Ab 1.499 $' })).toEqual([]);
    expect(compare({ price: 'From $1,499' }, { price: 'À partir de 1\u00a0499 $US' })).toEqual([]);
  });

  it('does not count a placeholder’s name as a number', () => {
    expect(numbersIn('Step {step1} of 3')).toEqual(['3']);
  });

  it('flags a sentence left in English', () => {
    const problems = compare(english, { ...german, items: english.items });
    expect(problems).toEqual([
      { at: 'items[0].title', problem: 'is still in English: "Fast setup"' },
      { at: 'items[1].title', problem: 'is still in English: "No lock-in"' },
    ]);
  });

  it('accepts text that is the same in every language, or that has no words', () => {
    expect(sameInEveryLanguage.has('Amazon')).toBe(true);
    expect(
      compare({ name: 'Amazon', level: 'Ultimate' }, { name: 'Amazon', level: 'Ultimate' }),
    ).toEqual([]);
    for (const wordless of [
      '{price}',
      '30%',
      'https://help.adhelm.com',
      '/pricing',
      '—',
      '{a} · {b}',
    ]) {
      expect(compare({ text: wordless }, { text: wordless }), wordless).toEqual([]);
    }
  });

  it('keeps identifiers as in English: links, ids, icons, kinds', () => {
    const problems = compare(english, {
      ...german,
      items: [
        { title: 'Schnell eingerichtet', href: '/preise', icon: 'clock' },
        { title: 'Keine Bindung', href: '/cases', icon: 'schild' },
      ],
    });
    expect(problems).toEqual([
      { at: 'items[0].href', problem: 'is an identifier and must stay as in English' },
      { at: 'items[1].icon', problem: 'is an identifier and must stay as in English' },
    ]);
    expect(compare({ id: 'standard' }, { id: 'standard' })).toEqual([]);
    expect(compare({ kind: 'promoted' }, { kind: 'gefördert' })).toHaveLength(1);
  });

  it('names an empty text and a value of another kind', () => {
    expect(compare({ text: 'Hello' }, { text: '  ' }).map((problem) => problem.problem)).toContain(
      'is empty',
    );
    expect(compare({ text: 'Hello' }, { text: 3 })).toEqual([
      { at: 'text', problem: 'should be text' },
    ]);
    expect(compare({ list: ['a'] }, { list: 'a' })).toEqual([
      { at: 'list', problem: 'should be a list' },
    ]);
    expect(compare({ nested: { a: 'Hello' } }, { nested: ['Hallo'] })).toEqual([
      { at: 'nested', problem: 'should be an object' },
    ]);
    expect(compare({ supported: true, ms: 80 }, { supported: false, ms: 80 })).toEqual([
      { at: 'supported', problem: 'should be true, as in English' },
    ]);
  });
});
