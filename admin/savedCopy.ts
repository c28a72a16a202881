import type { Copy, FileCollection } from '../shared/copy/collections';
import { readCopy, readEntries, type CopyEntry } from '../shared/copy/readCopy';
import { locales, type Locale } from '../shared/language/locales';

/**
 * The saved copy the previews draw around a draft: the other parts of the previewed pages and the
 * copy their placeholders name, in every language. scripts/write-editor.ts reads it, checked,
 * into the editor's bundle, since the browser reads no folder.
 */
export const savedFileCollections = [
  'home',
  'callsToAction',
  'navigation',
  'closingCta',
  'pricingPage',
  'pricingCalculator',
  'trialDialog',
  'signupMessages',
  'casePages',
] as const satisfies readonly FileCollection[];

type SavedFile = (typeof savedFileCollections)[number];

export interface SavedCopy {
  files: { [Name in SavedFile]: Record<Locale, Copy<Name>> };
  /** Every case of a language: the sidebar of a case's preview lists the others. */
  cases: Record<Locale, CopyEntry<'cases'>[]>;
}

const perLanguage = <T>(read: (locale: Locale) => T) =>
  Object.fromEntries(locales.map((locale) => [locale, read(locale)])) as Record<Locale, T>;

export function readSavedCopy(): SavedCopy {
  const files = Object.fromEntries(
    savedFileCollections.map((name) => [name, perLanguage((locale) => readCopy(name, locale))]),
  ) as SavedCopy['files'];
  return { files, cases: perLanguage((locale) => readEntries('cases', locale)) };
}
