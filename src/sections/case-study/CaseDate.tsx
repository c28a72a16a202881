import { formatCaseDate } from '../../content/cases';

/** A case study's publication date: "Mar 15, 2025" for people, the ISO date for machines. */
export function CaseDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatCaseDate(date)}
    </time>
  );
}
