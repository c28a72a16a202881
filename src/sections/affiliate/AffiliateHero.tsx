import { ArrowUpRight, Check } from 'lucide-react';
import { ExternalLink } from '../../components/ui/ExternalLink';
import type { Copy } from '../../../shared/copy/collections';
import { site } from '../../../shared/facts/brand';

export function AffiliateHero({ hero }: Pick<Copy<'affiliate'>, 'hero'>) {
  return (
    <section aria-labelledby="affiliate-heading" className="bg-gradient-to-b from-surface to-white">
      <div className="container-page grid items-center gap-10 py-14 grid-cols-1 md:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)] md:py-20">
        <div className="space-y-6">
          <p className="eyebrow">{hero.eyebrow}</p>
          <h1 id="affiliate-heading">{hero.heading}</h1>
          <p className="max-w-xl text-lg text-muted md:text-xl">{hero.body}</p>
          <ExternalLink
            href={site.affiliatePortalUrl}
            className="btn-primary"
            data-call-to-action=""
          >
            {hero.applyLabel}
            <ArrowUpRight aria-hidden="true" className="size-5" />
          </ExternalLink>
        </div>
        <div className="card mx-auto w-full max-w-sm p-8 text-center">
          <p className="text-6xl font-bold tracking-tight text-primary md:text-7xl">
            {hero.highlight.value}
          </p>
          <p className="mt-2 text-lg font-semibold">{hero.highlight.label}</p>
          <ul className="mt-6 space-y-3 border-t border-line pt-6 text-left">
            {hero.highlight.points.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-growth" />
                <span className="text-muted">{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
