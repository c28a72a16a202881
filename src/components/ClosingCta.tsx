import { ArrowRight } from 'lucide-react';
import type { Copy } from '../../shared/copy/collections';
import { localisedHref, type Locale } from '../../shared/language/locales';

interface ClosingCtaProps {
  locale: Locale;
  copy: Copy<'closingCta'>;
  trialLabel: string;
  /** On /pricing the button opens the trial dialog (`data-trial`) instead of navigating. */
  opensTrialDialog?: boolean;
}

/** "Are You Ready to Accelerate Your Amazon Business?" on every page that closes with a call. */
export function ClosingCta({
  locale,
  copy: closingCta,
  trialLabel,
  opensTrialDialog,
}: ClosingCtaProps) {
  const content = (
    <>
      {trialLabel}
      <ArrowRight aria-hidden="true" className="size-5" />
    </>
  );
  return (
    <section aria-labelledby="closing-cta-heading" className="section-pad bg-ink text-white">
      <div className="container-page flex flex-col items-center gap-6 text-center">
        <h2 id="closing-cta-heading" className="max-w-3xl">
          {closingCta.heading}
        </h2>
        <p className="max-w-2xl text-lg text-slate-300">{closingCta.body}</p>
        {opensTrialDialog ? (
          <button type="button" className="btn-primary" data-trial="" data-call-to-action="">
            {content}
          </button>
        ) : (
          <a
            href={localisedHref(locale, '/pricing')}
            className="btn-primary"
            data-call-to-action=""
          >
            {content}
          </a>
        )}
      </div>
    </section>
  );
}
