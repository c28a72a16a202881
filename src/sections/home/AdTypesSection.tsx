import { CheckCircle2, Clock } from 'lucide-react';
import { Section } from '../../components/ui/SectionHeading';
import type { Copy } from '../../../shared/copy/collections';

export function AdTypesSection({ adTypes }: Pick<Copy<'home'>, 'adTypes'>) {
  return (
    <Section
      id="ad-types-heading"
      eyebrow={adTypes.eyebrow}
      heading={adTypes.heading}
      className="section-pad render-when-near bg-surface"
    >
      <ul className="grid gap-6 md:grid-cols-3">
        {adTypes.items.map((item) => (
          <li
            key={item.name}
            className="card flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-6"
          >
            <span className="flex items-center gap-3 font-semibold">
              {item.supported ? (
                <CheckCircle2 aria-hidden="true" className="size-5 shrink-0 text-growth" />
              ) : (
                <Clock aria-hidden="true" className="size-5 shrink-0 text-muted" />
              )}
              {item.name}
            </span>
            {item.supported ? (
              <span className="rounded-full bg-emerald-50 px-2.5 py-0.5 text-xs font-semibold text-emerald-800">
                {adTypes.supportedLabel}
              </span>
            ) : (
              <span className="badge-accent whitespace-nowrap">{adTypes.comingSoonLabel}</span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
