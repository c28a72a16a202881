import { SectionHeading } from '../../components/ui/SectionHeading';
import { marketplaces } from '../../content/home';

export function MarketplacesSection() {
  return (
    <section aria-labelledby="marketplaces-heading" className="section-pad">
      <div className="container-page">
        <SectionHeading
          id="marketplaces-heading"
          eyebrow={marketplaces.eyebrow}
          heading={marketplaces.heading}
        />
        <div className="grid gap-6 md:grid-cols-3">
          {marketplaces.regions.map((region) => (
            <div key={region.name} className="card p-6">
              <h3 className="mb-4">{region.name}</h3>
              <ul className="space-y-3">
                {region.countries.map((country) => (
                  <li key={country.name} className="flex items-center gap-3">
                    <img
                      src={country.flag}
                      width={30}
                      height={20}
                      alt=""
                      className="rounded-[3px] ring-1 ring-line"
                    />
                    <span>{country.name}</span>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
