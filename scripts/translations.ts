import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { defaultLocale, locales, type Locale } from '../shared/language/locales';
import {
  compareTranslation,
  type TranslationProblem,
} from '../src/content/translations/compareTranslation';

/**
 * Every content collection in every language, checked against English: a file or a key missing
 * in one language, one too many, a placeholder or a number changed, or a sentence left in English
 * stops the build (docs/languages.md).
 */

/**
 * Collections with no translations to check: the legal documents, published in English only
 * (other languages show them with a note), and the team console's pages and messages: the team's
 * own tool, in English only.
 */
export const englishOnlyCollections: ReadonlySet<string> = new Set([
  'legal',
  'team-console',
  'team-messages',
]);

export interface TranslationReport {
  locale: Locale;
  file: string;
  problems: TranslationProblem[];
}

/** A content file as data: YAML or JSON as parsed, Markdown as its frontmatter plus its body. */
export function readCopy(path: string): unknown {
  const source = readFileSync(path, 'utf8');
  if (!path.endsWith('.md')) return parse(source) as unknown;
  const [, frontmatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? [];
  return { frontmatter: parse(frontmatter) as unknown, body: body.trim() };
}

/** The files of one language in a collection, relative to the collection's folder. */
function filesOf(collection: string, locale: Locale): string[] {
  const folder = join(collection, locale);
  if (existsSync(folder)) return readdirSync(folder).map((name) => join(locale, name));
  return readdirSync(collection).filter((name) => name.replace(/\.(json|ya?ml)$/, '') === locale);
}

export function checkTranslations(contentRoot: string): TranslationReport[] {
  const sameInEveryLanguage = new Set(
    JSON.parse(
      readFileSync(join(contentRoot, 'translations/same-in-every-language.json'), 'utf8'),
    ) as string[],
  );
  const collections = readdirSync(contentRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !englishOnlyCollections.has(entry.name))
    .map((entry) => join(contentRoot, entry.name))
    .filter((folder) => filesOf(folder, defaultLocale).length > 0);
  const reports: TranslationReport[] = [];
  for (const collection of collections) {
    const englishFiles = filesOf(collection, defaultLocale);
    for (const locale of locales.filter((locale) => locale !== defaultLocale)) {
      const translatedFiles = filesOf(collection, locale);
      const counterpart = (file: string, from: Locale, to: Locale) =>
        file.startsWith(`${from}/`)
          ? `${to}/${file.slice(from.length + 1)}`
          : file.replace(from, to);
      const fileProblem = (file: string, problem: string) =>
        reports.push({ locale, file, problems: [{ at: '(file)', problem }] });
      for (const file of englishFiles) {
        const translatedFile = counterpart(file, defaultLocale, locale);
        const shown = join(collection, translatedFile);
        if (!translatedFiles.includes(translatedFile)) {
          fileProblem(shown, 'is missing');
          continue;
        }
        const problems = compareTranslation(
          readCopy(join(collection, file)),
          readCopy(shown),
          sameInEveryLanguage,
        );
        if (problems.length > 0) reports.push({ locale, file: shown, problems });
      }
      for (const file of translatedFiles) {
        if (!englishFiles.includes(counterpart(file, locale, defaultLocale))) {
          fileProblem(join(collection, file), 'has no English original');
        }
      }
    }
  }
  return reports;
}

export function describeReports(reports: readonly TranslationReport[]): string {
  return reports
    .flatMap(({ file, problems }) => problems.map(({ at, problem }) => `${file}: ${at} ${problem}`))
    .join('\n');
}
