import { legalPageText } from '../../content/legal/shared';
import type { LegalDocument } from '../../content/legal/types';
import { LegalBlocks } from './LegalText';
import { TableOfContents } from './TableOfContents';

const TOC_ID = 'contents';

/**
 * One layout for every legal document: a single readable column (at most about 72 characters a line)
 * with a table of contents linking to each numbered section.
 */
export function LegalPage({ document }: { document: LegalDocument }) {
  return (
    <article aria-labelledby="legal-title" className="section-pad">
      <div className="container-page max-w-[calc(52ch+4rem)] space-y-10 text-lg leading-relaxed">
        <header className="space-y-4">
          <h1 id="legal-title">{document.title}</h1>
          {document.lastModified ? (
            <p className="text-base text-muted">
              {legalPageText.lastModifiedLabel}{' '}
              <time dateTime={document.lastModified.date}>{document.lastModified.label}</time>
            </p>
          ) : null}
          <LegalBlocks blocks={document.intro} />
        </header>
        <TableOfContents
          id={TOC_ID}
          heading={legalPageText.tocHeading}
          sections={document.sections}
        />
        {document.sections.map((section, index) => {
          const heading = `${index + 1}. ${section.heading}`;
          return (
            <section key={section.id} aria-labelledby={section.id} className="space-y-4">
              <h2 id={section.id} className="text-2xl md:text-3xl">
                {heading}
              </h2>
              <LegalBlocks blocks={section.blocks} />
            </section>
          );
        })}
        <p>
          <a href={`#${TOC_ID}`} className="text-base font-medium text-primary hover:underline">
            {legalPageText.backToTop}
          </a>
        </p>
      </div>
    </article>
  );
}
