import { Section } from '../../components/ui/SectionHeading';
import type { Copy } from '../../../shared/copy/collections';

/**
 * Two columns on wide screens: the region with the most marketplaces fills one, the others stack
 * in the other, so no region with a single marketplace sits alone in a tall, empty card.
 */
export function MarketplacesSection({ marketplaces }: Pick<Copy<'home'>, 'marketplaces'>) {
  const most = Math.max(...marketplaces.regions.map((region) => region.countries.length));
  return (
    <Section
      id="marketplaces-heading"
      eyebrow={marketplaces.eyebrow}
      heading={marketplaces.heading}
      className="section-pad render-when-near"
    >
      <div className="mx-auto grid max-w-4xl gap-6 md:grid-cols-2">
        {marketplaces.regions.map((region) => (
          <div
            key={region.name}
            className={`card p-6 ${region.countries.length === most ? 'md:row-span-2' : ''}`}
          >
            <h3 className="mb-4">{region.name}</h3>
            <ul className="space-y-3">
              {region.countries.map((country) => (
                <li key={country.name} className="flex items-center gap-3">
                  <img
                    src={country.flag}
                    width={30}
                    height={20}
                    alt=""
                    loading="lazy"
                    decoding="async"
                    className="rounded-[3px] ring-1 ring-line"
                  />
                  <span>{country.name}</span>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </Section>
  );
}
