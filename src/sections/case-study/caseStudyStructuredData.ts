import type { CaseStudy } from '../../content/cases';
import { articleJsonLd } from '../../seo/articleJsonLd';
import type { StructuredData } from '../../seo/pageMeta';

/** A case page's Article, built from the case itself so the two always match. */
export function caseStudyStructuredData(caseStudy: CaseStudy): StructuredData {
  return (context) => [
    articleJsonLd(context, {
      headline: caseStudy.title,
      description: caseStudy.description,
      datePublished: caseStudy.date,
      image: caseStudy.image.src,
    }),
  ];
}
