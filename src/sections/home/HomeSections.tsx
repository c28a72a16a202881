import type { Copy } from '../../../shared/copy/collections';
import type { Locale } from '../../../shared/language/locales';
import { ClosingCta } from '../../components/ClosingCta';
import { AdTypesSection } from './AdTypesSection';
import { CardGridSection } from './CardGridSection';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { MarketplacesSection } from './MarketplacesSection';
import { PartnerMarquee } from './PartnerMarquee';
import { TestimonialsSection } from './TestimonialsSection';

/**
 * The home page's sections, in order: the page (src/pages/[...locale]/index.astro) and the
 * editor's preview (admin/browser/previews.tsx) both render this one list.
 */
export function HomeSections({
  locale,
  home,
  trialLabel,
  closingCta,
}: {
  locale: Locale;
  home: Copy<'home'>;
  trialLabel: string;
  closingCta: Copy<'closingCta'>;
}) {
  return (
    <>
      <HeroSection locale={locale} hero={home.hero} trialLabel={trialLabel} />
      <PartnerMarquee partners={home.partners} claimsBand={home.claimsBand} />
      <CardGridSection id="problems" tone="alert" surface {...home.problems} />
      <CardGridSection id="features" tone="primary" {...home.features} />
      <HowItWorksSection howItWorks={home.howItWorks} />
      <TestimonialsSection testimonials={home.testimonials} />
      <AdTypesSection adTypes={home.adTypes} />
      <MarketplacesSection marketplaces={home.marketplaces} />
      <ClosingCta locale={locale} copy={closingCta} trialLabel={trialLabel} />
    </>
  );
}
