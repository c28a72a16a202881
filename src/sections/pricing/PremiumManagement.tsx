import { CalendarClock } from 'lucide-react';
import { ExternalLink } from '../../components/ui/ExternalLink';
import { pricingPageText } from '../../content/pricingPage';
import type { Locale } from '../../../shared/language/locales';

export function PremiumManagement({ locale }: { locale: Locale }) {
  const { premiumManagement } = pricingPageText(locale);
  return (
    <section aria-labelledby="premium-heading" className="pb-14 md:pb-20">
      <div className="container-page">
        <div className="mx-auto flex max-w-3xl flex-col items-start gap-5 rounded-card border border-line p-6 md:flex-row md:items-center md:justify-between md:p-8">
          <div className="space-y-2">
            <h2 id="premium-heading" className="text-xl md:text-2xl">
              {premiumManagement.heading}
            </h2>
            <p className="text-muted">{premiumManagement.body}</p>
          </div>
          <ExternalLink
            href={premiumManagement.href}
            className="btn-secondary w-full shrink-0 md:w-auto"
          >
            <CalendarClock aria-hidden="true" className="size-5" />
            {premiumManagement.linkLabel}
          </ExternalLink>
        </div>
      </div>
    </section>
  );
}
