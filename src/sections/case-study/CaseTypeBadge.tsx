import { casesPage } from '../../content/cases';

export function CaseTypeBadge() {
  return (
    <span className="inline-flex items-center rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-primary">
      {casesPage.typeLabel}
    </span>
  );
}
