import { BadgePercent, CalendarCheck, Infinity as InfinityIcon, Repeat } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Section } from '../../components/ui/SectionHeading';
import type { Copy } from '../../../shared/copy/collections';

type AffiliateBenefitIcon = Copy<'affiliate'>['benefits']['items'][number]['icon'];

const icons: Record<AffiliateBenefitIcon, LucideIcon> = {
  unlimited: InfinityIcon,
  recurring: Repeat,
  deals: BadgePercent,
  payout: CalendarCheck,
};

export function AffiliateBenefits({ benefits }: Pick<Copy<'affiliate'>, 'benefits'>) {
  return (
    <Section
      id="affiliate-benefits-heading"
      eyebrow={benefits.eyebrow}
      heading={benefits.heading}
      className="section-pad"
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.items.map((benefit) => {
          const BenefitIcon = icons[benefit.icon];
          return (
            <li key={benefit.title} className="card p-6">
              <span className="mb-4 inline-flex size-11 items-center justify-center rounded-control bg-blue-50 text-primary">
                <BenefitIcon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mb-2">{benefit.title}</h3>
              <p className="text-muted">{benefit.body}</p>
            </li>
          );
        })}
      </ul>
    </Section>
  );
}
