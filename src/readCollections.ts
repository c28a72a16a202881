/**
 * The content collections (src/content.config.ts) in the order the pages show them. Only route
 * files call these, at build time.
 */
import { getCollection } from 'astro:content';
import { newestFirst, type CaseStudy } from './content/cases';
import { caseStudyFrom } from './content/cases/caseStudyCopy';
import { fillFaqItem, type FaqItem } from './content/faq/faqCopy';
import { site } from './content/site';

export async function readCaseStudies(): Promise<CaseStudy[]> {
  const entries = await getCollection('cases');
  return newestFirst(entries.map((entry) => caseStudyFrom(entry.id, entry.data, entry.body ?? '')));
}

export async function readFaqItems(): Promise<FaqItem[]> {
  const entries = await getCollection('faq', ({ id }) => id.startsWith(`${site.language}/`));
  return entries.sort((a, b) => a.id.localeCompare(b.id)).map((entry) => fillFaqItem(entry.data));
}
