import { Section } from '../../components/ui/SectionHeading';
import type { Copy } from '../../../shared/copy/collections';

export function AffiliateSteps({ steps }: Pick<Copy<'affiliate'>, 'steps'>) {
  return (
    <Section
      id="affiliate-steps-heading"
      eyebrow={steps.eyebrow}
      heading={steps.heading}
      className="section-pad render-when-near bg-surface"
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {steps.items.map((step, index) => (
          <li key={step.title} className="card p-6">
            <span
              aria-hidden="true"
              className="mb-4 flex size-10 items-center justify-center rounded-full bg-primary font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mb-2">{step.title}</h3>
            <p className="text-muted">{step.body}</p>
          </li>
        ))}
      </ol>
    </Section>
  );
}
