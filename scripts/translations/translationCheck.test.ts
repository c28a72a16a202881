import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { checkTranslations, describeReports } from './translationCheck';

const contentRoot = join(process.cwd(), 'src', 'content');

const copies: string[] = [];
afterEach(() => {
  for (const folder of copies.splice(0)) rmSync(folder, { recursive: true, force: true });
});

/** A copy of src/content to break on purpose; the real one is never touched. */
function contentCopy(): string {
  const folder = mkdtempSync(join(tmpdir(), 'content-'));
  copies.push(folder);
  const root = join(folder, 'content');
  cpSync(contentRoot, root, { recursive: true });
  return root;
}

describe('checkTranslations', () => {
  it('passes the content as it is: every language has every entry', () => {
    expect(describeReports(checkTranslations(contentRoot))).toBe('');
  });

  it('reports exactly the key removed from one language’s file, and so fails the build', () => {
    const root = contentCopy();
    const file = join(root, 'signup-messages', 'de.json');
    const rest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    delete rest.emailExists;
    writeFileSync(file, JSON.stringify(rest, null, 2));
    const reports = checkTranslations(root);
    expect(reports).toEqual([
      { locale: 'de', file, problems: [{ at: 'emailExists', problem: 'is missing' }] },
    ]);
    expect(describeReports(reports)).toBe(`${file}: emailExists is missing`);
  });

  it('reports exactly a language’s file that is missing', () => {
    const root = contentCopy();
    const file = join(root, 'closing-cta', 'it.json');
    rmSync(file);
    expect(checkTranslations(root)).toEqual([
      { locale: 'it', file, problems: [{ at: '(file)', problem: 'is missing' }] },
    ]);
  });

  it('reports exactly a missing file of a collection kept one folder per language', () => {
    const root = contentCopy();
    const file = join(root, 'faq', 'fr', '03-ad-spend.yaml');
    rmSync(file);
    expect(checkTranslations(root)).toEqual([
      { locale: 'fr', file, problems: [{ at: '(file)', problem: 'is missing' }] },
    ]);
  });

  it('reports a file no English one matches', () => {
    const root = contentCopy();
    const file = join(root, 'faq', 'es', '99-extra.yaml');
    writeFileSync(file, 'question: ¿Una más?\nanswer:\n  - Sí.\n');
    expect(checkTranslations(root)).toEqual([
      { locale: 'es', file, problems: [{ at: '(file)', problem: 'has no English original' }] },
    ]);
  });

  it('reports a sentence of a case study left in English, naming where', () => {
    const root = contentCopy();
    const english = readFileSync(join(root, 'cases', 'en', 'handcraft-blends.md'), 'utf8');
    const file = join(root, 'cases', 'de', 'handcraft-blends.md');
    const german = readFileSync(file, 'utf8');
    const englishBody = english.slice(english.lastIndexOf('\n---\n'));
    writeFileSync(file, `${german.slice(0, german.lastIndexOf('\n---\n'))}${englishBody}`);
    const reports = checkTranslations(root);
    expect(reports.map((report) => report.file)).toEqual([file]);
    expect(reports[0]?.problems.map((problem) => problem.at)).toEqual(['body']);
    expect(reports[0]?.problems[0]?.problem).toMatch(/still in English/);
  });

  it('leaves the team console out: it is English only', () => {
    const root = contentCopy();
    rmSync(join(root, 'team-console', 'en.json'));
    expect(describeReports(checkTranslations(root))).toBe('');
  });

  it('asks for every legal document in every language, with its numbers kept', () => {
    const root = contentCopy();
    const file = join(root, 'legal', 'de', 'privacy-policy.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('30 Tagen', '90 Tagen'));
    rmSync(join(root, 'legal', 'fr', 'terms-of-service.md'));
    const reports = checkTranslations(root);
    expect(reports.map(({ locale, file }) => [locale, file])).toEqual([
      ['de', file],
      ['fr', join(root, 'legal', 'fr', 'terms-of-service.md')],
    ]);
    expect(reports[0]?.problems[0]?.problem).toMatch(/numbers/);
  });

  it('still asks every other collection for every language', () => {
    const root = contentCopy();
    rmSync(join(root, 'home', 'de.json'));
    rmSync(join(root, 'home', 'es.json'));
    const missing = checkTranslations(root).map(({ locale, file }) => [locale, file]);
    expect(missing).toEqual(
      ['de', 'es'].map((locale) => [locale, join(root, 'home', `${locale}.json`)]),
    );
  });
});
