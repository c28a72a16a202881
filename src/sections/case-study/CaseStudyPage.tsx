import {
  ArrowDownRight,
  ArrowLeft,
  ArrowUpRight,
  Quote,
  Target,
  type LucideIcon,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { ClosingCta } from '../../components/ClosingCta';
import type { Copy } from '../../../shared/copy/collections';
import { localisedHref, type Locale } from '../../../shared/language/locales';
import type { CaseStudy, MetricTrend } from './caseStudy';
import { CaseByline, CaseDate } from './CaseDate';
import { ResultsChart } from './ResultsChart';

/** Every published result is an improvement, so every arrow is growth green, whichever way it points. */
const trendIcons: Record<MetricTrend, LucideIcon> = {
  up: ArrowUpRight,
  down: ArrowDownRight,
  level: Target,
};

interface CaseStudyPageProps {
  caseStudy: CaseStudy;
  /** Every other case, for the sidebar. */
  otherCases: readonly CaseStudy[];
  locale: Locale;
  /** The words around every case (case-pages/). */
  words: Copy<'casePages'>;
  closingCta: Copy<'closingCta'>;
  trialLabel: string;
  /** The cover's address as the page writes it: its file's, or the picture itself (inlinePicture.ts). */
  coverSrc?: string | undefined;
}

/** One component for every case study; src/pages/case/[slug].astro passes each its case. */
export function CaseStudyPage({
  caseStudy,
  otherCases,
  locale,
  words,
  closingCta,
  trialLabel,
  coverSrc,
}: CaseStudyPageProps) {
  const caseStudyText = words.page;
  const { image, quote } = caseStudy;
  return (
    <>
      <div className="container-page section-pad">
        <a
          href={localisedHref(locale, '/cases')}
          className="mb-8 inline-flex items-center gap-2 rounded-control font-semibold text-primary hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          {caseStudyText.backLink}
        </a>
        <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_300px]">
          <article aria-labelledby="case-title" className="min-w-0 space-y-12">
            <header className="space-y-6">
              <CaseByline date={caseStudy.date} locale={locale} typeLabel={words.list.typeLabel} />
              <h1 id="case-title">{caseStudy.title}</h1>
              <p className="max-w-[54ch] text-lg text-muted md:text-xl">{caseStudy.description}</p>
              <img
                src={coverSrc ?? image.src}
                width={image.width}
                height={image.height}
                alt={image.alt}
                fetchPriority="high"
                className="h-auto w-full rounded-card border border-line"
              />
            </header>
            <figure className="rounded-card border-l-4 border-primary bg-surface p-6 md:p-8">
              <Quote aria-hidden="true" className="mb-4 size-8 text-primary" />
              <blockquote className="text-lg font-medium md:text-xl">{quote.text}</blockquote>
              <figcaption className="mt-4 text-muted">{quote.author}</figcaption>
            </figure>
            <TextSection id="challenge" heading={caseStudyText.challengeHeading}>
              {caseStudy.challenge.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </TextSection>
            <TextSection id="goals" heading={caseStudyText.goalsHeading}>
              <ul className="list-disc space-y-2 pl-6 marker:text-primary">
                {caseStudy.goals.map((goal) => (
                  <li key={goal}>{goal}</li>
                ))}
              </ul>
            </TextSection>
            <section aria-labelledby="results-heading" className="space-y-6">
              <h2 id="results-heading">{caseStudyText.resultsHeading}</h2>
              <p className="max-w-[54ch] text-lg">{caseStudy.resultsIntro}</p>
              <ul className="grid gap-4 sm:grid-cols-2">
                {caseStudy.metrics.map((metric) => {
                  const TrendIcon = trendIcons[metric.trend];
                  return (
                    <li key={metric.label} className="card flex items-start gap-4 p-5">
                      <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-control bg-emerald-50 text-growth">
                        <TrendIcon aria-hidden="true" className="size-5" />
                      </span>
                      <p className="flex flex-col">
                        <span className="text-2xl font-bold tracking-tight md:text-3xl">
                          {metric.value}
                        </span>{' '}
                        <span className="text-muted">{metric.label}</span>
                      </p>
                    </li>
                  );
                })}
              </ul>
              <ResultsChart changes={caseStudy.chart} locale={locale} chart={caseStudyText.chart} />
            </section>
          </article>
          <OtherCases
            cases={otherCases}
            locale={locale}
            heading={caseStudyText.otherCasesHeading}
          />
        </div>
      </div>
      <ClosingCta locale={locale} copy={closingCta} trialLabel={trialLabel} />
    </>
  );
}

function TextSection({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={`${id}-heading`} className="max-w-[54ch] space-y-4 text-lg">
      <h2 id={`${id}-heading`}>{heading}</h2>
      {children}
    </section>
  );
}

/** The sidebar lists every case except the one being read. */
function OtherCases({
  cases,
  locale,
  heading,
}: {
  cases: readonly CaseStudy[];
  locale: Locale;
  heading: string;
}) {
  if (cases.length === 0) return null;
  return (
    <aside aria-labelledby="other-cases-heading" className="lg:sticky lg:top-24 lg:self-start">
      <h2 id="other-cases-heading" className="mb-4 text-xl">
        {heading}
      </h2>
      <ul className="space-y-4">
        {cases.map((caseStudy) => (
          <li
            key={caseStudy.id}
            className="card relative overflow-hidden has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary"
          >
            <img
              src={caseStudy.image.src}
              width={caseStudy.image.width}
              height={caseStudy.image.height}
              alt=""
              loading="lazy"
              decoding="async"
              className="h-auto w-full"
            />
            <div className="space-y-1 p-4">
              <CaseDate date={caseStudy.date} locale={locale} className="text-sm text-muted" />
              <h3 className="text-base">
                <a
                  href={caseStudy.link}
                  className="outline-none after:absolute after:inset-0 hover:text-primary"
                >
                  {caseStudy.title}
                </a>
              </h3>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
