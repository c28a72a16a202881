import type { CaseStudy } from '../../content/cases';

export function CaseTypeBadge({ type }: { type: CaseStudy['type'] }) {
  return (
    <span className="inline-flex items-center rounded-full bg-blue-50 px-2.5 py-0.5 text-xs font-semibold text-primary">
      {type}
    </span>
  );
}
