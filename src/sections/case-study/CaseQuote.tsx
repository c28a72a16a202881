import { Quote } from 'lucide-react';
import type { CaseStudy } from '../../content/cases';

export function CaseQuote({ quote }: { quote: CaseStudy['quote'] }) {
  return (
    <figure className="rounded-card border-l-4 border-primary bg-surface p-6 md:p-8">
      <Quote aria-hidden="true" className="mb-4 size-8 text-primary" />
      <blockquote className="text-lg font-medium md:text-xl">{quote.text}</blockquote>
      <figcaption className="mt-4 text-muted">{quote.author}</figcaption>
    </figure>
  );
}
