import { legalPageText } from '../../content/legal/shared';
import type { LegalDocumentMeta } from '../../content/legal/legalCopy';
import { splitAtFirstSection, type LegalHeading } from './legalHtml';
import { TableOfContents } from './TableOfContents';

const TOC_ID = 'contents';

interface LegalPageProps {
  meta: LegalDocumentMeta;
  /** The document's rendered, filled Markdown (fillLegalHtml). */
  html: string;
  sections: readonly LegalHeading[];
}

/**
 * One layout for every legal document: a single readable column (at most about 72 characters a line)
 * with a table of contents linking to each numbered section.
 */
export function LegalPage({ meta, html, sections }: LegalPageProps) {
  const parts = splitAtFirstSection(html);
  return (
    <article aria-labelledby="legal-title" className="section-pad">
      <div className="container-page max-w-[calc(52ch+4rem)] space-y-10 text-lg leading-relaxed">
        <header className="space-y-4">
          <h1 id="legal-title">{meta.title}</h1>
          {meta.lastModified ? (
            <p className="text-base text-muted">
              {legalPageText.lastModifiedLabel}{' '}
              <time dateTime={meta.lastModified.date}>{meta.lastModified.label}</time>
            </p>
          ) : null}
          <div className="legal-text" dangerouslySetInnerHTML={{ __html: parts.intro }} />
        </header>
        <TableOfContents id={TOC_ID} heading={legalPageText.tocHeading} sections={sections} />
        <div className="legal-text" dangerouslySetInnerHTML={{ __html: parts.sections }} />
        <p>
          <a href={`#${TOC_ID}`} className="text-base font-medium text-primary hover:underline">
            {legalPageText.backToTop}
          </a>
        </p>
      </div>
    </article>
  );
}
