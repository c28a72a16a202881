import type { LegalDocumentMeta } from '../../content/legal/legalCopy';
import { webPageJsonLd } from '../../seo/jsonLd';
import type { PageMeta, StructuredData } from '../../seo/pageMeta';

/** A legal page is a WebPage, dated when the document carries its last change. */
export function legalStructuredData(meta: PageMeta, document: LegalDocumentMeta): StructuredData {
  return (context) => [
    { ...webPageJsonLd(context, meta), dateModified: document.lastModified?.date },
  ];
}
