import type { Copy } from '../../../shared/copy/collections';

type Card = Copy<'home'>['features']['items'][number];
import { Icon } from '../../components/ui/Icon';
import { Section } from '../../components/ui/SectionHeading';

interface CardGridSectionProps {
  id: string;
  eyebrow: string;
  heading: string;
  intro?: string;
  items: readonly Card[];
  tone: 'alert' | 'primary';
  surface?: boolean;
}

/** Problems and features share one look: icon cards in a grid (one column on mobile). */
export function CardGridSection({
  id,
  eyebrow,
  heading,
  intro,
  items,
  tone,
  surface,
}: CardGridSectionProps) {
  const iconTone = tone === 'alert' ? 'bg-red-50 text-alert' : 'bg-blue-50 text-primary';
  return (
    <Section
      id={`${id}-heading`}
      sectionId={id}
      eyebrow={eyebrow}
      heading={heading}
      intro={intro}
      className={`section-pad render-when-near ${surface ? 'bg-surface' : ''}`}
    >
      <ul className={`grid gap-6 ${items.length % 3 === 0 ? 'md:grid-cols-3' : 'md:grid-cols-2'}`}>
        {items.map((item) => (
          <li key={item.title} className="card p-6">
            <span
              className={`mb-4 inline-flex size-11 items-center justify-center rounded-control ${iconTone}`}
            >
              <Icon name={item.icon} className="size-5" />
            </span>
            <h3 className="mb-2">{item.title}</h3>
            <p className="text-muted">{item.body}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}
