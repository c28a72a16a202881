import { ArrowRight } from 'lucide-react';
import { casePagesText, type CaseStudy } from '../../content/cases';
import type { Locale } from '../../facts/locales';
import { CaseByline } from '../case-study/CaseDate';

/** The title is the card's one link; it stretches over the whole card so all of it is clickable. */
export function CaseCard({ caseStudy, locale }: { caseStudy: CaseStudy; locale: Locale }) {
  const casesPage = casePagesText(locale).list;
  const { image } = caseStudy;
  return (
    <li className="card relative flex flex-col overflow-hidden transition-shadow hover:shadow-lg has-[a:focus-visible]:ring-2 has-[a:focus-visible]:ring-primary">
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt=""
        className="h-auto w-full border-b border-line"
      />
      <div className="flex flex-1 flex-col gap-3 p-6">
        <CaseByline date={caseStudy.date} locale={locale} />
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
