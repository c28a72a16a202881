/**
 * How a page reads its copy: from Astro's content layer (src/content.config.ts), in the page's
 * language, with the facts it names filled in. Route files call these at build time and hand
 * each section, and each island, the words it shows.
 */
import { getCollection, getEntry } from 'astro:content';
import type { Copy, EntryCollection, FileCollection } from '../shared/copy/collections';
import { copyValues } from '../shared/copy/copyValues';
import { fillCopy, type TemplateValues } from '../shared/language/fillTemplate';
import type { Locale } from '../shared/language/locales';

/** A collection's copy as its file holds it, checked, placeholders unfilled: for an island, which fills its own. */
export async function rawCopy<Name extends FileCollection>(
  name: Name,
  locale: Locale,
): Promise<Copy<Name>> {
  const entry = await getEntry(name, locale);
  if (!entry) throw new Error(`src/content has no ${name} copy in ${locale}.`);
  return entry.data as Copy<Name>;
}

/** Every `{name}` the copy of a language may use: the offer's facts, the claims, the brand. */
export async function pageValues(locale: Locale) {
  const [callsToAction, navigation] = await Promise.all([
    rawCopy('callsToAction', locale),
    rawCopy('navigation', locale),
  ]);
  return copyValues(locale, { callsToAction, navigation });
}

/** A collection's copy in a language with every placeholder filled: what the visitor reads. */
export async function pageCopy<Name extends FileCollection>(
  name: Name,
  locale: Locale,
  extra: TemplateValues = {},
): Promise<Copy<Name>> {
  const [copy, values] = await Promise.all([rawCopy(name, locale), pageValues(locale)]);
  return fillCopy(copy, { ...values, ...extra });
}

/** One entry of a collection with a folder per language: its file name, its words, its body. */
export interface PageEntry<Name extends EntryCollection> {
  id: string;
  data: Copy<Name>;
  body: string;
}

/** The entries of a language, in the order of their file names, placeholders filled. */
export async function pageEntries<Name extends EntryCollection>(
  name: Name,
  locale: Locale,
  extra: TemplateValues = {},
): Promise<PageEntry<Name>[]> {
  const [entries, values] = await Promise.all([
    getCollection(name, (entry) => entry.id.startsWith(`${locale}/`)),
    pageValues(locale),
  ]);
  return entries
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((entry) => ({
      id: entry.id.slice(locale.length + 1),
      data: fillCopy(entry.data as Copy<Name>, { ...values, ...extra }),
      body: fillCopy(entry.body ?? '', { ...values, ...extra }),
    }));
}
