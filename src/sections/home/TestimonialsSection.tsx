import { Quote } from 'lucide-react';
import { Section } from '../../components/ui/SectionHeading';
import type { Copy } from '../../../shared/copy/collections';

export function TestimonialsSection({ testimonials }: Pick<Copy<'home'>, 'testimonials'>) {
  return (
    <Section
      id="testimonials-heading"
      eyebrow={testimonials.eyebrow}
      heading={testimonials.heading}
      className="section-pad render-when-near"
    >
      <ul className="grid gap-6 md:grid-cols-2">
        {testimonials.items.map((item) => (
          <li key={item.name} className="card flex flex-col gap-4 p-6 md:p-8">
            <Quote aria-hidden="true" className="size-8 text-primary" />
            <figure className="flex flex-1 flex-col justify-between gap-6">
              <blockquote className="text-lg">{item.content}</blockquote>
              <figcaption>
                <span className="block font-semibold">{item.name}</span>
                <span className="text-muted">{item.role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
