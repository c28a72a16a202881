import { readEntries, readFilledCopy } from '../shared/copy/readCopy';
import { site } from '../shared/facts/brand';
import { formatCaseDate } from '../src/sections/case-study/caseStudy';
import { caseStudies } from './siteCopy';

/** A legal document's title, date and section headings, as its English Markdown file has them. */
export function legalDocument(id: string) {
  const document = readEntries('legal', 'en').find((entry) => entry.id === id);
  if (!document) throw new Error(`No legal document ${id}.`);
  const { data, body } = document;
  const sections = [...body.matchAll(/^## \d+\. (.+)$/gm)].map((match) => match[1] ?? '');
  return { ...data, sections };
}

/** What an English page must show, with or without JavaScript: its heading and key texts. */
export interface PageContent {
  heading: string;
  keyTexts: readonly string[];
}

/** The English pages past the home and pricing pages (which have specs of their own), by path. */
export function englishPageContent(): Map<string, PageContent> {
  const affiliate = readFilledCopy('affiliate', 'en');
  const { list: casesPage, page: caseStudyText } = readFilledCopy('casePages', 'en');
  const confirmation = readFilledCopy('confirmation', 'en');
  const privacyPolicy = legalDocument('privacy-policy');
  const termsOfService = legalDocument('terms-of-service');
  const cases = caseStudies('en');
  return new Map<string, PageContent>([
    [
      '/affiliate',
      {
        heading: affiliate.hero.heading,
        keyTexts: [
          ...affiliate.benefits.items.map((item) => item.title),
          ...affiliate.steps.items.map((item) => item.title),
          affiliate.closing.heading,
          affiliate.closing.note,
        ],
      },
    ],
    [
      '/cases',
      {
        heading: casesPage.heading,
        keyTexts: cases.flatMap((caseStudy) => [caseStudy.title, caseStudy.description]),
      },
    ],
    ...cases.map((caseStudy): [string, PageContent] => [
      caseStudy.link,
      {
        heading: caseStudy.title,
        keyTexts: [
          formatCaseDate(caseStudy.date, 'en'),
          caseStudy.quote.text,
          caseStudyText.challengeHeading,
          caseStudyText.goalsHeading,
          ...caseStudy.metrics.flatMap((metric) => [metric.value, metric.label]),
        ],
      },
    ]),
    [
      '/privacy-policy',
      { heading: privacyPolicy.title, keyTexts: ['December 2, 2026', ...privacyPolicy.sections] },
    ],
    ['/terms-of-service', { heading: termsOfService.title, keyTexts: termsOfService.sections }],
    [
      '/confirmation',
      {
        heading: confirmation.heading,
        keyTexts: [confirmation.billing, confirmation.credentials, site.supportEmail],
      },
    ],
  ]);
}
