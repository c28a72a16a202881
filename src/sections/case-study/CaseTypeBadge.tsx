import { casePagesText } from '../../content/cases';
import type { Locale } from '../../facts/locales';

export function CaseTypeBadge({ locale }: { locale: Locale }) {
  return (
    <span className="inline-flex items-center rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-primary">
      {casePagesText(locale).list.typeLabel}
    </span>
  );
}
