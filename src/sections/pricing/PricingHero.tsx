import type { Copy } from '../../../shared/copy/collections';

/** Kept short, so the calculator's level and price are on the first screen. */
export function PricingHero({ pricingHero }: { pricingHero: Copy<'pricingPage'>['hero'] }) {
  return (
    <section aria-labelledby="pricing-heading" className="bg-gradient-to-b from-surface to-white">
      <div className="container-page pt-10 md:pt-12">
        <div className="mx-auto max-w-3xl space-y-3 text-center">
          <p className="eyebrow">{pricingHero.eyebrow}</p>
          <h1 id="pricing-heading">{pricingHero.heading}</h1>
          <p className="text-lg text-muted md:text-xl">{pricingHero.intro}</p>
        </div>
      </div>
    </section>
  );
}
