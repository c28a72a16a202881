import { ArrowLeft } from 'lucide-react';
import { ClosingCta } from '../../components/ClosingCta';
import { casePagesText, type CaseStudy } from '../../content/cases';
import type { Locale } from '../../facts/locales';
import { CaseArticleHeader } from './CaseArticleHeader';
import { CaseQuote } from './CaseQuote';
import { CaseResults } from './CaseResults';
import { CaseTextSection } from './CaseTextSection';
import { OtherCases } from './OtherCases';

interface CaseStudyPageProps {
  caseStudy: CaseStudy;
  /** Every other case, for the sidebar. */
  otherCases: readonly CaseStudy[];
  locale: Locale;
}

/** One component for every case study; src/pages/case/[slug].astro passes each its case. */
export function CaseStudyPage({ caseStudy, otherCases, locale }: CaseStudyPageProps) {
  const caseStudyText = casePagesText(locale).page;
  return (
    <>
      <div className="container-page section-pad">
        <a
          href={caseStudyText.backLink.href}
          className="mb-8 inline-flex items-center gap-2 rounded-control font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {caseStudyText.backLink.label}
        </a>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_300px]">
          <article aria-labelledby="case-title" className="min-w-0 space-y-12">
            <CaseArticleHeader caseStudy={caseStudy} titleId="case-title" locale={locale} />
            <CaseQuote quote={caseStudy.quote} />
            <CaseTextSection id="challenge" heading={caseStudyText.challengeHeading}>
              {caseStudy.challenge.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </CaseTextSection>
            <CaseTextSection id="goals" heading={caseStudyText.goalsHeading}>
              <ul className="list-disc space-y-2 pl-6 marker:text-primary">
                {caseStudy.goals.map((goal) => (
                  <li key={goal}>{goal}</li>
                ))}
              </ul>
            </CaseTextSection>
            <CaseResults caseStudy={caseStudy} locale={locale} />
          </article>
          <OtherCases cases={otherCases} locale={locale} />
        </div>
      </div>
      <ClosingCta locale={locale} />
    </>
  );
}
