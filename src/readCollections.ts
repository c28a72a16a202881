/**
 * The content collections (src/content.config.ts) of a language, in the order the pages show
 * them. Only route files call these, at build time.
 */
import { getCollection } from 'astro:content';
import type { Locale } from '../shared/language/locales';
import { newestFirst, type CaseStudy } from './content/cases';
import { caseStudyFrom } from './content/cases/caseStudyCopy';
import { fillFaqItem, type FaqItem } from './content/faq/faqCopy';

/** The entries of a language in a collection with one folder per language (`de/…`). */
const inLanguage = (locale: Locale) => (entry: { id: string }) => entry.id.startsWith(`${locale}/`);
const withoutLanguage = (id: string) => id.slice(id.indexOf('/') + 1);

export async function readCaseStudies(locale: Locale): Promise<CaseStudy[]> {
  const entries = await getCollection('cases', inLanguage(locale));
  return newestFirst(
    entries.map((entry) =>
      caseStudyFrom(withoutLanguage(entry.id), entry.data, entry.body ?? '', locale),
    ),
  );
}

export async function readFaqItems(locale: Locale): Promise<FaqItem[]> {
  const entries = await getCollection('faq', inLanguage(locale));
  return entries
    .sort((a, b) => a.id.localeCompare(b.id))
    .map((entry) => fillFaqItem(entry.data, locale));
}
