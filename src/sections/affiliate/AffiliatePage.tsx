import { pageMeta } from '../../content/pageMeta';
import { webPageJsonLd } from '../../seo/jsonLd';
import type { StructuredData } from '../../seo/pageMeta';
import { AffiliateBenefits } from './AffiliateBenefits';
import { AffiliateClosingCall } from './AffiliateClosingCall';
import { AffiliateHero } from './AffiliateHero';
import { AffiliateSteps } from './AffiliateSteps';

export default function AffiliatePage() {
  return (
    <>
      <AffiliateHero />
      <AffiliateBenefits />
      <AffiliateSteps />
      <AffiliateClosingCall />
    </>
  );
}

export const structuredData: StructuredData = (context) => [
  webPageJsonLd(context, pageMeta.affiliate),
];
