import type { CaseStudy } from '../../content/cases';
import { pageTitles } from '../../content/pageTitles';
import type { Locale } from '../../facts/locales';
import { collectionPageJsonLd } from '../../seo/collectionJsonLd';
import type { StructuredData } from '../../seo/pageMeta';

/** The case list as a CollectionPage naming each case in the order the page shows them. */
export function casesStructuredData(
  locale: Locale,
  caseStudies: readonly CaseStudy[],
): StructuredData {
  return (context) => [
    collectionPageJsonLd(
      context,
      pageTitles(locale).pages.cases,
      caseStudies.map((caseStudy) => ({ name: caseStudy.title, path: caseStudy.link })),
    ),
  ];
}
