import escapeHtml from 'escape-html';
import type { TemplateValues } from '../../../shared/language/fillTemplate';
import type { Copy } from '../../../shared/copy/collections';

type LegalDocumentMeta = Copy<'legal'>;

/**
 * Fills a legal document's rendered Markdown: each `{name}` (Markdown writes it as `%7Bname%7D`
 * inside a link's address) gets its value, escaped, and the `{thirdPartyServices}` paragraph
 * becomes what this build says of third-party scripts. A name with no value fails the build.
 */
export function fillLegalHtml(
  html: string,
  meta: LegalDocumentMeta,
  values: TemplateValues,
  withVendors: boolean,
): string {
  const services = meta.thirdPartyServices;
  const paragraphs = services ? (withVendors ? services.withVendors : services.withoutVendors) : [];
  const withServices = html.replace(
    '<p>{thirdPartyServices}</p>',
    paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n'),
  );
  return withServices.replace(
    /\{(\w+)\}|%7B(\w+)%7D/g,
    (placeholder, plain?: string, encoded?: string) => {
      const name = plain ?? encoded ?? '';
      const value = values[name];
      if (value === undefined) throw new Error(`No value for ${placeholder} in a legal document`);
      return escapeHtml(String(value));
    },
  );
}

/** The document's numbered sections, from the headings Markdown rendered ("1. Definitions"). */
export function legalHeadings(headings: readonly { depth: number; slug: string; text: string }[]) {
  return headings
    .filter((heading) => heading.depth === 2)
    .map((heading) => ({ id: heading.slug, heading: heading.text.replace(/^\d+\.\s*/, '') }));
}

/** The part before the first section (shown above the table of contents) and the sections. */
export function splitAtFirstSection(html: string): { intro: string; sections: string } {
  const start = html.indexOf('<h2');
  return start === -1
    ? { intro: html, sections: '' }
    : { intro: html.slice(0, start), sections: html.slice(start) };
}

/** A numbered section of a legal document, as its table of contents lists it. */
export type LegalHeading = ReturnType<typeof legalHeadings>[number];
