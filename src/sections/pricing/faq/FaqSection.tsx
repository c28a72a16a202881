import { ChevronDown } from 'lucide-react';
import { Section } from '../../../components/ui/SectionHeading';
import type { Copy } from '../../../../shared/copy/collections';
import { textRuns } from './richText';

/**
 * At most one answer open, and clicking the open question closes it. Native
 * <details name> does both without JavaScript and keeps every answer in the HTML.
 */
export function FaqSection({
  items,
  faqSection,
}: {
  items: readonly Copy<'faq'>[];
  faqSection: Copy<'pricingPage'>['faqSection'];
}) {
  return (
    <Section
      id="faq-heading"
      eyebrow={faqSection.eyebrow}
      heading={faqSection.heading}
      className="section-pad render-when-near bg-surface"
      containerClassName="max-w-3xl"
    >
      <div className="divide-y divide-line rounded-card border border-line bg-white">
        {items.map((item) => (
          <details key={item.question} name="pricing-faq" className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-card px-5 py-4 text-left text-lg font-semibold text-ink hover:text-primary md:px-6 [&::-webkit-details-marker]:hidden">
              {item.question}
              <ChevronDown
                aria-hidden="true"
                className="size-5 shrink-0 text-muted transition-transform group-open:rotate-180 motion-reduce:transition-none"
              />
            </summary>
            <div className="px-5 pb-5 md:px-6">
              <div className="space-y-3 text-muted">
                {item.answer.map((paragraph) => (
                  <p key={paragraph}>
                    {textRuns(paragraph).map((run, index) =>
                      run.bold ? (
                        <strong key={index} className="font-semibold text-ink">
                          {run.text}
                        </strong>
                      ) : (
                        <span key={index}>{run.text}</span>
                      ),
                    )}
                  </p>
                ))}
              </div>
            </div>
          </details>
        ))}
      </div>
    </Section>
  );
}
