import type { LegalHeading } from './legalHtml';

interface TableOfContentsProps {
  id: string;
  heading: string;
  sections: readonly LegalHeading[];
  /** The language of the document the sections belong to. */
  lang: string;
}

export function TableOfContents({ id, heading, sections, lang }: TableOfContentsProps) {
  return (
    <nav aria-labelledby={`${id}-heading`} id={id} className="rounded-card bg-surface p-6">
      <h2 id={`${id}-heading`} className="mb-3 text-xl">
        {heading}
      </h2>
      <ol lang={lang} className="list-decimal space-y-1.5 pl-6 marker:text-muted">
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
  );
}
