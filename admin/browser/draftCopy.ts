import type { Locale } from '../../shared/language/locales';
import type { CopyFiles } from '../../src/content/copyFiles';
import * as de from '../../src/content/languages/de';
import * as en from '../../src/content/languages/en';
import * as es from '../../src/content/languages/es';
import * as fr from '../../src/content/languages/fr';
import * as it from '../../src/content/languages/it';

/**
 * The preview's stand-in for src/content/copyFiles.ts (swapped in by scripts/write-editor.ts):
 * the saved copy of every language, with the entry being edited in place of its file, so the
 * site's own sections render the draft.
 */
const saved: Record<Locale, CopyFiles> = { en, de, fr, it, es };
const drafts = new Map<Locale, Partial<Record<keyof CopyFiles, unknown>>>();

export const copyFiles = (locale: Locale): CopyFiles =>
  ({ ...saved[locale], ...drafts.get(locale) }) as CopyFiles;

/** Shows `data` in place of a language's file of a collection, until the next draft. */
export function showDraft(locale: Locale, collection: keyof CopyFiles, data: unknown): void {
  drafts.clear();
  drafts.set(locale, { [collection]: data });
}

/** Shows the saved copy only. */
export function clearDrafts(): void {
  drafts.clear();
}

export const isCopyFile = (name: string): name is keyof CopyFiles => Object.hasOwn(en, name);
