import { ArrowUpRight } from 'lucide-react';
import { ExternalLink } from '../../components/ui/ExternalLink';
import type { Copy } from '../../../shared/copy/collections';
import { site } from '../../../shared/facts/brand';

export function AffiliateClosingCall({ closing }: Pick<Copy<'affiliate'>, 'closing'>) {
  return (
    <section aria-labelledby="affiliate-closing-heading" className="section-pad bg-ink text-white">
      <div className="container-page flex flex-col items-center gap-6 text-center">
        <h2 id="affiliate-closing-heading" className="max-w-3xl">
          {closing.heading}
        </h2>
        <p className="max-w-2xl text-lg text-slate-300">{closing.body}</p>
        <ExternalLink href={site.affiliatePortalUrl} className="btn-primary" data-call-to-action="">
          {closing.applyLabel}
          <ArrowUpRight aria-hidden="true" className="size-5" />
        </ExternalLink>
        <p className="text-sm font-medium text-balance text-slate-300">{closing.note}</p>
      </div>
    </section>
  );
}
