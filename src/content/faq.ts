import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locale } from '../../shared/language/locales';
import { faqItemSchema, fillFaqItem, type FaqItem } from './faq/faqCopy';
import { perLocale } from './perLocale';
import { readContentFile } from './readContentFile';

export type { FaqItem } from './faq/faqCopy';

/**
 * The FAQ of a language as the tests read it, outside Astro: the files of the faq collection in
 * their order, checked by the collection's schema and filled as the page fills them.
 */
export const faqItems = perLocale((locale: Locale): readonly FaqItem[] => {
  const folder = join(dirname(fileURLToPath(import.meta.url)), 'faq', locale);
  return readdirSync(folder)
    .filter((file) => file.endsWith('.yaml'))
    .sort()
    .map((file) => fillFaqItem(readContentFile(`faq/${locale}/${file}`, faqItemSchema), locale));
});
