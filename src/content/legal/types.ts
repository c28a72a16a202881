/** A link inside legal text: a page of the site ("/privacy-policy") or a mailto address. */
export interface LegalLink {
  text: string;
  href: string;
}

/** A paragraph is plain text, or text with links and bold terms in between. */
export type LegalInline = string | LegalLink | { strong: string };
export type LegalParagraph = string | readonly LegalInline[];

export interface LegalList {
  list: readonly LegalParagraph[];
}

export type LegalBlock = LegalParagraph | LegalList;

export interface LegalSection {
  /** The anchor of the section; the table of contents links to it. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalDocument {
  title: string;
  /** ISO date and its printed form; a document without one shows no date. */
  lastModified?: { date: string; label: string };
  intro: readonly LegalBlock[];
  sections: readonly LegalSection[];
}
