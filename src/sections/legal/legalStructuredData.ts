import type { LegalDocument } from '../../content/legal/types';
import { webPageJsonLd } from '../../seo/jsonLd';
import type { PageMeta, StructuredData } from '../../seo/pageMeta';

/** A legal page is a WebPage, dated when the document carries its last change. */
export function legalStructuredData(meta: PageMeta, document: LegalDocument): StructuredData {
  return (context) => [
    { ...webPageJsonLd(context, meta), dateModified: document.lastModified?.date },
  ];
}
