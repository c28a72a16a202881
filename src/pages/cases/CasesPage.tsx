import { casesNewestFirst, casesPage } from '../../content/cases';
import { pageMeta } from '../../content/pageMeta';
import { collectionPageJsonLd } from '../../seo/collectionJsonLd';
import type { StructuredData } from '../../seo/pageMeta';
import { CaseCard } from './CaseCard';

export default function CasesPage() {
  return (
    <section aria-labelledby="cases-heading" className="section-pad">
      <div className="container-page">
        <div className="mx-auto mb-10 max-w-3xl space-y-3 text-center md:mb-14">
          <p className="eyebrow">{casesPage.eyebrow}</p>
          <h1 id="cases-heading">{casesPage.heading}</h1>
          <p className="text-lg text-balance text-muted">{casesPage.intro}</p>
        </div>
        <ul className="grid gap-8 md:grid-cols-2">
          {casesNewestFirst.map((caseStudy) => (
            <CaseCard key={caseStudy.id} caseStudy={caseStudy} />
          ))}
        </ul>
      </div>
    </section>
  );
}

export const structuredData: StructuredData = (context) => [
  collectionPageJsonLd(
    context,
    pageMeta.cases,
    casesNewestFirst.map((caseStudy) => ({ name: caseStudy.title, path: caseStudy.link })),
  ),
];
