import type { Copy } from '../../../shared/copy/collections';
import { SectionHeading } from '../../components/ui/SectionHeading';

/** Kept short, so the calculator's level and price are on the first screen. */
export function PricingHero({ pricingHero }: { pricingHero: Copy<'pricingPage'>['hero'] }) {
  return (
    <section aria-labelledby="pricing-heading" className="bg-gradient-to-b from-surface to-white">
      <div className="container-page pt-10 md:pt-12">
        <SectionHeading id="pricing-heading" level={1} hero {...pricingHero} />
      </div>
    </section>
  );
}
