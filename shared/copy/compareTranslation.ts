/**
 * Compares one translated copy entry with its English original: the same keys and list lengths,
 * every `{placeholder}` kept, the same numbers (written the language's way), and no sentence left
 * in English. The build runs it over every content file (scripts/check-translations.ts).
 */
export interface TranslationProblem {
  /** Where in the entry: `hero.typingPhrases[2]`. */
  at: string;
  problem: string;
}

/** Keys whose values are identifiers or addresses, never words. */
const notCopyKeys = new Set(['href', 'id', 'icon', 'flag', 'kind', 'src', 'trend', 'targetId']);

const placeholders = (text: string) => [...text.matchAll(/\{\w+\}/g)].map(([name]) => name).sort();

/**
 * The numbers of a text, without their separators: "7.39", "7,39" and "1 499" read as 739, 739
 * and 1499, so a translation may write them its own way but may not change them.
 */
export function numbersIn(text: string): string[] {
  const withoutPlaceholders = text.replace(/\{\w+\}/g, ' ');
  return [...withoutPlaceholders.matchAll(/\d+(?:[.,\s\u00a0\u202f]\d+)*/g)]
    .map(([number]) => number.replace(/[.,\s\u00a0\u202f]/g, ''))
    .sort();
}

/** Text with nothing a language would translate: placeholders, addresses, numbers, signs. */
function hasWords(text: string): boolean {
  const rest = text
    .replace(/\{\w+\}/g, ' ')
    .replace(/\b(?:https?:\/\/|mailto:)\S+/g, ' ')
    .replace(/(^|\s)\/\S*/g, ' ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
  return rest !== '';
}

const sameList = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((value, index) => value === b[index]);

export function compareTranslation(
  english: unknown,
  translated: unknown,
  sameInEveryLanguage: ReadonlySet<string>,
  at = '',
): TranslationProblem[] {
  const here = at === '' ? '(entry)' : at;
  const problemHere = (problem: string): TranslationProblem[] => [{ at: here, problem }];
  if (Array.isArray(english)) {
    if (!Array.isArray(translated)) return problemHere('should be a list');
    if (translated.length !== english.length) {
      return problemHere(`has ${translated.length} items where English has ${english.length}`);
    }
    return english.flatMap((item: unknown, index) =>
      compareTranslation(item, translated[index], sameInEveryLanguage, `${at}[${index}]`),
    );
  }
  if (english !== null && typeof english === 'object') {
    if (translated === null || typeof translated !== 'object' || Array.isArray(translated)) {
      return problemHere('should be an object');
    }
    const englishKeys = Object.keys(english);
    const translatedKeys = Object.keys(translated);
    const child = (key: string) => (at ? `${at}.${key}` : key);
    const onlyIn = (keys: string[], others: string[], problem: string) =>
      keys.filter((key) => !others.includes(key)).map((key) => ({ at: child(key), problem }));
    const problems: TranslationProblem[] = [
      ...onlyIn(englishKeys, translatedKeys, 'is missing'),
      ...onlyIn(translatedKeys, englishKeys, 'is not in English'),
    ];
    for (const key of englishKeys.filter((key) => translatedKeys.includes(key))) {
      const englishValue: unknown = (english as Record<string, unknown>)[key];
      const translatedValue: unknown = (translated as Record<string, unknown>)[key];
      if (!notCopyKeys.has(key)) {
        problems.push(
          ...compareTranslation(englishValue, translatedValue, sameInEveryLanguage, child(key)),
        );
      } else if (translatedValue !== englishValue) {
        problems.push({ at: child(key), problem: 'is an identifier and must stay as in English' });
      }
    }
    return problems;
  }
  if (typeof english === 'string') {
    if (typeof translated !== 'string') return problemHere('should be text');
    const problems = translated.trim() === '' ? problemHere('is empty') : [];
    const compared = [
      ['placeholders', placeholders],
      ['the numbers', numbersIn],
    ] as const;
    for (const [what, read] of compared) {
      const [inEnglish, inTranslation] = [read(english), read(translated)];
      if (!sameList(inEnglish, inTranslation)) {
        problems.push({
          at: here,
          problem: `has ${what} ${inTranslation.join(' ') || 'none'} where English has ${inEnglish.join(' ') || 'none'}`,
        });
      }
    }
    if (translated === english && hasWords(english) && !sameInEveryLanguage.has(english)) {
      problems.push(...problemHere(`is still in English: "${english}"`));
    }
    return problems;
  }
  return translated === english
    ? []
    : problemHere(`should be ${JSON.stringify(english)}, as in English`);
}
