import { ArrowRight } from 'lucide-react';
import { Section } from '../../components/ui/SectionHeading';
import type { Copy } from '../../../shared/copy/collections';
import type { Locale } from '../../../shared/language/locales';
import { CaseByline } from '../case-study/CaseDate';
import type { CaseStudy } from '../case-study/caseStudy';

type CaseList = Copy<'casePages'>['list'];

/** Every case as a card, newest first (the route file passes them in that order). */
export function CaseListSection({
  caseStudies,
  locale,
  words: casesPage,
  firstCoverSrc,
}: {
  caseStudies: readonly CaseStudy[];
  locale: Locale;
  words: CaseList;
  /** The first card's picture as the page writes it: its file's, or the picture itself (inlinePicture.ts). */
  firstCoverSrc?: string | undefined;
}) {
  return (
    <Section
      id="cases-heading"
      level={1}
      eyebrow={casesPage.eyebrow}
      heading={casesPage.heading}
      intro={casesPage.intro}
      className="section-pad"
    >
      <ul className="grid gap-8 md:grid-cols-2">
        {caseStudies.map((caseStudy, index) => (
          <CaseCard
            key={caseStudy.id}
            caseStudy={caseStudy}
            locale={locale}
            words={casesPage}
            first={index === 0}
            src={index === 0 ? firstCoverSrc : undefined}
          />
        ))}
      </ul>
    </Section>
  );
}

/**
 * The title is the card's one link; it stretches over the whole card so all of it is clickable.
 * The first card's picture is the page's largest: the browser fetches it before the rest, or
 * finds it in the page (`src`).
 */
function CaseCard({
  caseStudy,
  locale,
  words: casesPage,
  first,
  src,
}: {
  caseStudy: CaseStudy;
  locale: Locale;
  words: CaseList;
  first: boolean;
  src?: string | undefined;
}) {
  const { image } = caseStudy;
  return (
    <li className="card relative flex flex-col overflow-hidden transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary">
      <img
        src={src ?? image.src}
        width={image.width}
        height={image.height}
        alt=""
        {...(first ? { fetchPriority: 'high' as const } : {})}
        className="h-auto w-full border-b border-line"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CaseByline date={caseStudy.date} locale={locale} typeLabel={casesPage.typeLabel} />
        <h2 className="text-2xl">
          <a
            href={caseStudy.link}
            className="outline-none after:absolute after:inset-0 hover:text-primary"
          >
            {caseStudy.title}
          </a>
        </h2>
        <p className="text-muted">{caseStudy.description}</p>
        <span
          aria-hidden="true"
          className="mt-auto inline-flex items-center gap-2 pt-2 font-semibold text-primary"
        >
          {casesPage.readMore}
          <ArrowRight className="size-4" />
        </span>
      </div>
    </li>
  );
}
