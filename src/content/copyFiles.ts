import type { Locale } from '../../shared/language/locales';
import * as de from './languages/de';
import * as en from './languages/en';
import * as es from './languages/es';
import * as fr from './languages/fr';
import * as it from './languages/it';

/** The JSON copy of a language; every language has English's collections, keys and lists. */
export type CopyFiles = typeof en;

const languages: Record<Locale, CopyFiles> = { en, de, fr, it, es };

/**
 * The JSON copy of one language, as it stands in its files (placeholders unfilled): for the build,
 * the server and the tests. Islands get their part as props and the browser's own scripts load
 * their language's file alone, so no page carries another language's words.
 */
export const copyFiles = (locale: Locale): CopyFiles => languages[locale];
