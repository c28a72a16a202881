import { SectionHeading } from '../../components/ui/SectionHeading';
import { casesPage, type CaseStudy } from '../../content/cases';
import { CaseCard } from './CaseCard';

/** Every case as a card, newest first (the route file passes them in that order). */
export function CaseListSection({ caseStudies }: { caseStudies: readonly CaseStudy[] }) {
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
          {caseStudies.map((caseStudy) => (
            <CaseCard key={caseStudy.id} caseStudy={caseStudy} />
          ))}
        </ul>
      </div>
    </section>
  );
}
