import { termsOfService } from '../../content/legal/termsOfService';
import { pageMeta } from '../../content/pageMeta';
import { webPageJsonLd } from '../../seo/jsonLd';
import type { StructuredData } from '../../seo/pageMeta';
import { LegalPage } from './LegalPage';

export default function TermsOfServicePage() {
  return <LegalPage document={termsOfService} />;
}

export const structuredData: StructuredData = (context) => [
  webPageJsonLd(context, pageMeta.termsOfService),
];
