import { useEffect } from 'react';
import { ClosingCta } from '../../components/ClosingCta';
import { faqItems } from '../../content/faq';
import { pageMeta } from '../../content/pageMeta';
import { webPageJsonLd } from '../../seo/jsonLd';
import type { StructuredData } from '../../seo/pageMeta';
import { answerTrialRequests } from '../../signup/trialRequest';
import { PricingCalculator } from './calculator/PricingCalculator';
import { FaqSection } from './faq/FaqSection';
import { PremiumManagement } from './PremiumManagement';
import { PricingHero } from './PricingHero';
import { faqPageJsonLd, pricingOfferJsonLd } from './pricingStructuredData';
import { useTrialLauncher } from './trial/useTrialLauncher';

export default function PricingPage() {
  const trial = useTrialLauncher();
  const startTrial = trial.start;
  // Trial buttons outside the page (the header's) open the dialog here instead of reloading it.
  useEffect(() => answerTrialRequests(() => startTrial()), [startTrial]);
  return (
    <>
      <PricingHero />
      <PricingCalculator onStartTrial={trial.start} onPrepareTrial={trial.prepare} />
      <PremiumManagement />
      <FaqSection />
      <ClosingCta onStartTrial={trial.start} />
      {trial.layer}
    </>
  );
}

export const structuredData: StructuredData = (context) => [
  webPageJsonLd(context, pageMeta.pricing),
  pricingOfferJsonLd(context),
  faqPageJsonLd(faqItems, context),
];
