import type { Copy } from '../../../shared/copy/collections';
import { formatLongDay } from '../../../shared/language/localeFormat';

type LegalDocumentMeta = Copy<'legal'>;
import { splitAtFirstSection, type LegalHeading } from './legalHtml';

const TOC_ID = 'contents';

interface LegalPageProps {
  meta: LegalDocumentMeta;
  /** The Intl locale of the page's language: the date is written its way. */
  intlLocale: string;
  /** The document's rendered, filled Markdown (fillLegalHtml). */
  html: string;
  sections: readonly LegalHeading[];
  /** The labels around the document, in the page's language (src/content/legal-labels/). */
  labels: Copy<'legalLabels'>;
  /** On a translation: that the English text is the one that applies. */
  translationNote?: string | undefined;
}

/**
 * One layout for every legal document: a single readable column (at most about 72 characters a line)
 * with a table of contents linking to each numbered section, in the document's language.
 */
export function LegalPage({
  meta,
  intlLocale,
  html,
  sections,
  labels,
  translationNote,
}: LegalPageProps) {
  const parts = splitAtFirstSection(html);
  return (
    <article aria-labelledby="legal-title" className="section-pad">
      <div className="container-page max-w-[calc(52ch+4rem)] space-y-10 text-lg leading-relaxed">
        <header className="space-y-4">
          {translationNote ? (
            <p className="rounded-card border border-line bg-surface p-4 text-base text-muted">
              {translationNote}
            </p>
          ) : null}
          <h1 id="legal-title">{meta.title}</h1>
          <p className="text-base text-muted">
            {labels.lastModifiedLabel}{' '}
            <time dateTime={meta.lastModified}>{formatLongDay(meta.lastModified, intlLocale)}</time>
          </p>
          <div className="legal-text" dangerouslySetInnerHTML={{ __html: parts.intro }} />
        </header>
        <nav
          aria-labelledby={`${TOC_ID}-heading`}
          id={TOC_ID}
          className="rounded-card bg-surface p-6"
        >
          <h2 id={`${TOC_ID}-heading`} className="mb-3 text-xl">
            {labels.tocHeading}
          </h2>
          <ol className="list-decimal space-y-1.5 pl-6 marker:text-muted">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="text-primary underline-offset-2 hover:text-primary-hover hover:underline"
                >
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-text" dangerouslySetInnerHTML={{ __html: parts.sections }} />
        <p>
          <a href={`#${TOC_ID}`} className="text-base font-medium text-primary hover:underline">
            {labels.backToTop}
          </a>
        </p>
      </div>
    </article>
  );
}
