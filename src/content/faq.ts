import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { faqItemSchema, fillFaqItem, type FaqItem } from './faq/faqCopy';
import { readContentFile } from './readContentFile';
import { site } from './site';

export type { FaqItem } from './faq/faqCopy';

/**
 * The FAQ as the tests read it, outside Astro: the files of the faq collection in their order,
 * checked by the collection's schema and filled as the page fills them.
 */
const folder = join(dirname(fileURLToPath(import.meta.url)), 'faq', site.language);

export const faqItems: readonly FaqItem[] = readdirSync(folder)
  .filter((file) => file.endsWith('.yaml'))
  .sort()
  .map((file) => fillFaqItem(readContentFile(`faq/${site.language}/${file}`, faqItemSchema)));
