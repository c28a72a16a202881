import { casesNewestFirst, casesPage } from '../../content/cases';
import { pageMeta } from '../../content/pageMeta';
import { collectionPageJsonLd } from '../../seo/collectionJsonLd';
import type { StructuredData } from '../../seo/pageMeta';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { CaseCard } from './CaseCard';

export default function CasesPage() {
  return (
    <section aria-labelledby="cases-heading" className="section-pad">
      <div className="container-page">
        <SectionHeading
          id="cases-heading"
          level={1}
          eyebrow={casesPage.eyebrow}
          heading={casesPage.heading}
          intro={casesPage.intro}
        />
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
