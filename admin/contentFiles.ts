import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { copyCollections, type CopyCollection } from '../shared/copy/collections';
import { defaultLocale, type Locale } from '../shared/language/locales';
import { copyFileFormats, withoutSource } from './copyFormats';
import { CONTENT_ROOT, type EnglishEntries } from './editorConfig';

/** The files of one language in a collection, relative to the repository's root, sorted. */
export function collectionFiles(
  collection: CopyCollection,
  locale: Locale,
  root = process.cwd(),
): string[] {
  const folder = `${CONTENT_ROOT}/${collection.folder}`;
  if (collection.layout === 'file') {
    const file = `${folder}/${locale}.${collection.format}`;
    return existsSync(join(root, file)) ? [file] : [];
  }
  const languageFolder = join(root, folder, locale);
  if (!existsSync(languageFolder)) return [];
  return readdirSync(languageFolder)
    .filter((name) => name.endsWith(`.${collection.format}`))
    .sort()
    .map((name) => `${folder}/${locale}/${name}`);
}

/** A content file's values as the editor holds them (a Markdown file's body under `body`). */
export function readEntry(collection: CopyCollection, file: string, root = process.cwd()) {
  return withoutSource(
    copyFileFormats[collection.format].fromFile(readFileSync(join(root, file), 'utf8')),
  );
}

/** The English entries of every collection, read from the working copy. */
export function englishEntriesIn(root = process.cwd()): EnglishEntries {
  const collections: Record<string, CopyCollection> = copyCollections;
  return (name) => {
    const collection = collections[name];
    if (!collection) return [];
    return collectionFiles(collection, defaultLocale, root).map((file) =>
      readEntry(collection, file, root),
    );
  };
}
