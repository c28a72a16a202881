import { casePagesText, type CaseStudy } from '../../content/cases';
import type { Locale } from '../../facts/locales';
import { CaseDate } from './CaseDate';

/** The sidebar lists every case except the one being read. */
export function OtherCases({ cases, locale }: { cases: readonly CaseStudy[]; locale: Locale }) {
  if (cases.length === 0) return null;
  return (
    <aside aria-labelledby="other-cases-heading" className="lg:sticky lg:top-24 lg:self-start">
      <h2 id="other-cases-heading" className="mb-4 text-xl">
        {casePagesText(locale).page.otherCasesHeading}
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
