import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { copyCollections, type CopyCollection } from '../../shared/copy/collections';
import { parseContentFile } from '../../shared/copy/readCopy';
import { defaultLocale, locales, type Locale } from '../../shared/language/locales';
import { compareTranslation, type TranslationProblem } from '../../shared/copy/compareTranslation';
import sameEverywhere from '../../shared/copy/same-in-every-language.json' with { type: 'json' };

/**
 * Every content collection in every language, checked against English: a file or a key missing
 * in one language, one too many, a placeholder or a number changed, or a sentence left in English
 * stops the build (docs/languages.md). The team console's copy is English only: nothing to check.
 */

export interface TranslationReport {
  locale: Locale;
  file: string;
  problems: TranslationProblem[];
}

/** Sentences that are the same in every language (brand and product names, addresses). */
const sameInEveryLanguage: ReadonlySet<string> = new Set(sameEverywhere);

/** A content file as the check compares it: its data, and a Markdown file's body. */
function comparable(path: string): unknown {
  const { data, body } = parseContentFile(path);
  return path.endsWith('.md') ? { frontmatter: data, body: body.trim() } : data;
}

/** The files of one language in a collection, relative to the collection's folder. */
function filesOf(folder: string, { format, layout }: CopyCollection, locale: Locale): string[] {
  if (layout === 'file')
    return existsSync(join(folder, `${locale}.${format}`)) ? [`${locale}.${format}`] : [];
  const languageFolder = join(folder, locale);
  return existsSync(languageFolder)
    ? readdirSync(languageFolder).map((name) => join(locale, name))
    : [];
}

/** The same file in another language: `de.json` for `en.json`, `de/01-free-trial.yaml`… */
const counterpart = (file: string, from: Locale, to: Locale) =>
  file.startsWith(`${from}/`) ? `${to}/${file.slice(from.length + 1)}` : file.replace(from, to);

export function checkTranslations(contentRoot: string): TranslationReport[] {
  const reports: TranslationReport[] = [];
  const translated = Object.values(copyCollections).filter(({ languages }) => languages === 'all');
  for (const collection of translated) {
    const folder = join(contentRoot, collection.folder);
    const englishFiles = filesOf(folder, collection, defaultLocale);
    for (const locale of locales.filter((locale) => locale !== defaultLocale)) {
      const translatedFiles = filesOf(folder, collection, locale);
      const fileProblem = (file: string, problem: string) =>
        reports.push({ locale, file, problems: [{ at: '(file)', problem }] });
      for (const file of englishFiles) {
        const translatedFile = counterpart(file, defaultLocale, locale);
        const shown = join(folder, translatedFile);
        if (!translatedFiles.includes(translatedFile)) {
          fileProblem(shown, 'is missing');
          continue;
        }
        const problems = compareTranslation(
          comparable(join(folder, file)),
          comparable(shown),
          sameInEveryLanguage,
        );
        if (problems.length > 0) reports.push({ locale, file: shown, problems });
      }
      for (const file of translatedFiles) {
        if (!englishFiles.includes(counterpart(file, locale, defaultLocale))) {
          fileProblem(join(folder, file), 'has no English original');
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
