import type { CaseStudy } from '../../content/cases';
import type { Locale } from '../../facts/locales';
import { CaseDate } from './CaseDate';
import { CaseTypeBadge } from './CaseTypeBadge';

export function CaseArticleHeader({
  caseStudy,
  titleId,
  locale,
}: {
  caseStudy: CaseStudy;
  titleId: string;
  locale: Locale;
}) {
  const { image } = caseStudy;
  return (
    <header className="space-y-6">
      <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
        <CaseTypeBadge locale={locale} />
        <CaseDate date={caseStudy.date} locale={locale} className="font-medium" />
      </div>
      <h1 id={titleId}>{caseStudy.title}</h1>
      <p className="max-w-[54ch] text-lg text-muted md:text-xl">{caseStudy.description}</p>
      <img
        src={image.src}
        width={image.width}
        height={image.height}
        alt={image.alt}
        fetchPriority="high"
        className="h-auto w-full rounded-card border border-line"
      />
    </header>
  );
}
