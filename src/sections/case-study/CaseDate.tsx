import { formatCaseDate } from '../../content/cases';
import type { Locale } from '../../facts/locales';

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
