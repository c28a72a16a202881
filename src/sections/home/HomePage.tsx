import { organizationJsonLd, websiteJsonLd } from '../../seo/jsonLd';
import type { StructuredData } from '../../seo/pageMeta';
import { ClosingCta } from '../../components/ClosingCta';
import { features, problems } from '../../content/home';
import { AdTypesSection } from './AdTypesSection';
import { CardGridSection } from './CardGridSection';
import { HeroSection } from './HeroSection';
import { HowItWorksSection } from './HowItWorksSection';
import { MarketplacesSection } from './MarketplacesSection';
import { PartnerMarquee } from './PartnerMarquee';
import { TestimonialsSection } from './TestimonialsSection';

export default function HomePage() {
  return (
    <>
      <HeroSection />
      <PartnerMarquee />
      <CardGridSection id="problems" tone="alert" surface {...problems} />
      <CardGridSection id="features" tone="primary" {...features} />
      <HowItWorksSection />
      <TestimonialsSection />
      <AdTypesSection />
      <MarketplacesSection />
      <ClosingCta />
    </>
  );
}

export const structuredData: StructuredData = (context) => [
  organizationJsonLd(context),
  websiteJsonLd(context),
];
