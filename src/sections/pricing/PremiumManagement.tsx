import { CalendarClock } from 'lucide-react';
import { ExternalLink } from '../../components/ui/ExternalLink';
import type { Copy } from '../../../shared/copy/collections';
import { site } from '../../../shared/facts/brand';

export function PremiumManagement({
  premiumManagement,
}: {
  premiumManagement: Copy<'pricingPage'>['premiumManagement'];
}) {
  return (
    <section aria-labelledby="premium-heading" className="pb-14 md:pb-20">
      <div className="container-page">
        {/* The button under the words, in every language: beside them, a long label
            ("Gespräch zum Premium-Management buchen") would squeeze the text into a column. Below
            360 px the label takes the icon's room, which keeps it to two lines. */}
        <div className="mx-auto flex max-w-3xl flex-col items-start gap-5 rounded-card border border-line p-5 sm:p-6 md:p-8">
          <div className="space-y-2">
            <h2 id="premium-heading" className="text-xl md:text-2xl">
              {premiumManagement.heading}
            </h2>
            <p className="text-muted">{premiumManagement.body}</p>
          </div>
          <ExternalLink
            href={site.bookingUrl}
            className="btn-secondary w-full px-4 sm:w-auto sm:px-5"
          >
            <CalendarClock
              aria-hidden="true"
              className="hidden size-5 shrink-0 min-[360px]:block"
            />
            {premiumManagement.linkLabel}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
