import { SectionHeading } from '../../components/ui/SectionHeading';
import { casePagesText, type CaseStudy } from '../../content/cases';
import type { Locale } from '../../facts/locales';
import { CaseCard } from './CaseCard';

/** Every case as a card, newest first (the route file passes them in that order). */
export function CaseListSection({
  caseStudies,
  locale,
}: {
  caseStudies: readonly CaseStudy[];
  locale: Locale;
}) {
  const casesPage = casePagesText(locale).list;
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
            <CaseCard key={caseStudy.id} caseStudy={caseStudy} locale={locale} />
          ))}
        </ul>
      </div>
    </section>
  );
}
