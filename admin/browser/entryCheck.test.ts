import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkTranslations, describeReports } from '../../scripts/translations/translationCheck';
import { copyCollections } from '../../shared/copy/collections';
import { readEntry } from '../contentFiles';
import { BODY_KEY, copyFileFormats } from '../copyFormats';
import { fieldLabelPath } from '../fieldLabels';
import { fileProblems } from './entryCheck';

/**
 * The check the editor runs before a save is the build's own: a file the build's translation
 * check refuses, the editor refuses with the same words, and a file the build accepts it saves.
 */
const home = (locale: string) => readEntry(copyCollections.home, `src/content/home/${locale}.json`);
const german = home('de');
const english = home('en');
const check = (data: Record<string, unknown>) =>
  fileProblems(
    { collection: 'home', locale: 'de', file: 'src/content/home/de.json', data },
    english,
  );

const copies: string[] = [];
afterAll(() => copies.forEach((copy) => rmSync(copy, { recursive: true, force: true })));

/** What the build says of the German home page with this content. */
function buildSays(data: Record<string, unknown>): string[] {
  const root = mkdtempSync(join(tmpdir(), 'editor-check-'));
  copies.push(root);
  cpSync('src/content', root, { recursive: true });
  writeFileSync(join(root, 'home/de.json'), copyFileFormats.json.toFile(data));
  const reports = checkTranslations(root).filter((report) => report.file.endsWith('home/de.json'));
  return describeReports(reports)
    .split('\n')
    .filter(Boolean)
    .map((line) => line.replace(`${root}/`, 'src/content/'));
}

const hero = german.hero as Record<string, unknown>;
const englishHero = english.hero as Record<string, unknown>;

describe('the check before a save', () => {
  it('lets the saved copy through', () => {
    expect(check(german)).toEqual([]);
  });

  it('refuses what the build refuses, naming the field as the editor does', () => {
    const drafts = {
      'left in English': { ...german, hero: { ...hero, headlineLead: englishHero.headlineLead } },
      'a placeholder lost': { ...german, hero: { ...hero, ratingLabel: 'aus Bewertungen' } },
      'a key missing': { ...german, hero: { ...hero, promise: undefined } },
      'a list shorter': { ...german, hero: { ...hero, typingPhrases: ['nur eine'] } },
    };
    for (const [what, draft] of Object.entries(drafts)) {
      const data = JSON.parse(JSON.stringify(draft)) as Record<string, unknown>;
      const build = buildSays(data);
      expect(build.length, what).toBeGreaterThan(0);
      // The build names the file and the key; the editor the language and the field.
      const inEditorWords = build.map((line) => {
        const [, at = '', problem = ''] = /^[^:]+: (\S+) (.*)$/.exec(line) ?? [];
        const field =
          at === '(entry)' ? 'The entry' : fieldLabelPath(copyCollections.home.schema, at);
        return `Deutsch · ${field}: ${problem}`;
      });
      expect(check(data), what).toEqual(expect.arrayContaining(inEditorWords));
    }
    // Four copies of src/content, each checked whole as the build does: slow on a busy machine.
  }, 60_000);

  it('holds the file to its collection’s schema', () => {
    const problems = check({ ...german, hero: { ...hero, promise: '' } });
    expect(
      problems.some((problem) => problem.startsWith('Deutsch · Top of the page › Promise:')),
    ).toBe(true);
    const long = check({ ...german, hero: { ...hero, headlineLead: 'Wort '.repeat(61) } });
    expect(long).toContain(
      'Deutsch · Top of the page › Headline, first part: At most 60 characters; this has 304. Say it shorter.',
    );
  });

  it('refuses Markdown in a case study’s challenge, which the page prints as plain words', () => {
    const file = 'src/content/cases/en/handcraft-blends.md';
    const data = readEntry(copyCollections.cases, file);
    const entry = { collection: 'cases', locale: 'en' as const, file };
    expect(fileProblems({ ...entry, data })).toEqual([]);
    const marked = { ...data, [BODY_KEY]: 'It was **hard**.' };
    expect(fileProblems({ ...entry, data: marked })).toEqual([
      expect.stringContaining('Markdown in the challenge'),
    ]);
  });
});
