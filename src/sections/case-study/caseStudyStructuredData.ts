import type { CaseStudy } from '../../content/cases';
import { articleJsonLd } from '../../seo/articleJsonLd';
import type { StructuredData } from '../../seo/pageMeta';

/** Each case route's module exports this for its own case, so the Article matches the page. */
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
