import { formatCaseDate } from './caseStudy';
import type { Locale } from '../../../shared/language/locales';

/** A case study's publication date: "Mar 15, 2025" for people, the ISO date for machines. */
export function CaseDate({
  date,
  locale,
  className,
}: {
  date: string;
  locale: Locale;
  className?: string;
}) {
  return (
    <time dateTime={date} className={className}>
      {formatCaseDate(date, locale)}
    </time>
  );
}

/** The line above a case's title, on its card and on its page: its type and its date. */
export function CaseByline({
  date,
  locale,
  typeLabel,
}: {
  date: string;
  locale: Locale;
  /** "Case Study". */
  typeLabel: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
      <span className="inline-flex items-center rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-primary">
        {typeLabel}
      </span>
      <CaseDate date={date} locale={locale} className="font-medium" />
    </div>
  );
}
