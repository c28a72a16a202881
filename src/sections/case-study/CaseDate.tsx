import { formatCaseDate } from '../../content/cases';

/** A case study's publication date: "15 Mar 2025" for people, the ISO date for machines. */
export function CaseDate({ date, className }: { date: string; className?: string }) {
  return (
    <time dateTime={date} className={className}>
      {formatCaseDate(date)}
    </time>
  );
}
