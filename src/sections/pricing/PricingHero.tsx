import { Check } from 'lucide-react';
import { planIncludes, pricingHero } from '../../content/pricingPage';

export function PricingHero() {
  return (
    <section aria-labelledby="pricing-heading" className="bg-gradient-to-b from-surface to-white">
      <div className="container-page space-y-8 pt-14 text-center md:pt-20">
        <div className="mx-auto max-w-3xl space-y-4">
          <p className="eyebrow">{pricingHero.eyebrow}</p>
          <h1 id="pricing-heading">{pricingHero.heading}</h1>
          <p className="text-lg text-muted md:text-xl">{pricingHero.intro}</p>
        </div>
        <div className="space-y-3">
          <h2 className="text-base font-semibold tracking-normal text-ink">
            {planIncludes.heading}
          </h2>
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2">
            {planIncludes.items.map((item) => (
              <li key={item} className="flex items-center gap-2 text-muted">
                <Check aria-hidden="true" className="size-4 shrink-0 text-primary" />
                {item}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
