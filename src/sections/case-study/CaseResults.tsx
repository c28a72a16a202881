import { casePagesText, type CaseStudy } from '../../content/cases';
import type { Locale } from '../../facts/locales';
import { MetricCard } from './MetricCard';
import { ResultsChart } from './ResultsChart';

export function CaseResults({ caseStudy, locale }: { caseStudy: CaseStudy; locale: Locale }) {
  return (
    <section aria-labelledby="results-heading" className="space-y-6">
      <h2 id="results-heading">{casePagesText(locale).page.resultsHeading}</h2>
      <p className="max-w-[54ch] text-lg">{caseStudy.resultsIntro}</p>
      <ul className="grid gap-4 sm:grid-cols-2">
        {caseStudy.metrics.map((metric) => (
          <MetricCard key={metric.label} metric={metric} />
        ))}
      </ul>
      <ResultsChart changes={caseStudy.chart} locale={locale} />
    </section>
  );
}
