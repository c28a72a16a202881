import { privacyPolicy } from '../../content/legal/privacyPolicy';
import { pageMeta } from '../../content/pageMeta';
import { webPageJsonLd } from '../../seo/jsonLd';
import type { StructuredData } from '../../seo/pageMeta';
import { LegalPage } from './LegalPage';

export default function PrivacyPolicyPage() {
  return <LegalPage document={privacyPolicy} />;
}

export const structuredData: StructuredData = (context) => [
  {
    ...webPageJsonLd(context, pageMeta.privacyPolicy),
    dateModified: privacyPolicy.lastModified?.date,
  },
];
