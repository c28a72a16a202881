import { PauseButton } from '../../components/ui/PauseButton';
import type { Copy } from '../../../shared/copy/collections';
import { PARTNERS_HEADING_ID } from './partnersHeadingId';

/**
 * A partner's mark (public/images/partners/<id>.svg, by the id its copy names it with): a picture
 * without words, 30 × 40. The partner's name beside it is text in the page's language.
 */
const markFile = (id: string) => ({ src: `/images/partners/${id}.svg`, width: 30, height: 40 });

/** The partner logos scroll (CSS); pauseMarquee.ts makes the pause button work. */
export function PartnerMarquee({
  partners,
  claimsBand,
}: Pick<Copy<'home'>, 'partners' | 'claimsBand'>) {
  // The list is drawn twice so the scroll loops seamlessly; the copy is hidden from assistive tech.
  const rows = [false, true];
  return (
    <section aria-labelledby={PARTNERS_HEADING_ID} className="border-y border-line bg-white py-10">
      <div className="container-page">
        <h2
          id={PARTNERS_HEADING_ID}
          className="mb-6 text-center text-base font-semibold text-muted"
        >
          {partners.heading}
        </h2>
        {/* The pause button sits on the strip's faded right edge: the control of the strip. Each
            logo is a box of the mark's height, so the strip's height, and the button's place,
            never depend on the font's line metrics. */}
        <div className="relative">
          <div className="marquee overflow-hidden" data-paused="false">
            <div className="marquee-track flex w-max motion-reduce:w-full motion-reduce:flex-wrap motion-reduce:justify-center">
              {rows.map((copy) => (
                <ul
                  key={String(copy)}
                  className={`flex shrink-0 items-center gap-12 pr-12 ${copy ? 'motion-reduce:hidden' : 'motion-reduce:w-full motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:gap-x-10 motion-reduce:gap-y-6 motion-reduce:pr-0'}`}
                  aria-hidden={copy || undefined}
                >
                  {partners.logos.map((logo) => (
                    <li
                      key={logo.name}
                      className="flex h-10 shrink-0 items-center gap-2 text-lg font-semibold tracking-tight whitespace-nowrap text-muted"
                    >
                      <img
                        {...markFile(logo.id)}
                        alt=""
                        loading="lazy"
                        decoding="async"
                        className="block"
                      />
                      {logo.name}
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </div>
          <PauseButton
            pauseLabel={partners.pause}
            resumeLabel={partners.play}
            className="absolute top-1/2 right-0 inline-flex size-11 -translate-y-1/2 items-center justify-center rounded-full border border-line bg-white text-muted shadow-soft hover:text-ink motion-reduce:hidden"
          />
        </div>
        <dl className="mt-10 grid grid-cols-2 gap-6 md:grid-cols-4" aria-label={claimsBand.heading}>
          {claimsBand.items.map((claim) => (
            <div key={claim.label} className="@container text-center">
              <dt className="text-sm font-medium text-muted">{claim.label}</dt>
              {/* Sized to its column, so "7,39 Mln USD" fits as well as "$7.39M": a value
                  written with no-break spaces cannot wrap, so a long one is set smaller. */}
              <dd
                className={`order-first font-bold tracking-tight text-ink ${
                  claim.value.length > 8
                    ? 'text-[clamp(1rem,12cqi,3rem)]'
                    : 'text-[clamp(1.5rem,17cqi,3rem)]'
                }`}
              >
                {claim.value}
              </dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
