import { copyCollections, type CopyCollection } from '../../shared/copy/collections';
import { defaultLocale, localeFacts, type Locale } from '../../shared/language/locales';
import { fieldLabelPath } from '../fieldLabels';
import { challengeParagraphs } from '../../src/sections/case-study/caseStudy';
import { compareTranslation } from '../../shared/copy/compareTranslation';
import sameInEveryLanguage from '../../shared/copy/same-in-every-language.json' with { type: 'json' };
import { BODY_KEY } from '../copyFormats';

/**
 * The build's own rules for one file of an entry, as the editor checks it before saving and as
 * the preview lists them: the collection's zod schema (shared/copy/schemas.ts), and against
 * English the translation check (scripts/check-translations.ts): the same keys and lists, every
 * placeholder and number kept, no sentence left in English. Each problem names the language and
 * the field as the editor does ("Deutsch · Top of the page › Headline, first part: …").
 */
export interface EntryFile {
  collection: string;
  locale: Locale;
  /** Its path in the repository: the problems name it. */
  file: string;
  /** Its values as the editor holds them (a Markdown file's body under `body`). */
  data: Record<string, unknown>;
}

const collections: Record<string, CopyCollection> = copyCollections;
const kept = new Set(sameInEveryLanguage);

/** A file as the translation check reads it: Markdown as its frontmatter and its body. */
function asTheBuildReadsIt(collection: CopyCollection, data: Record<string, unknown>): unknown {
  if (collection.format !== 'md') return data;
  const { [BODY_KEY]: body, ...frontmatter } = data;
  return { frontmatter, body: typeof body === 'string' ? body.trim() : '' };
}

export function fileProblems(entry: EntryFile, english?: Record<string, unknown>): string[] {
  const collection = collections[entry.collection];
  if (!collection) return [];
  const where = (path: string | readonly PropertyKey[]) =>
    `${localeFacts[entry.locale].name} · ${fieldLabelPath(collection.schema, path)}`;
  const { [BODY_KEY]: body, ...frontmatter } = entry.data;
  const values = collection.format === 'md' ? frontmatter : entry.data;
  const problems: string[] = [];
  const parsed = collection.schema.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      problems.push(`${where(issue.path)}: ${issue.message}`);
    }
  }
  if (entry.collection === 'cases') {
    try {
      challengeParagraphs(entry.file, typeof body === 'string' ? body : '');
    } catch (error) {
      problems.push(
        `${where([BODY_KEY])}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  if (english && entry.locale !== defaultLocale && collection.languages === 'all') {
    const translated = compareTranslation(
      asTheBuildReadsIt(collection, english),
      asTheBuildReadsIt(collection, entry.data),
      kept,
    );
    problems.push(
      ...translated.map(({ at, problem }) => `${where(at === '(entry)' ? '' : at)}: ${problem}`),
    );
  }
  return problems;
}
