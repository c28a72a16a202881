import { readFileSync, readdirSync } from 'node:fs';
import { basename, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { fillCopy, type TemplateValues } from '../language/fillTemplate';
import type { Locale } from '../language/locales';
import {
  copyCollections,
  type CollectionName,
  type Copy,
  type EntryCollection,
  type FileCollection,
} from './collections';
import { copyValues } from './copyValues';

/** Set by the server's bundle (scripts/build-server.ts), which carries the copy it reads beside it. */
declare const BUNDLED_CONTENT_DIR: string | undefined;

/**
 * Where the content files are: src/content/ of the repository the process runs in (the tests,
 * the scripts, the server run from source and the site's build, which moves this module into a
 * bundle elsewhere), or the folder beside the compiled server.
 */
export const contentDir =
  typeof BUNDLED_CONTENT_DIR === 'string'
    ? fileURLToPath(new URL(BUNDLED_CONTENT_DIR, import.meta.url))
    : join(process.cwd(), 'src', 'content');

/** One content file: its data (a Markdown file's frontmatter) and a Markdown file's body. */
export interface CopyEntry<Name extends CollectionName> {
  /** The file's name without its extension: `01-free-trial`, `handcraft-blends`. */
  id: string;
  data: Copy<Name>;
  body: string;
}

const frontmatter = /^---\r?\n([\s\S]*?)\r?\n---(?:\r?\n|$)([\s\S]*)$/;

/**
 * One content file as it is written, unchecked: YAML or JSON as data, Markdown as its frontmatter
 * and its body. The build's translation check compares these; everything else reads checked copy.
 */
export function parseContentFile(path: string): { data: unknown; body: string } {
  const source = readFileSync(path, 'utf8');
  if (extname(path) !== '.md') return { data: parse(source) as unknown, body: '' };
  const [, header = '', body = ''] = frontmatter.exec(source) ?? [];
  return { data: parse(header) as unknown, body };
}

function readFile<Name extends CollectionName>(name: Name, path: string): CopyEntry<Name> {
  const { data, body } = parseContentFile(path);
  const result = copyCollections[name].schema.safeParse(data);
  if (!result.success) throw new Error(`${path}: ${result.error.message}`);
  return { id: basename(path, extname(path)), data: result.data as Copy<Name>, body };
}

const read = new Map<string, unknown>();

function once<T>(key: string, load: () => T): T {
  if (!read.has(key)) read.set(key, load());
  return read.get(key) as T;
}

/**
 * The copy of a collection with one file per language (`home/de.json`), checked against its
 * schema, placeholders unfilled. Read once per process.
 */
export function readCopy<Name extends FileCollection>(name: Name, locale: Locale): Copy<Name> {
  const { folder, format } = copyCollections[name];
  return once(`${name}/${locale}`, () =>
    readFile(name, join(contentDir, folder, `${locale}.${format}`)),
  ).data;
}

/** The entries of a collection with a folder per language, in the order of their file names. */
export function readEntries<Name extends EntryCollection>(
  name: Name,
  locale: Locale,
): CopyEntry<Name>[] {
  const { folder, format } = copyCollections[name];
  const dir = join(contentDir, folder, locale);
  return once(`${name}/${locale}/`, () =>
    readdirSync(dir)
      .filter((file) => file.endsWith(`.${format}`))
      .sort()
      .map((file) => readFile(name, join(dir, file))),
  );
}

/** Every `{name}` a copy file may use in a language: the offer's facts, the claims, the brand. */
export const readCopyValues = (locale: Locale) =>
  copyValues(locale, {
    callsToAction: readCopy('callsToAction', locale),
    navigation: readCopy('navigation', locale),
  });

/** A collection's copy with its placeholders filled: what a visitor reads. */
export const readFilledCopy = <Name extends FileCollection>(
  name: Name,
  locale: Locale,
  extra: TemplateValues = {},
): Copy<Name> => fillCopy(readCopy(name, locale), { ...readCopyValues(locale), ...extra });
